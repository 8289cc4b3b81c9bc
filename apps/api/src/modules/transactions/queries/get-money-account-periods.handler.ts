import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { cashbookRefusal, isCalendarDate, ledgerQueryRefusal, type CashBookPeriodView, type FieldErrors } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { validationFailed } from '../../../platform/http/app-errors';
import { businessDate } from '../../../platform/records/record-ledger';
import { moneyAccountPeriods } from '../money-accounts';

/**
 * Open (before `from`), in, out and close (through `to`) of every money account; the period
 * defaults to the workspace's month to date.
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
  constructor(private readonly db: Database) {}

  async execute({ me, from, to }: GetMoneyAccountPeriods): Promise<CashBookPeriodView> {
    const today = await businessDate(this.db.tx, me);
    const start = from ?? today.slice(0, 8) + '01';
    const end = to ?? today;
    const errors: FieldErrors = {};
    if (!isCalendarDate(start)) errors.from = [cashbookRefusal.field('date-not-valid', { label: 'from' })];
    if (!isCalendarDate(end)) errors.to = [cashbookRefusal.field('date-not-valid', { label: 'to' })];
    else if (isCalendarDate(start) && end < start) errors.to = [ledgerQueryRefusal.field('to-before-from')];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return { from: start, to: end, accounts: await moneyAccountPeriods(this.db.tx, me.tenantId, start, end) };
  }
}
