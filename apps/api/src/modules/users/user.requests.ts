import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { usersRefusal } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';
import { EmailAddress, NewPassword, RequiredText } from '../../platform/http/field-decorators';

const RoleField = () =>
  applyDecorators(ApiProperty({ enum: [1, 2, 3], description: '1 Admin, 2 Audit, 3 Entry' }), IsIn([1, 2, 3], refusedAs(usersRefusal.field('role'))));

export class UpdateUserRequest {
  @RequiredText('name')
  name!: string;

  @EmailAddress()
  email!: string;

  @RoleField()
  user_role!: 1 | 2 | 3;

  /** Left out, the password stays as it is. */
  @IsOptional()
  @NewPassword()
  password?: string;
}

// Not a subclass of UpdateUserRequest: class-validator would inherit its @IsOptional().
export class CreateUserRequest {
  @RequiredText('name')
  name!: string;

  @EmailAddress()
  email!: string;

  @RoleField()
  user_role!: 1 | 2 | 3;

  @NewPassword()
  password!: string;
}
