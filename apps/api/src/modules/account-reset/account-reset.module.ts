import { Module } from '@nestjs/common';
import { AccountResetController } from './account-reset.controller';
import { SendAccountResetTokenHandler } from './commands/send-account-reset-token.handler';
import { ResetAccountHandler } from './commands/reset-account.handler';

@Module({ controllers: [AccountResetController], providers: [SendAccountResetTokenHandler, ResetAccountHandler] })
export class AccountResetModule {}
