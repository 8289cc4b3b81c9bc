import { ExpenseRequest, IncomeRequest, TransferRequest } from './transaction.requests';
import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { entryInput, moneyAccountOf, transferInput } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { onCollection } from '../../platform/http/collection-routes';
import { NextDocumentCode } from '../../platform/documents/queries/next-document-code.handler';
import { RecordExpense } from './commands/record-expense.handler';
import { RecordIncome } from './commands/record-income.handler';
import { ReverseCashEntry } from './commands/reverse-cash-entry.handler';
import { TransferFunds } from './commands/transfer-funds.handler';
import { GetMoneyAccountBalance } from './queries/get-money-account-balance.handler';
import { GetMoneyAccountPeriods } from './queries/get-money-account-periods.handler';
import { ListMoneyAccounts } from './queries/list-money-accounts.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * The cash book: every bank account and cash in hand with its open, in,
 * out and close balances for a period, all summed from the ledger; and the book's own entries —
 * transfers between accounts, incomes and expenses. No entry may take an account below zero.
 */
@Controller('api/transactions')
export class TransactionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Cash and each bank account with its balance now: what the pickers offer. */
  @Can('list', 'transactions')
  @Get(onCollection('banks'))
  banks(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new ListMoneyAccounts(me));
  }

  /** Open (before `from`), in, out and close (through `to`) of every money account. */
  @Can('list', 'transactions')
  @Get('banks/balance/filter')
  period(@CurrentPrincipal() me: Principal, @Query('from') from?: string, @Query('to') to?: string) {
    return this.queries.execute(new GetMoneyAccountPeriods(me, from, to));
  }

  @Can('list', 'transactions')
  @Get('balance/:id')
  balance(@CurrentPrincipal() me: Principal, @Param('id') ref: string) {
    const account = moneyAccountOf(ref);
    if (!account) throw notFound();
    return this.queries.execute(new GetMoneyAccountBalance(me, account));
  }

  @Can('create', 'transactions')
  @Get('new-code/get')
  nextCode(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new NextDocumentCode(me, 'transaction'));
  }

  @Can('create', 'transactions')
  @Post('transferFund')
  async transfer(@CurrentPrincipal() me: Principal, @Body() body: TransferRequest) {
    return this.commands.execute(new TransferFunds(me, transferInput(body)));
  }

  @Can('create', 'transactions')
  @Post('expenses')
  async expense(@CurrentPrincipal() me: Principal, @Body() body: ExpenseRequest) {
    return this.commands.execute(new RecordExpense(me, entryInput('expense', body)));
  }

  @Can('create', 'transactions')
  @Post('incomes')
  async income(@CurrentPrincipal() me: Principal, @Body() body: IncomeRequest) {
    return this.commands.execute(new RecordIncome(me, entryInput('income', body)));
  }

  /**
   * Soft delete with the entry's reversal; refused when the money it brought in is spent. The
   * public API's `POST delete/transaction/:id` is an alias of it (platform/http/route-aliases.ts).
   */
  @Can('delete', 'transactions')
  @Delete(':id')
  async delete(@CurrentPrincipal() me: Principal, @Param('id', id) transactionId: string) {
    return this.commands.execute(new ReverseCashEntry(me, transactionId));
  }
}
