import { describe, expect, it } from 'vitest';
import type { BillView } from '@ginuma/domain';
import { billBodyOf, billDraftErrors, billDraftOf, emptyBillLine, lineWithItem, liveBillTotals, newBillDraft, type BillDraft, type BillDraftLine } from './billDraft';
import { billStageOf } from './billStage';

const line = (change: Partial<BillDraftLine>): BillDraftLine => ({ ...emptyBillLine(), ...change });
const RATES = new Map([
  ['vat', '18'],
  ['sscl', '2.5'],
]);

const typed = (): BillDraft => ({
  ...newBillDraft('2026-11-27'),
  supplier_id: 's1',
  bill_number: ' INV-7781 ',
  lines: [
    line({ product_id: 'p1', quantity: '3', unit_cost: '333.335', tax_id: null }),
    line({}),
    line({ kind: 'expense', expense_category_id: 'c1', quantity: '4', unit_cost: '1000', tax_id: 'vat', description: 'Transport' }),
  ],
});

describe('a bill as typed', () => {
  it('sends only the lines typed, each with its own kind of reference; an expense is one of its amount', () => {
    const draft = typed();
    // A product picked, then the line switched to an expense, keeps no product.
    draft.lines[2] = { ...draft.lines[2]!, product_id: 'p9' };
    expect(billBodyOf(draft)).toEqual({
      supplier_id: 's1',
      bill_number: 'INV-7781',
      date: '2026-11-27',
      due_date: null,
      note: null,
      lines: [
        { product_id: 'p1', expense_category_id: null, description: null, quantity: '3', unit_cost: '333.335', tax_id: null },
        { product_id: null, expense_category_id: 'c1', description: 'Transport', quantity: '1', unit_cost: '1000', tax_id: 'vat' },
      ],
    });
  });

  it('leaves the due date to the supplier’s payment terms when empty, and sends it when typed', () => {
    expect(billBodyOf({ ...typed(), due_date: '' }).due_date).toBeNull();
    expect(billBodyOf({ ...typed(), due_date: '2026-12-27' }).due_date).toBe('2026-12-27');
  });

  it('totals each line and the bill in exact decimals, rounding each line’s amount and tax half-up on its own', () => {
    const draft: BillDraft = {
      ...typed(),
      lines: [
        line({ product_id: 'p1', quantity: '3', unit_cost: '0.35', tax_id: 'sscl' }),
        line({ kind: 'expense', expense_category_id: 'c1', quantity: '7', unit_cost: '2500.10', tax_id: 'vat' }),
      ],
    };
    const totals = liveBillTotals(draft, RATES);
    // 3 × 0.35 = 1.05, 2.5% = 0.02625 → 0.03; the expense is one of 2,500.10, 18% = 450.018 → 450.02.
    expect(totals.lines.map((l) => [l.amount.toFixed(), l.tax.toFixed(), l.total.toFixed()])).toEqual([
      ['1.05', '0.03', '1.08'],
      ['2500.10', '450.02', '2950.12'],
    ]);
    expect([totals.subTotal.toFixed(), totals.taxTotal.toFixed(), totals.grandTotal.toFixed()]).toEqual(['2501.15', '450.05', '2951.20']);
  });

  it('counts what is half-typed or mistyped as nothing yet, and a tax not loaded as none', () => {
    const totals = liveBillTotals({ lines: [line({ quantity: '2.', unit_cost: '12.345' }), line({ quantity: 'x', unit_cost: '5', tax_id: 'gone' })] }, RATES);
    expect(totals.grandTotal.toFixed()).toBe('0.00');
    expect(liveBillTotals({ lines: [line({ quantity: '2', unit_cost: '5', tax_id: 'gone' })] }, RATES).grandTotal.toFixed()).toBe('10.00');
  });

  it('makes a line of the item picked: a product keeps its quantity and starts at its last cost, a category is one of its amount', () => {
    const typedCost = line({ quantity: '4', unit_cost: '99.00' });
    const widget = { kind: 'product' as const, id: 'p1', name: 'Widget', unit_cost: '100.00' };
    expect(lineWithItem(line({ quantity: '4' }), widget)).toMatchObject({ kind: 'product', product_id: 'p1', expense_category_id: null, quantity: '4', unit_cost: '100.00' });
    expect(lineWithItem(typedCost, widget).unit_cost).toBe('99.00');
    const transport = lineWithItem(lineWithItem(typedCost, widget), { kind: 'expense', id: 'c1', name: 'Transport', unit_cost: null });
    expect(transport).toMatchObject({ kind: 'expense', product_id: null, expense_category_id: 'c1', quantity: '1', unit_cost: '99.00' });
    expect(lineWithItem(transport, null)).toMatchObject({ product_id: null, expense_category_id: null });
  });

  it('puts a line’s server error on the line it came from, blank rows skipped', () => {
    const draft = typed();
    const [first, , third] = draft.lines;
    expect(billDraftErrors(draft, { 'lines.1.unit_cost': 'Enter a cost', bill_number: 'Taken' })).toEqual({ [`${third!.key}.unit_cost`]: 'Enter a cost', bill_number: 'Taken' });
    expect(billDraftErrors(draft, { 'lines.0.product_id': 'Choose one' })).toEqual({ [`${first!.key}.product_id`]: 'Choose one' });
  });
});

describe('a saved bill', () => {
  const view: BillView = {
    id: 'b1',
    code: 'BILL-00001',
    supplier_id: 's1',
    supplier_name: 'Perera Stationers',
    bill_number: 'INV-7781',
    date: '2026-11-01',
    due_date: '2026-12-01',
    note: null,
    stage: 'confirmed',
    status: 'partial',
    lines: [
      { product_id: null, expense_category_id: 'c1', description: null, quantity: '1.000', unit_cost: '250.00', tax_id: 'vat', item_name: 'Transport', amount: '250.00', tax_rate: '18', tax_amount: '45.00', total: '295.00' },
    ],
    sub_total: '250.00',
    tax_total: '45.00',
    grand_total: '295.00',
    paid: '100.00',
    due: '195.00',
    attachment: null,
    deleted_at: null,
  };

  it('opens as the editor holds it', () => {
    const draft = billDraftOf(view);
    expect(draft).toMatchObject({ supplier_id: 's1', bill_number: 'INV-7781', due_date: '2026-12-01', note: '' });
    expect(draft.lines).toEqual([expect.objectContaining({ kind: 'expense', expense_category_id: 'c1', unit_cost: '250.00', tax_id: 'vat', description: '' })]);
    expect(liveBillTotals(draft, RATES).grandTotal.toFixed()).toBe(view.grand_total);
  });

  it('reads its stage off the row, or off the status where a list row has none', () => {
    expect(billStageOf(view)).toBe('confirmed');
    expect(billStageOf({ status: 'pending' })).toBe('pending');
    expect(billStageOf({ status: 'paid' })).toBe('confirmed');
    expect(billStageOf({ status: 'reversed' })).toBe('reversed');
  });
});
