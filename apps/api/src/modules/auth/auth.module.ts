import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { PrincipalSerializer } from '../../platform/auth/principal.serializer';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';
import { SessionsController } from './sessions.controller';
import { TwoStepController } from './two-step.controller';
import { RegisterWorkspaceHandler } from './commands/register-workspace.handler';
import { LocalStrategy } from './local.strategy';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController, ProfileController, SessionsController, TwoStepController],
  providers: [LocalStrategy, PrincipalSerializer, RegisterWorkspaceHandler],
})
export class AuthModule {}
