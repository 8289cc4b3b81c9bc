import { Body, Controller, Delete, Get, Inject, Param, ParseUUIDPipe, Post, Query, Res, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { readEntry, type EntryKind } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { setContentRange } from '../../platform/listing/list-resource';
import { cashTransactionExport, cashTransactionList, cashTransactionPage, findCashTransaction } from './cash-book';
import { RecordExpense } from './commands/record-expense.handler';
import { RecordIncome } from './commands/record-income.handler';
import { ReverseCashEntry } from './commands/reverse-cash-entry.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Expenses and incomes as resources of their own (spec routes `expenses`, `incomes`): the cash
 * book's entries of one kind, listed, booked and reversed. An entry is in the ledger, so it is
 * never edited: deleting it appends its reversal and moves it to the deleted list.
 */
export function cashEntriesController(kind: EntryKind): Type<unknown> {
  const resource = kind === 'expense' ? 'expenses' : 'incomes';
  const list = cashTransactionList(kind);

  @Controller(`api/${resource}`)
  class CashEntriesController {
    constructor(
      @Inject(Database) private readonly db: Database,
      @Inject(CommandBus) private readonly commands: CommandBus,
    ) {}

    @Can('list', resource)
    @Get()
    async list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const page = await cashTransactionPage(this.db, me, list, query, false);
      setContentRange(res, list.name, page);
      return page.rows;
    }

    @Can('list', resource)
    @Get('deleted-list')
    async deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const page = await cashTransactionPage(this.db, me, list, query, true);
      setContentRange(res, list.name, page);
      return page.rows;
    }

    @Can('export', resource)
    @Get('export')
    async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
      return cashTransactionExport(this.db, me, list, query);
    }

    @Can('show', resource)
    @Get(':id')
    async show(@CurrentPrincipal() me: Principal, @Param('id', id) entryId: string) {
      return findCashTransaction(this.db.tx, me.tenantId, entryId, kind);
    }

    @Can('create', resource)
    @Post()
    async create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
      const read = readEntry(kind, body);
      if (!read.ok) throw new ValidationFailed(read.errors);
      return this.commands.execute(kind === 'expense' ? new RecordExpense(me, read.value) : new RecordIncome(me, read.value));
    }

    @Can('delete', resource)
    @Delete(':id')
    async remove(@CurrentPrincipal() me: Principal, @Param('id', id) entryId: string) {
      return this.commands.execute(new ReverseCashEntry(me, entryId, kind));
    }
  }
  return CashEntriesController;
}
