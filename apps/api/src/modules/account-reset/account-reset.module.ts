import { Module } from '@nestjs/common';
import { AccountResetController } from './account-reset.controller';

@Module({ controllers: [AccountResetController] })
export class AccountResetModule {}
