import { Module } from '@nestjs/common';
import { CashBook } from './cash-book';
import { cashEntriesController } from './cash-entries.controller';
import { TransactionsController } from './transactions.controller';

@Module({ controllers: [TransactionsController, cashEntriesController('expense'), cashEntriesController('income')], providers: [CashBook] })
export class TransactionsModule {}
