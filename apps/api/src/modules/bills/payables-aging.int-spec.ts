import fc from 'fast-check';
import { Money } from '@ginuma/domain';
import { scratchSuite } from '../../../../../tests/support/scratch-suite';
import type { Tx } from '../../platform/database/database';
import { payablesAging } from './payables-aging';

const scratch = scratchSuite();

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Whole cents as an amount, without a float on the way. */
const amount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const at = (date: string, days = 0) => new Date(Date.parse(`${date}T05:00:00Z`) + days * DAY_MS + 3_600_000).toISOString();

/**
 * The report reads only the settlement rows that cross D or T, through indexes that hold prompt
 * rows (within 45 days of their bill) by their bill's date and late ones apart: over payments
 * made and recorded from a day to four months after their bill, it owes on every D and T what
 * the bills' whole histories say they owed.
 */
describe('payables aging on both time axes', () => {
  let tenantId: string;
  let party: string;

  beforeAll(async () => {
    tenantId = (await scratch.client.query<{ id: string }>(`INSERT INTO workspaces (slug, name) VALUES ('aging', 'Aging') RETURNING id`)).rows[0]!.id;
    const supplier = await scratch.client.query<{ id: string }>(
      `INSERT INTO suppliers (tenant_id, name, type, created_at, updated_at) VALUES ($1, 'Perera Wholesale', 'Local Vendor', now(), now()) RETURNING id`,
      [tenantId],
    );
    party = `supplier:${supplier.rows[0]!.id}`;
  });

  it('owes what the whole history of each bill says, for prompt and late payments alike', async () => {
    const tx = { query: async (sql: string, params?: readonly unknown[]) => (await scratch.client.query(sql, params ? [...params] : undefined)).rows } as unknown as Tx;
    const payment = fc.record({ lag: fc.integer({ min: 1, max: 120 }), recordedLag: fc.integer({ min: 0, max: 120 }), cents: fc.integer({ min: 1, max: 40_000 }) });
    const bill = fc.record({ offset: fc.integer({ min: 0, max: 150 }), cents: fc.integer({ min: 50_000, max: 200_000 }), payments: fc.array(payment, { maxLength: 3 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(bill, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 280 }), fc.option(fc.integer({ min: 0, max: 280 })), async (bills, d, t) => {
        await scratch.client.query(`DELETE FROM bill_settlement WHERE tenant_id = $1`, [tenantId]);
        await scratch.client.query(`DELETE FROM bill_balance WHERE tenant_id = $1`, [tenantId]);
        let position = 0;
        for (const [n, b] of bills.entries()) {
          const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
          const date = plusDays('2026-01-01', b.offset);
          const paid = b.payments.reduce((sum, p) => sum + p.cents, 0);
          await scratch.client.query(
            `INSERT INTO bill_balance (tenant_id, bill_id, supplier_party, occurred_on, due_date, grand_total, paid) VALUES ($1, $2, $3, $4, $4::date + 30, $5, $6)`,
            [tenantId, id, party, date, amount(b.cents), amount(paid)],
          );
          const rows = [{ on: date, recorded: at(date), owed: amount(b.cents), confirmation: true }, ...b.payments.map((p) => ({ on: plusDays(date, p.lag), recorded: at(date, p.recordedLag), owed: `-${amount(p.cents)}`, confirmation: false }))];
          for (const row of rows) {
            await scratch.client.query(
              `INSERT INTO bill_settlement (tenant_id, position, bill_id, bill_date, bill_recorded_at, occurred_on, recorded_at, owed, confirmation) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [tenantId, ++position, id, date, at(date), row.on, row.recorded, row.owed, row.confirmation],
            );
          }
        }
        const asOf = plusDays('2026-01-01', d);
        const knownAt = t === null ? undefined : new Date(Date.parse(`${plusDays('2026-01-01', t)}T12:00:00Z`)).toISOString();
        const owing = bills.flatMap((b) => {
          const date = plusDays('2026-01-01', b.offset);
          if (date > asOf || (knownAt && at(date) > knownAt)) return [];
          const paid = b.payments.filter((p) => plusDays(date, p.lag) <= asOf && (!knownAt || at(date, p.recordedLag) <= knownAt)).reduce((sum, p) => sum + p.cents, 0);
          return b.cents - paid > 0 ? [amount(b.cents - paid)] : [];
        });
        const report = await payablesAging(tx, { tenantId, asOf, knownAt });
        expect(report.totals).toMatchObject({ bills: owing.length, total_due: Money.sum(owing).toFixed() });
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
