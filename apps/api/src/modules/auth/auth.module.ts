import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { PrincipalSerializer } from '../../platform/auth/principal.serializer';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';
import { SessionsController } from './sessions.controller';
import { TwoStepController } from './two-step.controller';
import { RegisterWorkspaceHandler } from './commands/register-workspace.handler';
import { ChangeTwoStepHandler } from './commands/change-two-step.handler';
import { EndSessionsHandler } from './commands/end-sessions.handler';
import { OpenSessionsHandler } from './queries/open-sessions.handler';
import { GetTwoStepHandler } from './queries/two-step-status.handler';
import { LocalStrategy } from './local.strategy';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController, ProfileController, SessionsController, TwoStepController],
  providers: [LocalStrategy, PrincipalSerializer, RegisterWorkspaceHandler, ChangeTwoStepHandler, EndSessionsHandler, OpenSessionsHandler, GetTwoStepHandler],
})
export class AuthModule {}
