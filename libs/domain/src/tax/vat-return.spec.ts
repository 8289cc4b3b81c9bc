import fc from 'fast-check';
import { Money } from '../money/money';
import { vatFiguresOf, vatFilingPeriods, vatReturn, vatReturnDecider, vatReturnDifference, vatScheduleLine, type VatDocument } from './vat-return';

const doc = (kind: string, outputTax: string, inputTax: string, supplies: string, more: Partial<VatDocument> = {}): VatDocument => ({
  stream: `${kind}-x`,
  kind,
  code: null,
  date: '2026-11-10',
  outputTax,
  inputTax,
  supplies,
  zeroRated: '0.00',
  exempt: '0.00',
  purchases: '0.00',
  ...more,
});

describe('the VAT return', () => {
  it('sums output tax on standard-rated sales, zero-rated and exempt sales, input tax on bills and the notes as adjustments', () => {
    const documents = [
      doc('invoice', '1800.00', '0.00', '10000.00', { zeroRated: '2500.00' }),
      doc('invoice', '0.00', '0.00', '0.00', { exempt: '4000.00' }),
      doc('bill', '0.00', '540.00', '0.00', { purchases: '3000.00' }),
      doc('credit-note', '-180.00', '0.00', '-1000.00'),
      doc('debit-note', '0.00', '-54.00', '0.00', { purchases: '-300.00' }),
    ];
    expect(vatReturn(documents)).toEqual({
      taxableSupplies: '10000.00',
      outputTax: '1800.00',
      zeroRatedSupplies: '2500.00',
      exemptSupplies: '4000.00',
      inputTax: '540.00',
      adjustments: '-126.00',
      netPayable: '1134.00',
    });
    expect(documents.map(vatFiguresOf)).toEqual([['taxable-supplies', 'zero-rated-supplies', 'output-tax'], ['exempt-supplies'], ['input-tax'], ['adjustments'], ['adjustments']]);
    // Each schedule lists a document's value and VAT; a note's VAT as it moves the net payable.
    const [sale, , bill, credit, debit] = documents as [VatDocument, VatDocument, VatDocument, VatDocument, VatDocument];
    expect(vatScheduleLine(sale, 'output-tax')).toEqual({ value: '10000.00', tax: '1800.00' });
    expect(vatScheduleLine(sale, 'zero-rated-supplies')).toEqual({ value: '2500.00', tax: '0.00' });
    expect(vatScheduleLine(bill, 'input-tax')).toEqual({ value: '3000.00', tax: '540.00' });
    expect(vatScheduleLine(credit, 'adjustments')).toEqual({ value: '-1000.00', tax: '-180.00' });
    expect(vatScheduleLine(debit, 'adjustments')).toEqual({ value: '-300.00', tax: '54.00' });
  });

  it('shows a later change as the difference from what was filed, a figure a filing lacks as zero', () => {
    const now = vatReturn([doc('invoice', '180.00', '0.00', '1000.00', { zeroRated: '50.00' })]);
    const { zeroRatedSupplies: _z, exemptSupplies: _e, ...older } = vatReturn([doc('invoice', '180.00', '0.00', '1000.00')]);
    expect(vatReturnDifference(now, older)).toEqual({
      taxableSupplies: '0.00',
      outputTax: '0.00',
      zeroRatedSupplies: '50.00',
      exemptSupplies: '0.00',
      inputTax: '0.00',
      adjustments: '0.00',
      netPayable: '0.00',
    });
  });

  it('nets to the movement of the tax accounts, whatever the documents', () => {
    const cents = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((c) => Money.of((c / 100).toFixed(2)).toFixed());
    const document = fc.record({ kind: fc.constantFrom('invoice', 'bill', 'credit-note', 'debit-note'), output: cents, input: cents, supplies: cents, zeroRated: cents, exempt: cents });
    fc.assert(
      fc.property(fc.array(document, { maxLength: 30 }), (documents) => {
        const figures = vatReturn(documents.map((d) => doc(d.kind, d.output, d.input, d.supplies, { zeroRated: d.zeroRated, exempt: d.exempt })));
        const movement = Money.sum(documents.map((d) => d.output)).minus(Money.sum(documents.map((d) => d.input)));
        const parts = Money.of(figures.outputTax).minus(figures.inputTax).plus(figures.adjustments);
        return figures.netPayable === movement.toFixed() && parts.toFixed() === movement.toFixed();
      }),
    );
  });

  it('files a period that has ended, and refuses one still running', () => {
    const figures = vatReturn([]);
    const file = (to: string) => ({ type: 'FileVatReturn' as const, data: { from: '2026-10-01', to, knownAt: '2026-11-05T00:00:00.000Z', figures, today: '2026-11-05' } });
    expect(vatReturnDecider.decide(file('2026-10-31'), { filedTo: null }, new Date())).toEqual([
      { type: 'VatReturnFiled', data: { from: '2026-10-01', to: '2026-10-31', knownAt: '2026-11-05T00:00:00.000Z', figures, date: '2026-11-05' } },
    ]);
    expect(() => vatReturnDecider.decide(file('2026-11-05'), { filedTo: null }, new Date())).toThrow(
      'A VAT return can be filed only for a period that has ended.',
    );
  });
});

describe('the filing periods offered', () => {
  it('are the months or calendar quarters that ended before today, newest first', () => {
    expect(vatFilingPeriods('month', '2026-03-15', 3)).toEqual([
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2025-12-01', to: '2025-12-31' },
    ]);
    expect(vatFilingPeriods('quarter', '2026-03-31', 2)).toEqual([
      { from: '2025-10-01', to: '2025-12-31' },
      { from: '2025-07-01', to: '2025-09-30' },
    ]);
    expect(vatFilingPeriods('quarter', '2026-04-01', 1)).toEqual([{ from: '2026-01-01', to: '2026-03-31' }]);
  });
});
