import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';

@Module({ controllers: [AuthController, ProfileController] })
export class AuthModule {}
