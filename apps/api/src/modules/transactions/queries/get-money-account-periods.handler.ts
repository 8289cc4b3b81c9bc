import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { cashbookRefusal, isCalendarDate, ledgerQueryRefusal, type CashBookEntryView, type CashBookPeriodView, type FieldErrors, type MoneyAccountPeriodView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { validationFailed } from '../../../platform/http/app-errors';
import { businessDate } from '../../../platform/records/record-ledger';
import { moneyAccountPeriods } from '../money-accounts';
import { GetGeneralLedger } from '../../books-reports/queries/get-general-ledger.handler';

/**
 * Open (before `from`), in, out and close (through `to`) of every money account, and every
 * entry of the period with its account's running balance; the period defaults to the
 * workspace's month to date.
 */
export class GetMoneyAccountPeriods extends Query<CashBookPeriodView> {
  constructor(
    readonly me: Principal,
    readonly from: string | undefined,
    readonly to: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetMoneyAccountPeriods)
export class GetMoneyAccountPeriodsHandler implements IQueryHandler<GetMoneyAccountPeriods> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  async execute({ me, from, to }: GetMoneyAccountPeriods): Promise<CashBookPeriodView> {
    const today = await businessDate(this.db.tx, me);
    const start = from ?? today.slice(0, 8) + '01';
    const end = to ?? today;
    const errors: FieldErrors = {};
    if (!isCalendarDate(start)) errors.from = [cashbookRefusal.field('date-not-valid', { label: 'from' })];
    if (!isCalendarDate(end)) errors.to = [cashbookRefusal.field('date-not-valid', { label: 'to' })];
    else if (isCalendarDate(start) && end < start) errors.to = [ledgerQueryRefusal.field('to-before-from')];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const accounts = await moneyAccountPeriods(this.db.tx, me.tenantId, start, end);
    return { from: start, to: end, accounts, entries: await this.entries(me, accounts, start, end) };
  }

  /** Each account's general ledger of the period (whatever posted to it), merged in ledger order. */
  private async entries(me: Principal, accounts: MoneyAccountPeriodView[], from: string, to: string): Promise<CashBookEntryView[]> {
    const knownAt = new Date().toISOString();
    const entries: CashBookEntryView[] = [];
    for (const { account, name } of accounts) {
      const ledger = await this.queries.execute(new GetGeneralLedger(me, { account, party: null, from, to, knownAt }, { offset: 0, limit: null }));
      entries.push(...ledger.lines.map((line) => ({ ...line, account, account_name: name })));
    }
    return entries.sort((a, b) => a.occurred_on.localeCompare(b.occurred_on) || a.position - b.position || a.line_no - b.line_no);
  }
}
