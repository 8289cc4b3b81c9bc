import { UserSearchController } from './user-search.controller';
import { Module } from '@nestjs/common';
import { UsersController } from './users.controller';
import { CreateUserHandler } from './commands/create-user.handler';
import { UpdateUserHandler } from './commands/update-user.handler';
import { DeleteUserHandler } from './commands/delete-user.handler';
import { RestoreUserHandler } from './commands/restore-user.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { ChangeOwnPasswordHandler } from './commands/change-own-password.handler';
import { ExportUsersHandler } from './queries/export-users.handler';
import { GetUserHandler } from './queries/get-user.handler';
import { ListUsersHandler } from './queries/list-users.handler';
import { SearchUsersHandler } from './queries/search-users.handler';

/** The workspace's users: the registry, and each user's own profile (served by the auth module's ProfileController). */
@Module({
  controllers: [UserSearchController, UsersController],
  providers: [
    CreateUserHandler,
    UpdateUserHandler,
    DeleteUserHandler,
    RestoreUserHandler,
    UpdateProfileHandler,
    ChangeOwnPasswordHandler,
    GetUserHandler,
    ListUsersHandler,
    ExportUsersHandler,
    SearchUsersHandler,
  ],
})
export class UsersModule {}
