import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { SendAccountResetToken } from './commands/send-account-reset-token.handler';
import { ResetAccount } from './commands/reset-account.handler';

/** Account reset: the admin is mailed a token, then confirms the reset with it, which wipes the workspace's data. */
@Controller('api/configurations')
export class AccountResetController {
  constructor(private readonly commands: CommandBus) {}

  @Can('purge', 'account-reset')
  @Post('send-token')
  @HttpCode(200)
  sendToken(@CurrentPrincipal() me: Principal) {
    return this.commands.execute(new SendAccountResetToken(me));
  }

  @Can('purge', 'account-reset')
  @Post('reset/account/:token')
  @HttpCode(200)
  reset(@CurrentPrincipal() me: Principal, @Param('token') token: string) {
    return this.commands.execute(new ResetAccount(me, token));
  }
}
