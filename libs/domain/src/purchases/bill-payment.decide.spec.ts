import { Quantity } from '../money/quantity';
import fc from 'fast-check';
import { Money } from '../money/money';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider.testing';
import type { PostingLine } from '../accounting/accounts';
import { billSnapshot, billStatus, type BillEvent, type PendingBill } from './bill';
import { billDecider, type BillCommand } from './bill.decide';

/* Supplier payments on a bill's stream: a voucher pays part or all of what the bill owes, and its deletion takes it back. */

const NOW = new Date('2026-11-22T08:00:00.000Z');
const AT = NOW.toISOString();
const given = deciderSpec(billDecider, NOW);

const pending: PendingBill = {
  billId: 'b1',
  code: 'BILL-000001',
  supplierId: 's1',
  billNumber: 'INV-778',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  lines: [{ productId: null, expenseCategoryId: 'c1', description: null, quantity: '1', unitCost: '1000.00', tax: null }],
};
const confirmed: BillEvent = { type: 'BillConfirmed', data: billSnapshot(pending, AT) };
const pay = (voucherId: string, amount: string, overrides: Partial<Extract<BillCommand, { type: 'PayBill' }>['data']> = {}): BillCommand => ({
  type: 'PayBill',
  data: { voucherId, supplierId: 's1', amount: Money.of(amount), account: 'bank:k1', date: '2026-11-21', ...overrides },
});
const paid = (voucherId: string, amount: string): BillEvent => ({ type: 'BillPaid', data: { billId: 'b1', voucherId, amount, account: 'bank:k1', date: '2026-11-21', paidAt: AT } });
const takeBack = (voucherId: string): BillCommand => ({ type: 'ReverseBillPayment', data: { voucherId, date: '2026-11-22' } });
const reversedPayment = (voucherId: string, amount: string): BillEvent => ({
  type: 'BillPaymentReversed',
  data: { billId: 'b1', voucherId, amount, account: 'bank:k1', date: '2026-11-22', reversedAt: AT },
});

describe('billDecider: PayBill', () => {
  it('pays part of a confirmed bill, then the rest', () => {
    given(confirmed).when(pay('v1', '400')).then([paid('v1', '400.00')]);
    given(confirmed, paid('v1', '400.00')).when(pay('v2', '600.00')).then([paid('v2', '600.00')]);
  });

  it('refuses more than the bill still owes, naming the amount (422)', () => {
    const refusal = given(confirmed, paid('v1', '400.00')).when(pay('v2', '600.01')).thenFails('payment-exceeds-due');
    expect(refusal.status).toBe(422);
    expect(refusal.details.errors).toEqual({ amount: [expect.objectContaining({ code: 'bills.payment-exceeds-due', params: { amount: '600.01', due: '600.00' } })] });
  });

  it('pays only a confirmed bill of the voucher’s own supplier (422 on bill_id)', () => {
    expect(Object.keys(given().when(pay('v1', '1')).thenFails('bill-not-payable').details.errors ?? {})).toEqual(['bill_id']);
    given(confirmed).when(pay('v1', '1', { supplierId: 's2' })).thenFails('bill-not-payable');
    given(confirmed, { type: 'BillReversed', data: { billId: 'b1', code: 'BILL-000001', reversedOn: '2026-11-21', reversedAt: AT } })
      .when(pay('v1', '1'))
      .thenFails('bill-not-payable');
  });

  it('refuses a payment dated before the bill, a zero payment and a voucher paying the same bill twice', () => {
    given(confirmed).when(pay('v1', '1', { date: '2026-11-19' })).thenFails('payment-before-bill');
    given(confirmed).when(pay('v1', '0')).thenFails('payment-not-positive');
    expect(given(confirmed, paid('v1', '1.00')).when(pay('v1', '1')).thenFails('payment-already-applied').status).toBe(409);
  });

  it('refuses to reverse the bill while a payment stands, and allows it once the payment is taken back', () => {
    const reverse: BillCommand = { type: 'ReverseBill', data: { date: '2026-11-22', stock: new Map([['p1', { amount: Quantity.of('1000'), on: '2026-11-22' }]]) } };
    given(confirmed, paid('v1', '400.00')).when(reverse).thenFails('bill-has-payments');
    given(confirmed, paid('v1', '400.00'), reversedPayment('v1', '400.00'))
      .when(reverse)
      .then([{ type: 'BillReversed', data: { billId: 'b1', code: 'BILL-000001', reversedOn: '2026-11-22', reversedAt: AT } }]);
  });
});

describe('billDecider: ReverseBillPayment', () => {
  it('takes a voucher’s payment back off the bill: it owes it again', () => {
    given(confirmed, paid('v1', '400.00')).when(takeBack('v1')).then([reversedPayment('v1', '400.00')]);
    given(confirmed, paid('v1', '400.00'), reversedPayment('v1', '400.00')).when(pay('v2', '1000')).then([paid('v2', '1000.00')]);
  });

  it('refuses a payment the bill does not hold, or one already taken back', () => {
    expect(given(confirmed).when(takeBack('v1')).thenFails('payment-not-found').status).toBe(409);
    given(confirmed, paid('v1', '400.00'), reversedPayment('v1', '400.00')).when(takeBack('v1')).thenFails('payment-not-found');
  });
});

/** debits − credits of a posting's money lines. */
const net = (lines: readonly PostingLine[]) => lines.reduce((sum, l) => sum.plus(l.debit ?? '0').minus(l.credit ?? '0'), Money.ZERO);

describe('bill payment postings', () => {
  it('debit the supplier’s payable and credit the account paid from; the reversal is the negation', () => {
    const before = foldEvents(billDecider, [confirmed]);
    const payment = billDecider.toLedger(paid('v1', '400.00'), before);
    expect(payment).toMatchObject({ type: 'BillPaid', occurredOn: '2026-11-21' });
    expect(payment.postings).toEqual([
      { account: 'payable', party: 'supplier:s1', debit: '400.00' },
      { account: 'bank:k1', party: null, credit: '400.00' },
    ]);
    const reversal = billDecider.toLedger(reversedPayment('v1', '400.00'), foldEvents(billDecider, [confirmed, paid('v1', '400.00')]));
    expect(reversal).toMatchObject({ type: 'BillPaymentReversed', occurredOn: '2026-11-22' });
    expect(reversal.postings).toEqual([
      { account: 'payable', party: 'supplier:s1', credit: '400.00' },
      { account: 'bank:k1', party: null, debit: '400.00' },
    ]);
  });

  it('balance, never pay a bill beyond its total, and leave its status as what its payments say, over random payments', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ cents: fc.integer({ min: 1, max: 60_000 }), back: fc.boolean() }), { maxLength: 8 }), (steps) => {
        let events: BillEvent[] = [confirmed];
        let payable = Money.of('-1000.00');
        steps.forEach((step, i) => {
          const state = foldEvents(billDecider, events);
          const standing = state.stage === 'confirmed' ? Object.keys(state.payments ?? {}) : [];
          const command = step.back && standing.length > 0 ? takeBack(standing[0] as string) : pay(`v${i}`, (step.cents / 100).toFixed(2));
          let decided: BillEvent[];
          try {
            decided = billDecider.decide(command, state, NOW);
          } catch {
            return;
          }
          for (const event of decided) {
            const ledger = billDecider.toLedger(event, foldEvents(billDecider, events));
            expect(net(ledger.postings).isZero()).toBe(true);
            payable = payable.plus(ledger.postings.filter((l) => l.account === 'payable').reduce((s, l) => s.plus(l.debit ?? '0').minus(l.credit ?? '0'), Money.ZERO));
            events = [...events, event];
          }
        });
        const state = foldEvents(billDecider, events);
        if (state.stage !== 'confirmed') throw new Error('still confirmed');
        const paidSoFar = Money.of(state.paid);
        expect(paidSoFar.isNegative()).toBe(false);
        expect(paidSoFar.greaterThan('1000.00')).toBe(false);
        expect(payable.negated().toFixed()).toBe(Money.of('1000.00').minus(paidSoFar).toFixed());
        expect(billStatus('confirmed', Money.of('1000.00'), paidSoFar)).toBe(paidSoFar.isZero() ? 'due' : paidSoFar.equals('1000.00') ? 'paid' : 'partial');
      }),
      { numRuns: 100 },
    );
  });
});

describe('billDecider: ApplyBillCredit', () => {
  const spend = (amount: string, creditBalance: string, overrides: Partial<Extract<BillCommand, { type: 'ApplyBillCredit' }>['data']> = {}): BillCommand => ({
    type: 'ApplyBillCredit',
    data: { debitNoteId: 'd1', supplierId: 's1', amount: Money.of(amount), date: '2026-11-21', creditBalance: Money.of(creditBalance), ...overrides },
  });
  const applied = (amount: string): BillEvent => ({ type: 'BillCreditApplied', data: { billId: 'b1', debitNoteId: 'd1', amount, date: '2026-11-21', appliedAt: AT } });

  it('spends supplier credit on the bill: Dr payable, Cr supplier-credit, counted as paid', () => {
    given(confirmed).when(spend('300', '500')).then([applied('300.00')]);
    const state = foldEvents(billDecider, [confirmed, applied('300.00')]);
    expect(state).toMatchObject({ stage: 'confirmed', paid: '300.00' });
    const stored = billDecider.toLedger(applied('300.00'), foldEvents(billDecider, [confirmed]));
    expect(stored.postings).toEqual([
      { account: 'payable', party: 'supplier:s1', debit: '300.00' },
      { account: 'supplier-credit', party: 'supplier:s1', credit: '300.00' },
    ]);
    // Spent credit is a payment standing on the bill: the bill is not reversed under it.
    given(confirmed, applied('300.00')).when({ type: 'ReverseBill', data: { date: '2026-11-22', stock: new Map() } }).thenFails('bill-has-payments');
  });

  it('refuses more than the supplier’s credit or than the bill owes, another supplier’s bill, and a date before the bill', () => {
    const beyond = given(confirmed).when(spend('500.01', '500')).thenFails('credit-exceeds-balance');
    expect(beyond.details.errors).toEqual({ amount: [expect.objectContaining({ params: { balance: '500.00' } })] });
    given(confirmed, applied('300.00')).when(spend('700.01', '5000')).thenFails('payment-exceeds-due');
    given(confirmed).when(spend('1', '5', { supplierId: 's2' })).thenFails('bill-not-payable');
    given(confirmed).when(spend('1', '5', { date: '2026-11-19' })).thenFails('payment-before-bill');
    given().when(spend('1', '5')).thenFails('bill-not-payable');
  });
});

describe('billDecider: UnapplyBillCredit', () => {
  const applied = (debitNoteId: string, amount: string): BillEvent => ({ type: 'BillCreditApplied', data: { billId: 'b1', debitNoteId, amount, date: '2026-11-21', appliedAt: AT } });
  const unapplied = (amount: string): BillEvent => ({ type: 'BillCreditUnapplied', data: { billId: 'b1', debitNoteId: 'd1', amount, date: '2026-11-23', unappliedAt: AT } });

  it('takes a note’s credit back off the bill: Dr supplier-credit, Cr payable, and the bill owes it again', () => {
    given(confirmed, applied('d1', '300.00'))
      .when({ type: 'UnapplyBillCredit', data: { debitNoteId: 'd1', amount: Money.of('120'), date: '2026-11-23' } })
      .then([unapplied('120.00')]);
    const before = foldEvents(billDecider, [confirmed, applied('d1', '300.00'), applied('d2', '50.00')]);
    expect(billDecider.toLedger(unapplied('120.00'), before).postings).toEqual([
      { account: 'payable', party: 'supplier:s1', credit: '120.00' },
      { account: 'supplier-credit', party: 'supplier:s1', debit: '120.00' },
    ]);
    // What stands on the bill is kept by the note that applied it.
    expect(foldEvents(billDecider, [confirmed, applied('d1', '300.00'), applied('d2', '50.00'), unapplied('120.00')])).toMatchObject({
      paid: '230.00',
      credits: { d1: '180.00', d2: '50.00' },
    });
    given().when({ type: 'UnapplyBillCredit', data: { debitNoteId: 'd1', amount: Money.of('1'), date: '2026-11-23' } }).thenFails('bill-not-confirmed');
  });
});
