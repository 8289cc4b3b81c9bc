import { ApiBody } from '@nestjs/swagger';
import { ENTRY_REQUEST } from './transaction.requests';
import { Body, Controller, Delete, Inject, Param, ParseUUIDPipe, Post, Put, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { entryInput, type EntryKind } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { BodyOf } from '../../platform/http/request-params';
import { EditCashEntry } from './commands/edit-cash-entry.handler';
import { RecordExpense } from './commands/record-expense.handler';
import { RecordIncome } from './commands/record-income.handler';
import { ReverseCashEntry } from './commands/reverse-cash-entry.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Expenses and incomes as resources of their own (spec routes `expenses`, `incomes`): the cash
 * book's entries of one kind, booked and reversed (their lists: cashBookListController). An
 * entry is in the ledger, so it is never changed in place: deleting it appends its reversal,
 * editing it appends its reversal and its replacement.
 */
export function cashEntriesController(kind: EntryKind): Type<unknown> {
  const resource = kind === 'expense' ? 'expenses' : 'incomes';
  const request = ENTRY_REQUEST[kind];

  @Controller(`api/${resource}`)
  class CashEntriesController {
    constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

    @Can('create', resource)
    @Post()
    async create(@CurrentPrincipal() me: Principal, @BodyOf(request) body: object) {
      const input = entryInput(kind, body as InstanceType<typeof request>);
      return this.commands.execute(kind === 'expense' ? new RecordExpense(me, input) : new RecordIncome(me, input));
    }

    /** The body is checked by the command, once it knows the entry is this workspace's. */
    @Can('edit', resource)
    @Put(':id')
    @ApiBody({ type: request })
    async edit(@CurrentPrincipal() me: Principal, @Param('id', id) entryId: string, @Body() body: unknown) {
      return this.commands.execute(new EditCashEntry(me, entryId, kind, body));
    }

    @Can('delete', resource)
    @Delete(':id')
    async remove(@CurrentPrincipal() me: Principal, @Param('id', id) entryId: string) {
      return this.commands.execute(new ReverseCashEntry(me, entryId, kind));
    }
  }
  return CashEntriesController;
}
