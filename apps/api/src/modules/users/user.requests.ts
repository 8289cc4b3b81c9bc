import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD } from '../auth/auth.requests';

const ROLE_MESSAGE = 'The role must be Admin, Audit or Entry.';

export class CreateUserRequest {
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;

  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email!: string;

  @IsIn([1, 2, 3], { message: ROLE_MESSAGE })
  user_role!: 1 | 2 | 3;

  @IsString({ message: 'The password field is required.' })
  @MinLength(MIN_PASSWORD, { message: `The password must be at least ${MIN_PASSWORD} characters.` })
  @MaxLength(200, { message: 'The password may not be greater than 200 characters.' })
  password!: string;
}

export class UpdateUserRequest {
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;

  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email!: string;

  @IsIn([1, 2, 3], { message: ROLE_MESSAGE })
  user_role!: 1 | 2 | 3;

  @IsOptional()
  @IsString({ message: 'The password must be text.' })
  @MinLength(MIN_PASSWORD, { message: `The password must be at least ${MIN_PASSWORD} characters.` })
  @MaxLength(200, { message: 'The password may not be greater than 200 characters.' })
  password?: string;
}
