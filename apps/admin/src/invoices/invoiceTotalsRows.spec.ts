import { describe, expect, it } from 'vitest';
import { emptyLine, liveTotals, newDraft, type InvoiceDraft } from './invoiceDraft';
import { totalsRows, type TotalsRow } from './invoiceTotalsRows';

const draft = (change: Partial<InvoiceDraft>): InvoiceDraft => ({ ...newDraft('2026-11-27'), lines: [{ ...emptyLine(), description: 'Tea', price: '1000' }], ...change });
const shown = (rows: TotalsRow[]) => rows.map((row) => [row.testId, row.value]);
const money = (value: string) => `Rs ${value}`;

describe('the totals card', () => {
  it('shows sub and grand total only while there is nothing else', () => {
    const rows = totalsRows(liveTotals(draft({})), undefined, money);
    expect(shown(rows)).toEqual([
      ['total-sub_total', 'Rs 1000.00'],
      ['total-grand_total', 'Rs 1000.00'],
    ]);
    expect(rows[1]).toMatchObject({ label: { key: 'app.invoices.fields.grand_total' }, strong: true, ruled: true });
  });

  it('adds the other discount as a deduction, each tax by name and rate, and the parameters', () => {
    const totals = liveTotals(
      draft({
        other_discount: '100',
        taxes: [{ tax_id: 'vat', name: 'VAT', abbreviation: 'VAT', rate: '18' }],
        parameters: [{ key: 'p', parameter_id: null, name: 'Packing', amount: '-20' }],
      }),
    );
    const rows = totalsRows(totals, undefined, money);
    expect(shown(rows)).toEqual([
      ['total-sub_total', 'Rs 1000.00'],
      ['total-other_discount', '− Rs 100.00'],
      ['total-tax-VAT', 'Rs 162.00'],
      ['total-parameters', 'Rs -20.00'],
      ['total-grand_total', 'Rs 1042.00'],
    ]);
    expect(rows[2].label).toEqual({ text: 'VAT (18%)' });
  });

  it('with prices including tax, shows the value without it and each tax as included, not added again, and taxes only standard lines', () => {
    const totals = liveTotals(
      draft({
        lines: [
          { ...emptyLine(), description: 'Tea', price: '1180' },
          { ...emptyLine(), description: 'Export', price: '500', tax_treatment: 'zero_rated' },
        ],
        taxes: [{ tax_id: 'vat', name: 'VAT', abbreviation: 'VAT', rate: '18' }],
        prices_include_tax: true,
      }),
    );
    const rows = totalsRows(totals, undefined, money);
    expect(shown(rows)).toEqual([
      ['total-sub_total', 'Rs 1680.00'],
      ['total-value_excluding_tax', 'Rs 1500.00'],
      ['total-tax-VAT', 'Rs 180.00'],
      ['total-grand_total', 'Rs 1680.00'],
    ]);
    expect(rows[2].label).toEqual({ key: 'app.invoices.tax_included', options: { name: 'VAT (18%)' } });
  });

  it("adds a confirmed invoice's paid, refunded and due from the ledger", () => {
    const rows = totalsRows(liveTotals(draft({})), { paid: '400.00', refunded: '0.00', due: '600.00' }, money);
    expect(shown(rows).slice(2)).toEqual([
      ['total-paid', 'Rs 400.00'],
      ['total-refunded', 'Rs 0.00'],
      ['total-due', 'Rs 600.00'],
    ]);
    expect(rows.at(-1)?.strong).toBe(true);
  });
});
