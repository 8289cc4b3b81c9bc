import { Quantity } from '../money/quantity';
import { deciderSpec } from '../shared/decider.testing';
import { stockRefusal } from '../stock/stock';
import { billSnapshot, type BillConfirmedData, type BillEvent, type PendingBill } from './bill';
import { assertBillPending, billDecider, evolveBill, type BillCommand, type BillState } from './bill.decide';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const given = deciderSpec(billDecider, NOW);

const pending: PendingBill = {
  billId: 'b1',
  code: 'BILL-000001',
  supplierId: 's1',
  billNumber: 'INV-778',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  lines: [
    { productId: 'p1', expenseCategoryId: null, description: 'Paper reams', quantity: '3', unitCost: '333.33', tax: { taxId: 't1', rate: '18' } },
    { productId: null, expenseCategoryId: 'c1', description: 'Delivery', quantity: '1', unitCost: '250.50', tax: null },
  ],
};
const booked: BillConfirmedData = {
  billId: 'b1',
  code: 'BILL-000001',
  supplierId: 's1',
  billNumber: 'INV-778',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  lines: [
    { productId: 'p1', expenseCategoryId: null, description: 'Paper reams', quantity: '3.000', unitCost: '333.33', taxId: 't1', taxRate: '18', amount: '999.99', taxAmount: '180.00', total: '1179.99' },
    { productId: null, expenseCategoryId: 'c1', description: 'Delivery', quantity: '1.000', unitCost: '250.50', taxId: null, taxRate: null, amount: '250.50', taxAmount: '0.00', total: '250.50' },
  ],
  subTotal: '1250.49',
  taxTotal: '180.00',
  grandTotal: '1430.49',
  confirmedAt: NOW.toISOString(),
};
const confirmed: BillEvent = { type: 'BillConfirmed', data: booked };
const reversed: BillEvent = { type: 'BillReversed', data: { billId: 'b1', code: 'BILL-000001', reversedOn: '2026-11-22', reversedAt: NOW.toISOString() } };
const confirm = (bill = pending): BillCommand => ({ type: 'ConfirmBill', data: { bill } });
/** `p1`'s lowest quantity from the reversal's date onward: the 3 the bill brought in, unless said. */
const reverseWith = (lowest: string): BillCommand => ({ type: 'ReverseBill', data: { date: '2026-11-22', stock: new Map([['p1', { amount: Quantity.of(lowest), on: '2026-11-25' }]]) } });
const reverse = reverseWith('3');
const remove: BillCommand = { type: 'DeleteBill' };

describe('billDecider: ConfirmBill', () => {
  it('books a pending bill, its totals computed from the lines (tax rounded half-up per line)', () => {
    given().when(confirm()).then([confirmed]);
  });

  it('refuses a bill without lines (422 on lines)', () => {
    const refusal = given().when(confirm({ ...pending, lines: [] })).thenFails('lines-required');
    expect(refusal.status).toBe(422);
    expect(Object.keys(refusal.details.errors ?? {})).toEqual(['lines']);
  });

  it('confirms only a pending bill', () => {
    expect(given(confirmed).when(confirm()).thenFails('bill-not-pending').status).toBe(409);
    given(confirmed, reversed).when(confirm()).thenFails('bill-not-pending');
  });
});

describe('billDecider: ReverseBill', () => {
  it('reverses a confirmed bill on the day asked', () => {
    given(confirmed).when(reverse).then([reversed]);
  });

  it('reverses only a confirmed bill: not a draft, not twice', () => {
    expect(given().when(reverse).thenFails('bill-not-confirmed').status).toBe(409);
    given(confirmed, reversed).when(reverse).thenFails('bill-not-confirmed');
  });

  it('refuses when goods it brought in have gone out since, from its date onward, under the line', () => {
    const refusal = given(confirmed).when(reverseWith('2.999')).thenFails('goods-no-longer-in-stock');
    expect(refusal.status).toBe(422);
    expect(refusal.details.errors).toEqual({ 'lines.0.quantity': [stockRefusal.field('stock-out-exceeds-on-hand')] });
  });

  it('refuses while payments are allocated to the bill', () => {
    const paidState: BillState = { stage: 'confirmed', bill: booked, paid: '100.00' };
    expect(() => billDecider.decide(reverse, paidState, NOW)).toThrow('Payments are allocated to this bill');
  });
});

describe('billDecider: DeleteBill', () => {
  it('deletes a draft or a reversed bill without touching the books, and refuses a confirmed one', () => {
    given().when(remove).then([]);
    given(confirmed, reversed).when(remove).then([]);
    expect(given(confirmed).when(remove).thenFails('bill-in-books').status).toBe(409);
  });
});

describe('evolveBill', () => {
  it('starts a confirmed bill with nothing paid and keeps its content once reversed', () => {
    const state = evolveBill(evolveBill({ stage: 'pending' }, confirmed), reversed);
    expect(state).toEqual({ stage: 'reversed', bill: booked, paid: '0.00' });
  });
});

describe('assertBillPending', () => {
  it('lets a pending bill be edited and refuses the others', () => {
    expect(() => assertBillPending('pending')).not.toThrow();
    expect(() => assertBillPending('confirmed')).toThrow('Only a pending bill can be changed.');
  });
});

describe('billSnapshot', () => {
  it('rounds each line half-up to the cent before summing', () => {
    const snap = billSnapshot({ ...pending, lines: [{ ...pending.lines[1], quantity: '0.333', unitCost: '0.15', tax: { taxId: 't1', rate: '10' } }] }, NOW.toISOString());
    // 0.333 × 0.15 = 0.04995 → 0.05; 10 % of 0.05 = 0.005 → 0.01
    expect(snap.lines[0]).toMatchObject({ amount: '0.05', taxAmount: '0.01', total: '0.06' });
    expect(snap).toMatchObject({ subTotal: '0.05', taxTotal: '0.01', grandTotal: '0.06' });
  });
});
