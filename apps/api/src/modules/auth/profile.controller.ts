import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Can, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { UpdateProfile } from '../users/commands/update-profile.handler';
import { ChangeOwnPassword } from '../users/commands/change-own-password.handler';
import { SessionId } from '../../platform/http/request-params';
import { ChangePasswordRequest, UpdateProfileRequest } from './auth.requests';

/** The signed-in user's own account (settings/general). */
@Controller('api/users')
export class ProfileController {
  constructor(private readonly commands: CommandBus) {}

  @WithoutPlan()
  @Get('my/data')
  myData(@CurrentPrincipal() principal: Principal) {
    const { userId: id, name, email, role: user_role, createdAt: created_at } = principal;
    return { id, name, email, user_role, created_at };
  }

  @Can('edit', 'profile')
  @Post('update/user')
  @HttpCode(200)
  updateUser(@CurrentPrincipal() principal: Principal, @Body() body: UpdateProfileRequest) {
    return this.commands.execute(new UpdateProfile(principal, { name: body.name, email: body.email }));
  }

  @Can('edit', 'profile')
  @Post('update/password')
  @HttpCode(200)
  updatePassword(@CurrentPrincipal() principal: Principal, @Body() body: ChangePasswordRequest, @SessionId() sessionId: string) {
    return this.commands.execute(new ChangeOwnPassword(principal, body.current_password, body.password, sessionId));
  }
}
