import type { PostingLine } from '../accounting/accounts';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { billSnapshot, type PendingBill } from '../purchases/bill';
import { deciderSpec } from '../shared/decider.testing';
import { returnedQuantities } from '../shared/returns';
import { stockRefusal } from '../stock/stock';
import { debitNoteConfirmationPostings, type DebitNoteConfirmedData, type DebitNoteEvent, type PendingDebitNote } from './debit-note';
import { debitNoteDecider, debitNoteProductIds, type DebitNoteCommand } from './debit-note.decide';
import { debitNotesRefusal } from './debit-notes.refusals';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const given = deciderSpec(debitNoteDecider, NOW);

/* The purchase: 3 reams of p1 at 333.33 with VAT 18 %, and a delivery charge of 250.50 with no tax. */
const purchase: PendingBill = {
  billId: 'b1',
  code: 'BILL-000001',
  supplierId: 's1',
  billNumber: 'INV-778',
  date: '2026-11-10',
  dueDate: '2026-12-10',
  lines: [
    { productId: 'p1', expenseCategoryId: null, description: 'Paper reams', quantity: '3', unitCost: '333.33', tax: { taxId: 't1', rate: '18' } },
    { productId: null, expenseCategoryId: 'c1', description: 'Delivery', quantity: '1', unitCost: '250.50', tax: null },
  ],
};
const bill = billSnapshot(purchase, NOW.toISOString());

const onShelf = (lowest: string) => new Map([['p1', { amount: Quantity.of(lowest), on: '2026-11-20' }]]);
const returning = (
  lines: { billLine: number; quantity: string }[],
  over: Partial<PendingDebitNote> & { returned?: Record<number, string>; billReversed?: boolean } = {},
): PendingDebitNote => ({
  debitNoteId: 'd1',
  code: 'DN-000001',
  supplierId: 's1',
  date: '2026-11-20',
  note: null,
  source: { kind: 'return', bill, billReversed: over.billReversed ?? false, returned: over.returned ?? {}, lines },
  ...over,
});
const confirm = (note: PendingDebitNote, lowest = '3'): DebitNoteCommand => ({ type: 'ConfirmDebitNote', data: { note, stock: onShelf(lowest) } });
const oneBack = debitNoteDecider.decide(confirm(returning([{ billLine: 0, quantity: '1' }])), debitNoteDecider.initialState(), NOW)[0] as DebitNoteEvent;
const oneBackData = oneBack.data as DebitNoteConfirmedData;

const sums = (lines: PostingLine[]) => ({
  debit: Money.sum(lines.map((l) => l.debit ?? '0')).toFixed(),
  credit: Money.sum(lines.map((l) => l.credit ?? '0')).toFixed(),
});

describe('debitNoteDecider: returning goods of a bill', () => {
  it('prices a returned ream at the bill line’s cost and tax', () => {
    // 333.33 × 18 % = 59.9994, 60.00 to the cent.
    expect(oneBackData).toMatchObject({ billId: 'b1', supplierId: 's1', subTotal: '333.33', taxTotal: '60.00', grandTotal: '393.33' });
    expect(oneBackData.lines).toEqual([expect.objectContaining({ billLine: 0, productId: 'p1', quantity: '1.000', unitCost: '333.33', amount: '333.33', taxAmount: '60.00' })]);
    expect(debitNoteProductIds(oneBackData.lines)).toEqual(['p1']);
  });

  it('takes the purchase back out of the books for what it covers and holds it as supplier credit; the goods leave at cost', () => {
    const postings = debitNoteConfirmationPostings(oneBackData);
    expect(postings).toEqual([
      { account: 'inventory', party: 'product:p1', credit: '333.33' },
      { account: 'input-tax', party: 'tax:t1', credit: '60.00' },
      { account: 'supplier-credit', party: 'supplier:s1', debit: '393.33' },
      { account: 'inventory', party: null, commodity: 'product:p1', quantity: '-1.000' },
      { account: 'payable', party: 'supplier:s1', commodity: 'product:p1', quantity: '1.000' },
    ]);
    const { debit, credit } = sums(postings);
    expect(debit).toBe(credit);
  });

  it('refuses to return more than was bought less what earlier notes returned, line by line', () => {
    const earlier = returnedQuantities([oneBackData, { lines: [{ billLine: 0, quantity: '1.000' }, { billLine: null, quantity: '4' }] }], 'billLine');
    expect(earlier).toEqual({ 0: '2.000' });
    const refusal = given().when(confirm(returning([{ billLine: 0, quantity: '2' }], { returned: earlier }))).thenFails('returns-exceed-bought');
    expect(refusal.status).toBe(422);
    expect(refusal.details.errors).toEqual({ 'lines.0.quantity': [debitNotesRefusal.field('return-exceeds-bought', { left: '1.000' })] });
    given().when(confirm(returning([{ billLine: 0, quantity: '1' }], { returned: earlier }))).then([expect.objectContaining({ type: 'DebitNoteConfirmed' }) as DebitNoteEvent]);
  });

  it('counts two lines of one bill line together, and names a line the bill does not have', () => {
    const twice = given().when(confirm(returning([{ billLine: 0, quantity: '2' }, { billLine: 0, quantity: '2' }]))).thenFails('returns-exceed-bought');
    expect(Object.keys(twice.details.errors ?? {})).toEqual(['lines.1.quantity']);
    const unknown = given().when(confirm(returning([{ billLine: 7, quantity: '1' }]))).thenFails('returns-exceed-bought');
    expect(Object.keys(unknown.details.errors ?? {})).toEqual(['lines.0.bill_line']);
  });

  it('sends out only goods in stock from its date on: no day may be left below zero', () => {
    const short = given().when(confirm(returning([{ billLine: 0, quantity: '2' }]), '1.5')).thenFails('goods-not-in-stock');
    expect(short.details.errors).toEqual({ 'lines.0.quantity': [stockRefusal.field('stock-out-exceeds-on-hand')] });
    given().when(confirm(returning([{ billLine: 0, quantity: '2' }]), '2')).then([expect.objectContaining({ type: 'DebitNoteConfirmed' }) as DebitNoteEvent]);
  });

  it('returns nothing of a reversed bill, of another supplier’s, or before the bill’s date', () => {
    given().when(confirm(returning([{ billLine: 0, quantity: '1' }], { billReversed: true }))).thenFails('bill-not-returnable');
    given().when(confirm(returning([{ billLine: 0, quantity: '1' }], { supplierId: 's2' }))).thenFails('bill-not-returnable');
    const early = given().when(confirm(returning([{ billLine: 0, quantity: '1' }], { date: '2026-11-09' }))).thenFails('before-bill');
    expect(early.details.errors).toEqual({ date: [debitNotesRefusal.field('before-bill', { date: '2026-11-10' })] });
  });

  it('refuses a note without lines, and confirms only a pending one', () => {
    expect(given().when(confirm(returning([]))).thenFails('lines-required').status).toBe(422);
    expect(given(oneBack).when(confirm(returning([{ billLine: 1, quantity: '1' }]))).thenFails('debit-note-not-pending').status).toBe(409);
  });
});

describe('debitNoteDecider: a price claim', () => {
  const claim = (unitCost: string, productId: string | null = null): PendingDebitNote => ({
    debitNoteId: 'd2',
    code: 'DN-000002',
    supplierId: 's1',
    date: '2026-11-20',
    note: 'Over-charged delivery',
    source: { kind: 'claim', lines: [{ productId, expenseCategoryId: productId ? null : 'c1', description: 'Delivery over-charge', quantity: '2', unitCost, tax: { taxId: 't1', rate: '18' } }] },
  });

  it('claims its lines and their tax back from the supplier as credit, moving no stock', () => {
    const [event] = debitNoteDecider.decide({ type: 'ConfirmDebitNote', data: { note: claim('50.00'), stock: new Map() } }, debitNoteDecider.initialState(), NOW);
    const data = event?.data as DebitNoteConfirmedData;
    expect(data).toMatchObject({ billId: null, subTotal: '100.00', taxTotal: '18.00', grandTotal: '118.00' });
    expect(debitNoteConfirmationPostings(data)).toEqual([
      { account: 'expense', party: 'expense-category:c1', credit: '100.00' },
      { account: 'input-tax', party: 'tax:t1', credit: '18.00' },
      { account: 'supplier-credit', party: 'supplier:s1', debit: '118.00' },
    ]);
  });

  it('refuses a claim on goods, or one that claims nothing', () => {
    const goods = given().when({ type: 'ConfirmDebitNote', data: { note: claim('50.00', 'p1'), stock: new Map() } }).thenFails('claim-line-expense');
    expect(Object.keys(goods.details.errors ?? {})).toEqual(['lines.0.expense_category_id']);
    given().when({ type: 'ConfirmDebitNote', data: { note: claim('0'), stock: new Map() } }).thenFails('total-not-positive');
  });
});

describe('debitNoteDecider: reverse, delete, apply', () => {
  const reversed: DebitNoteEvent = { type: 'DebitNoteReversed', data: { debitNoteId: 'd1', code: 'DN-000001', reversedOn: '2026-11-22', reversedAt: NOW.toISOString() } };
  const reverse = (creditBalance: string): DebitNoteCommand => ({ type: 'ReverseDebitNote', data: { date: '2026-11-22', creditBalance: Money.of(creditBalance) } });

  it('reverses a confirmed note whose credit is unspent, negating its postings: the goods come back in', () => {
    given(oneBack).when(reverse('393.33')).then([reversed]);
    const stored = debitNoteDecider.toLedger(reversed, debitNoteDecider.evolve(debitNoteDecider.initialState(), oneBack));
    expect(stored.occurredOn).toBe('2026-11-22');
    expect(stored.postings).toEqual(
      expect.arrayContaining([
        { account: 'supplier-credit', party: 'supplier:s1', credit: '393.33' },
        { account: 'inventory', party: null, commodity: 'product:p1', quantity: '1.000' },
      ]),
    );
  });

  it('refuses while the credit it gave is spent, and reverses only a confirmed note', () => {
    expect(given(oneBack).when(reverse('393.32')).thenFails('credit-used').details.params).toEqual({ document: 'debit note' });
    expect(given().when(reverse('0')).thenFails('debit-note-not-confirmed').status).toBe(409);
    given(oneBack, reversed).when(reverse('393.33')).thenFails('debit-note-not-confirmed');
  });

  it('deletes a draft or a reversed note, never one in the books', () => {
    given().when({ type: 'DeleteDebitNote' }).then([]);
    given(oneBack, reversed).when({ type: 'DeleteDebitNote' }).then([]);
    expect(given(oneBack).when({ type: 'DeleteDebitNote' }).thenFails('debit-note-in-books').status).toBe(409);
  });

  it('is applied only once confirmed, and only to a bill of its own supplier', () => {
    given(oneBack).when({ type: 'ApplyDebitNote', data: { supplierId: 's1' } }).then([]);
    expect(given(oneBack).when({ type: 'ApplyDebitNote', data: { supplierId: 's2' } }).thenFails('apply-other-supplier').status).toBe(422);
    expect(given().when({ type: 'ApplyDebitNote', data: { supplierId: 's1' } }).thenFails('debit-note-not-confirmed').status).toBe(409);
    given(oneBack, reversed).when({ type: 'ApplyDebitNote', data: { supplierId: 's1' } }).thenFails('debit-note-not-confirmed');
  });

  it('takes back no more than it applied to the bill, and nothing off a reversed bill', () => {
    const unapply = (amount: string, applied: string, billReversed = false, supplierId = 's1') =>
      ({ type: 'UnapplyDebitNote', data: { supplierId, amount: Money.of(amount), applied: Money.of(applied), billReversed } }) as const;
    given(oneBack).when(unapply('100', '100')).then([]);
    expect(given(oneBack).when(unapply('100.01', '100')).thenFails('unapply-exceeds-applied').status).toBe(422);
    expect(given(oneBack).when(unapply('10', '0', true)).thenFails('unapply-bill-reversed').status).toBe(409);
    given(oneBack).when(unapply('10', '10', false, 's2')).thenFails('apply-other-supplier');
    given().when(unapply('10', '10')).thenFails('debit-note-not-confirmed');
  });
});
