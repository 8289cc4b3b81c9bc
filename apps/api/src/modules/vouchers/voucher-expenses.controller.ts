import { Controller, Get, Query } from '@nestjs/common';
import { isDate } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { ValidationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { businessDate } from '../../platform/records/record-ledger';

/**
 * Expenses per category for a period (reports/voucher_expenses), summed from the ledger's
 * `expense` postings: vouchers, cash book expenses and their reversals alike.
 */
@Controller('api/voucher-expenses')
export class VoucherExpensesController {
  constructor(private readonly db: Database) {}

  @Can('list', 'reports')
  @Get('report')
  async report(@CurrentPrincipal() me: Principal, @Query('from') from?: string, @Query('to') to?: string) {
    const today = await businessDate(this.db.tx, me);
    const start = from ?? `${today.slice(0, 8)}01`;
    const end = to ?? today;
    const errors: FieldErrors = {};
    if (!isDate(start)) errors.from = ['The from is not a valid date.'];
    if (!isDate(end)) errors.to = ['The to is not a valid date.'];
    else if (isDate(start) && end < start) errors.to = ['The to must be a date after or equal to from.'];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const categories = await this.db.tx.query<{ id: string; name: string; type: string; amount: string }>(
      `SELECT c.id, c.name, c.type, sum(b.debit - b.credit)::numeric(18,2)::text AS amount
         FROM ledger_balance_daily b
         JOIN expense_categories c ON c.tenant_id = b.tenant_id AND 'expense-category:' || c.id = b.party
        WHERE b.tenant_id = $1 AND b.account = 'expense' AND b.commodity = '' AND b.occurred_on BETWEEN $2 AND $3
        GROUP BY c.id, c.name, c.type
       HAVING sum(b.debit - b.credit) <> 0
        ORDER BY lower(c.name)`,
      [me.tenantId, start, end],
    );
    return { from: start, to: end, categories };
  }
}
