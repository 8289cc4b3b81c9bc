import { BALANCE_TABLE } from './account-balance.projection';

export interface BalanceOfSql {
  tenantSql: string;
  accountSql: string;
  partySql: string;
  normal: 'debit' | 'credit';
  /** A commodity's quantity (stock on hand) instead of money. */
  commoditySql?: string;
}

/**
 * A correlated subquery giving one account's balance as a decimal string: money as
 * debit − credit (negated for a credit-normal account), or a commodity's quantity. It lets
 * read models show ledger figures beside ordinary rows (a customer's outstanding in the
 * customer list). The arguments are SQL expressions of the outer query.
 */
export function balanceOfSql(input: BalanceOfSql): string {
  const sign = input.normal === 'credit' ? '-' : '';
  const value = input.commoditySql
    ? `(${sign}coalesce(sum(b.quantity), 0))::numeric(20,3)::text`
    : `(${sign}coalesce(sum(b.debit - b.credit), 0))::numeric(20,2)::text`;
  return `(SELECT ${value} FROM ${BALANCE_TABLE} b
            WHERE b.tenant_id = ${input.tenantSql} AND b.account = ${input.accountSql}
              AND b.party = ${input.partySql} AND b.commodity = ${input.commoditySql ?? "''"})`;
}
