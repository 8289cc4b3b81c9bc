import { BALANCE_TABLE } from './account-balance.projection';

/**
 * A correlated subquery giving one account's balance (debit − credit, or its negation for
 * a credit-normal account) as a decimal string, for read models that show ledger figures
 * beside ordinary rows (a customer's outstanding in the customer list). The arguments are
 * SQL expressions of the outer query.
 */
export function balanceOfSql(input: { tenantSql: string; accountSql: string; partySql: string; normal: 'debit' | 'credit' }): string {
  const sum = 'coalesce(sum(b.debit - b.credit), 0)';
  return `(SELECT (${input.normal === 'credit' ? `-${sum}` : sum})::numeric(20,2)::text FROM ${BALANCE_TABLE} b
            WHERE b.tenant_id = ${input.tenantSql} AND b.account = ${input.accountSql}
              AND b.party = ${input.partySql} AND b.commodity = '')`;
}
