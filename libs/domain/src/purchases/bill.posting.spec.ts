import fc from 'fast-check';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { PostingLine } from '../accounting/accounts';
import { billConfirmationPostings, billSnapshot, billStatus, type PendingBill, type PendingBillLine } from './bill';
import { billDecider } from './bill.decide';

const NOW = '2026-11-22T08:00:00.000Z';
const bill: PendingBill = {
  billId: 'b1',
  code: 'BILL-000001',
  supplierId: 's1',
  billNumber: 'A-1',
  date: '2026-11-20',
  dueDate: '2026-11-20',
  lines: [
    { productId: 'p1', expenseCategoryId: null, description: null, quantity: '2.5', unitCost: '100.00', tax: { taxId: 't1', rate: '18' } },
    { productId: null, expenseCategoryId: 'c1', description: 'Fuel', quantity: '1', unitCost: '40.00', tax: { taxId: 't1', rate: '18' } },
    { productId: null, expenseCategoryId: 'c2', description: null, quantity: '1', unitCost: '10.00', tax: { taxId: 't2', rate: '2.5' } },
  ],
};

/** debits − credits of the money lines, and the net quantity per commodity. */
function balance(lines: readonly PostingLine[]): { money: Money; quantities: Map<string, Quantity> } {
  let money = Money.ZERO;
  const quantities = new Map<string, Quantity>();
  for (const line of lines) {
    money = money.plus(line.debit ?? '0').minus(line.credit ?? '0');
    if (line.commodity) quantities.set(line.commodity, (quantities.get(line.commodity) ?? Quantity.ZERO).plus(line.quantity ?? '0'));
  }
  return { money, quantities };
}

describe('bill postings', () => {
  it('debits inventory, expense and input tax, credits the supplier’s payable; stock comes in at the line amount', () => {
    const data = billSnapshot(bill, NOW);
    expect(billConfirmationPostings(data)).toEqual([
      { account: 'inventory', party: 'product:p1', debit: '250.00' },
      { account: 'expense', party: 'expense-category:c1', debit: '40.00' },
      { account: 'expense', party: 'expense-category:c2', debit: '10.00' },
      { account: 'input-tax', party: 'tax:t1', debit: '52.20' },
      { account: 'input-tax', party: 'tax:t2', debit: '0.25' },
      { account: 'payable', party: 'supplier:s1', credit: '352.45' },
      { account: 'inventory', party: null, commodity: 'product:p1', quantity: '2.500' },
      { account: 'payable', party: 'supplier:s1', commodity: 'product:p1', quantity: '-2.500' },
    ]);
  });

  it('reverses as the negation of the confirmation', () => {
    const data = billSnapshot(bill, NOW);
    const confirmedState = billDecider.evolve(billDecider.initialState(), { type: 'BillConfirmed', data });
    const reversal = billDecider.toLedger({ type: 'BillReversed', data: { billId: 'b1', code: 'BILL-000001', reversedOn: '2026-11-25', reversedAt: NOW } }, confirmedState);
    expect(reversal.occurredOn).toBe('2026-11-25');
    const both = balance([...billConfirmationPostings(data), ...reversal.postings]);
    expect(both.money.isZero()).toBe(true);
    const byAccount = new Map<string, Money>();
    for (const l of [...billConfirmationPostings(data), ...reversal.postings]) {
      const key = `${l.account}|${l.party}`;
      byAccount.set(key, (byAccount.get(key) ?? Money.ZERO).plus(l.debit ?? '0').minus(l.credit ?? '0'));
    }
    expect([...byAccount.values()].every((m) => m.isZero())).toBe(true);
  });

  it('posts no money line for a zero amount (a free sample still brings its quantity in)', () => {
    const data = billSnapshot({ ...bill, lines: [{ productId: 'p1', expenseCategoryId: null, description: null, quantity: '1', unitCost: '0', tax: null }] }, NOW);
    expect(billConfirmationPostings(data)).toEqual([
      { account: 'inventory', party: null, commodity: 'product:p1', quantity: '1.000' },
      { account: 'payable', party: 'supplier:s1', commodity: 'product:p1', quantity: '-1.000' },
    ]);
  });

  it('balances in money and per product for any bill; the payable credit is the grand total', () => {
    const id = fc.constantFrom('a', 'b', 'c');
    const line: fc.Arbitrary<PendingBillLine> = fc.record({
      goods: fc.boolean(),
      id,
      quantity: fc.integer({ min: 1, max: 999_999 }).map((n) => Quantity.of(String(n / 1000)).toFixed()),
      cost: fc.integer({ min: 0, max: 100_000_000 }).map((n) => Money.of(String(n / 100)).toFixed()),
      tax: fc.option(fc.record({ taxId: id, rate: fc.integer({ min: 0, max: 10_000 }).map((n) => String(n / 100)) })),
    }).map((l) => ({ productId: l.goods ? l.id : null, expenseCategoryId: l.goods ? null : l.id, description: null, quantity: l.quantity, unitCost: l.cost, tax: l.tax }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const data = billSnapshot({ ...bill, lines }, NOW);
        const postings = billConfirmationPostings(data);
        const { money, quantities } = balance(postings);
        expect(money.isZero()).toBe(true);
        for (const q of quantities.values()) expect(q.isZero()).toBe(true);
        const payable = Money.sum(postings.filter((p) => p.account === 'payable').map((p) => Money.of(p.credit ?? '0')));
        expect(payable.equals(data.grandTotal)).toBe(true);
        expect(Money.of(data.grandTotal).equals(Money.of(data.subTotal).plus(data.taxTotal))).toBe(true);
      }),
    );
  });
});

describe('billStatus', () => {
  it('is the stage until confirmed, then due, partial or paid by what the ledger says was paid', () => {
    expect(billStatus('pending', Money.of('10'), Money.ZERO)).toBe('pending');
    expect(billStatus('reversed', Money.of('10'), Money.ZERO)).toBe('reversed');
    expect(billStatus('confirmed', Money.of('10'), Money.ZERO)).toBe('due');
    expect(billStatus('confirmed', Money.of('10'), Money.of('4'))).toBe('partial');
    expect(billStatus('confirmed', Money.of('10'), Money.of('10'))).toBe('paid');
    expect(billStatus('confirmed', Money.ZERO, Money.ZERO)).toBe('paid');
  });
});
