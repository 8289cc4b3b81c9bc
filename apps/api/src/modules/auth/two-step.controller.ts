import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { TwoStepSetup, TwoStepStatus } from '@ginuma/domain';
import { Can, Public, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Principal } from '../../platform/auth/principal';
import { signedInResponse } from '../../platform/auth/principal.serializer';
import { SignIns } from '../../platform/auth/sign-ins';
import {
  disableTwoStep,
  enableTwoStep,
  renewRecoveryCodes,
  requireTwoStep,
  setUpTwoStep,
  twoStepStatus,
} from '../../platform/auth/two-step';
import { Database } from '../../platform/database/database';
import { onCollection } from '../../platform/http/collection-routes';
import { HttpConfig } from '../../platform/http/http-config';
import { TwoStepAnswerRequest, TwoStepCodeRequest, TwoStepPasswordRequest, TwoStepRequirementRequest } from './auth.requests';

/**
 * Two-step sign-in: the second step of a sign-in, each user's own set-up (reachable without a plan
 * and while the workspace waits for them to enrol), and the Admin's switch that requires it.
 */
@Controller('api')
export class TwoStepController {
  constructor(
    private readonly db: Database,
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
    return twoStepStatus(this.db.tx, me);
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/setup')
  @HttpCode(200)
  setUp(@CurrentPrincipal() me: Principal): Promise<TwoStepSetup> {
    return setUpTwoStep(this.db.tx, me);
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/enable')
  @HttpCode(200)
  enable(@CurrentPrincipal() me: Principal, @Body() body: TwoStepCodeRequest) {
    return enableTwoStep(this.db.tx, me, body.code);
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/disable')
  @HttpCode(200)
  async disable(@CurrentPrincipal() me: Principal, @Body() body: TwoStepPasswordRequest): Promise<TwoStepStatus> {
    await disableTwoStep(this.db.tx, me, await this.passwordOk(me, body.password));
    return twoStepStatus(this.db.tx, { ...me, twoStepEnabled: false });
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('users/my/two-step/recovery-codes')
  @HttpCode(200)
  async recoveryCodes(@CurrentPrincipal() me: Principal, @Body() body: TwoStepPasswordRequest) {
    return renewRecoveryCodes(this.db.tx, me, await this.passwordOk(me, body.password));
  }

  @Can('edit', 'users')
  @Put(`users/${onCollection('two-step-requirement')}`)
  requirement(@CurrentPrincipal() me: Principal, @Body() body: TwoStepRequirementRequest) {
    return requireTwoStep(this.db.tx, me, body.required);
  }

  private async passwordOk(me: Principal, password: string): Promise<boolean> {
    const [row] = await this.db.tx.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE tenant_id = $1 AND id = $2`, [me.tenantId, me.userId]);
    return verifyPassword(row?.password_hash, password);
  }
}
