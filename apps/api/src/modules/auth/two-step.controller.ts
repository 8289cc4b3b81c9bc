import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { TwoStepStatus } from '@ginuma/domain';
import { Can, Public, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { signedInResponse } from '../../platform/auth/principal.serializer';
import { SignIns } from '../../platform/auth/sign-ins';
import { onCollection } from '../../platform/http/collection-routes';
import { HttpConfig } from '../../platform/http/http-config';
import { TwoStepAnswerRequest, TwoStepCodeRequest, TwoStepPasswordRequest, TwoStepRequirementRequest } from './auth.requests';
import { ChangeTwoStep } from './commands/change-two-step.handler';
import { GetTwoStep } from './queries/two-step-status.handler';

/**
 * Two-step sign-in: the second step of a sign-in, each user's own set-up (reachable without a plan
 * and while the workspace waits for them to enrol), and the Admin's switch that requires it.
 */
@Controller('api')
export class TwoStepController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly signIns: SignIns,
    private readonly http: HttpConfig,
  ) {}

  @Public()
  @Post('login/two-step')
  @HttpCode(200)
  async secondStep(@Body() body: TwoStepAnswerRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.signIns.complete(req, body.recovery_code !== undefined ? { recoveryCode: body.recovery_code } : { code: body.code });
    return signedInResponse(req, res, this.http.secureCookies);
  }

  @WithoutPlan()
  @Get('users/my/two-step')
  status(@CurrentPrincipal() me: Principal): Promise<TwoStepStatus> {
    return this.queries.execute(new GetTwoStep(me));
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/setup')
  @HttpCode(200)
  setUp(@CurrentPrincipal() me: Principal) {
    return this.commands.execute(new ChangeTwoStep(me, { kind: 'set-up' }));
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/enable')
  @HttpCode(200)
  enable(@CurrentPrincipal() me: Principal, @Body() body: TwoStepCodeRequest) {
    return this.commands.execute(new ChangeTwoStep(me, { kind: 'enable', code: body.code }));
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/disable')
  @HttpCode(200)
  disable(@CurrentPrincipal() me: Principal, @Body() body: TwoStepPasswordRequest) {
    return this.commands.execute(new ChangeTwoStep(me, { kind: 'disable', password: body.password }));
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/recovery-codes')
  @HttpCode(200)
  recoveryCodes(@CurrentPrincipal() me: Principal, @Body() body: TwoStepPasswordRequest) {
    return this.commands.execute(new ChangeTwoStep(me, { kind: 'renew-codes', password: body.password }));
  }

  @Can('edit', 'users')
  @Put(`users/${onCollection('two-step-requirement')}`)
  requirement(@CurrentPrincipal() me: Principal, @Body() body: TwoStepRequirementRequest) {
    return this.commands.execute(new ChangeTwoStep(me, { kind: 'require', required: body.required }));
  }
}
