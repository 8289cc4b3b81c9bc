import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { isCalendarDate, validationRefusal } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { invalid, notFound } from '../../platform/http/app-errors';
import { CreateLedgerAccount } from './commands/create-ledger-account.handler';
import { DeleteLedgerAccount } from './commands/delete-ledger-account.handler';
import { UpdateLedgerAccount } from './commands/update-ledger-account.handler';
import { ListChartAccounts } from './queries/list-chart-accounts.handler';
import { LedgerAccountChangesRequest, LedgerAccountRequest } from './books.requests';

/**
 * The chart of accounts. An account's id is its posting account string
 * (`receivable`, `bank:<id>`, `gl:2500`); only custom (`gl:`) accounts change.
 */
@Controller('api/ledger/accounts')
export class LedgerAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `balances=true` adds each balance on the account's normal side, as of `as_of` when given. */
  @Can('list', 'ledger-accounts')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const asOf = typeof query.as_of === 'string' && query.as_of ? query.as_of : undefined;
    if (asOf !== undefined && !isCalendarDate(asOf)) throw invalid('as_of', validationRefusal.field('date', { label: 'as of date' }));
    return this.queries.execute(new ListChartAccounts(me, { withBalances: query.balances === 'true' || asOf !== undefined, asOf }));
  }

  @Can('show', 'ledger-accounts')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id') id: string) {
    const entry = (await this.queries.execute(new ListChartAccounts(me, { withBalances: true }))).find((e) => e.id === id);
    if (!entry) throw notFound();
    return entry;
  }

  @Can('create', 'ledger-accounts')
  @Post()
  create(@CurrentPrincipal() me: Principal, @Body() body: LedgerAccountRequest) {
    return this.commands.execute(new CreateLedgerAccount(me, body));
  }

  @Can('edit', 'ledger-accounts')
  @Put(':id')
  update(@CurrentPrincipal() me: Principal, @Param('id') id: string, @Body() body: LedgerAccountChangesRequest) {
    return this.commands.execute(new UpdateLedgerAccount(me, id, body));
  }

  /** Only a custom account nothing posted to goes; 409 for a system account or one with postings. */
  @Can('delete', 'ledger-accounts')
  @Delete(':id')
  remove(@CurrentPrincipal() me: Principal, @Param('id') id: string) {
    return this.commands.execute(new DeleteLedgerAccount(me, id));
  }
}
