import { Money } from '../money/money';
import { deciderSpec } from '../shared/decider.testing';
import { cashEntryDecider, revisionAccounts, transferDecider, type CashEntryEvent, type TransferEvent } from './cashbook.decide';
import type { EntryData, TransferData } from './cashbook';

/** The overdrawn refusal of a field, as the client receives it. */
const overdrawn = (available: string, on = '2026-11-20') => ({
  code: 'cashbook.overdrawn',
  params: { available, on },
  message: `The value may not exceed the balance of the from account (${available}).`,
});

const NOW = new Date('2026-11-22T08:00:00.000Z');
/** The lowest balance from an outflow's date onward, as the caller reads it. */
const lowest = (amount: string, on = '2026-11-20') => ({ amount: Money.of(amount), on });
const BANK = 'bank:22222222-2222-4222-8222-222222222222';
const SUPPLIER = 'supplier:33333333-3333-4333-8333-333333333333';

describe('transferDecider', () => {
  const given = deciderSpec(transferDecider, NOW);
  const transfer: TransferData = { transactionId: 't1', code: 'TRN-000001', from: 'cash', to: BANK, value: '250.00', date: '2026-11-20' };
  const transferred: TransferEvent = { type: 'FundsTransferred', data: transfer };
  const send = (available: string) =>
    ({ type: 'TransferFunds', data: { ...transfer, value: Money.of('250'), available: lowest(available) } }) as const;

  it('moves what the source holds, up to all of it', () => {
    given().when(send('250.00')).then([transferred]);
  });

  it('refuses more than the source holds, under the value field', () => {
    const refusal = given().when(send('249.99')).thenFails('overdrawn', overdrawn('249.99').message);
    expect(refusal.status).toBe(422);
    expect(refusal.details.errors).toEqual({ value: [overdrawn('249.99')] });
  });

  it('decides on the lowest balance from the transfer\'s date onward: a later day spent down, or money that arrives later, funds nothing now', () => {
    // The account holds 1000 today, but a payment booked for next week leaves 100 from then on.
    const refusal = given().when({ ...send('0'), data: { ...send('0').data, available: lowest('100.00', '2026-11-27') } }).thenFails('overdrawn');
    expect(refusal.details.errors).toEqual({ value: [overdrawn('100.00', '2026-11-27')] });
    // An income dated next year leaves the account empty until then.
    const early = given().when({ ...send('0'), data: { ...send('0').data, available: lowest('0.00', '2026-11-20') } }).thenFails('overdrawn');
    expect(early.details.errors).toEqual({ value: [overdrawn('0.00')] });
  });

  it('books a transfer once', () => {
    expect(given(transferred).when(send('1000')).thenFails('already-recorded').status).toBe(409);
  });

  it('takes a transfer back on the day given while the money is still in the account it went to', () => {
    given(transferred)
      .when({ type: 'ReverseTransfer', data: { date: '2026-11-22', available: lowest('250.00', '2026-11-22') } })
      .then([{ type: 'FundsTransferReversed', data: { ...transfer, date: '2026-11-22' } }]);
  });

  it('refuses to take back a transfer whose money has since been spent, under the amount field', () => {
    const refusal = given(transferred).when({ type: 'ReverseTransfer', data: { date: '2026-11-22', available: lowest('100.00', '2026-11-25') } }).thenFails('overdrawn');
    expect(refusal.details.errors).toEqual({ amount: [overdrawn('100.00', '2026-11-25')] });
  });

  it('reverses a transfer at most once, and only one that was booked', () => {
    const reverse = { type: 'ReverseTransfer', data: { date: '2026-11-22', available: lowest('1000') } } as const;
    given(transferred, { type: 'FundsTransferReversed', data: { ...transfer, date: '2026-11-21' } }).when(reverse).thenFails('already-reversed');
    given().when(reverse).thenFails('not-recorded');
  });
});

describe('cashEntryDecider', () => {
  const given = deciderSpec(cashEntryDecider, NOW);
  const income: EntryData = { transactionId: 'e1', code: 'TRN-000002', kind: 'income', account: BANK, categoryId: null, client: null, amount: '300.00', date: '2026-11-20' };
  const expense: EntryData = { transactionId: 'e2', code: 'TRN-000003', kind: 'expense', account: 'cash', categoryId: 'c1', client: SUPPLIER, amount: '80.00', date: '2026-11-20' };
  const record = (data: EntryData, available: string | null) =>
    ({ type: 'RecordCashEntry', data: { ...data, client: data.client ?? null, amount: Money.of(data.amount), available: available === null ? null : lowest(available) } }) as const;
  const recorded = (data: EntryData): CashEntryEvent => ({ type: 'CashEntryRecorded', data });
  const reverse = (available: string | null) => ({ type: 'ReverseCashEntry', data: { date: '2026-11-22', available: available === null ? null : lowest(available, '2026-11-22') } }) as const;

  it('records an income whatever the account holds', () => {
    given().when(record(income, null)).then([recorded(income)]);
  });

  it('records an expense the account can pay, and refuses one it cannot', () => {
    given().when(record(expense, '80.00')).then([recorded(expense)]);
    const refusal = given().when(record(expense, '79.99')).thenFails('overdrawn', overdrawn('79.99').message);
    expect(refusal.details.errors).toEqual({ amount: [overdrawn('79.99')] });
  });

  it('takes an expense back into its account without a balance check', () => {
    given(recorded(expense))
      .when(reverse(null))
      .then([{ type: 'CashEntryReversed', data: { ...expense, date: '2026-11-22' } }]);
  });

  it('takes an income back only while its money is still in the account', () => {
    given(recorded(income))
      .when(reverse('300.00'))
      .then([{ type: 'CashEntryReversed', data: { ...income, date: '2026-11-22' } }]);
    const refusal = given(recorded(income)).when(reverse('299.99')).thenFails('overdrawn');
    expect(refusal.details.errors).toEqual({ amount: [overdrawn('299.99', '2026-11-22')] });
  });

  it('books an entry once and reverses it at most once', () => {
    given(recorded(income)).when(record(income, null)).thenFails('already-recorded');
    given(recorded(expense), { type: 'CashEntryReversed', data: { ...expense, date: '2026-11-21' } }).when(reverse(null)).thenFails('already-reversed');
    given().when(reverse(null)).thenFails('not-recorded');
  });

  describe('an edit: the entry reversed and its replacement booked, in one decision', () => {
    const revise = (data: Partial<EntryData>, balances: Record<string, string>) =>
      ({
        type: 'ReviseCashEntry',
        data: {
          reversedOn: '2026-11-22',
          transactionId: 'e9',
          code: 'TRN-000009',
          account: data.account ?? 'cash',
          categoryId: data.categoryId ?? null,
          client: data.client ?? null,
          amount: Money.of(data.amount ?? '0'),
          date: data.date ?? '2026-11-20',
          balances: Object.fromEntries(Object.entries(balances).map(([k, v]) => [k, lowest(v, data.date ?? '2026-11-20')])),
        },
      }) as const;
    const replaced = (data: Partial<EntryData>): CashEntryEvent[] => [
      { type: 'CashEntryReversed', data: { ...expense, date: '2026-11-22' } },
      { type: 'CashEntryRecorded', data: { ...expense, transactionId: 'e9', code: 'TRN-000009', client: null, ...data } },
    ];

    it('reverses the expense and books the new one, the old amount counting towards the new on the same account', () => {
      const on = { account: 'cash', categoryId: 'c1', date: '2026-11-22' };
      given(recorded(expense))
        .when(revise({ ...on, amount: '100.00' }, { cash: '20.00' }))
        .then(replaced({ amount: '100.00', date: '2026-11-22' }));
      const refusal = given(recorded(expense)).when(revise({ ...on, amount: '100.01' }, { cash: '20.00' })).thenFails('overdrawn');
      expect(refusal.details.errors).toEqual({ amount: [overdrawn('100.00', '2026-11-22')] });
    });

    it('counts the old expense taken back only from the day it is taken back: a back-dated replacement is paid out of what the account held then', () => {
      // The replacement counts from 20 November, the old expense comes back on the 22nd: on the
      // 20th and 21st the account pays both.
      const backDated = { account: 'cash', categoryId: 'c1', date: '2026-11-20' };
      const refusal = given(recorded(expense)).when(revise({ ...backDated, amount: '100.00' }, { cash: '20.00' })).thenFails('overdrawn');
      expect(refusal.details.errors).toEqual({ amount: [overdrawn('20.00')] });
      given(recorded(expense))
        .when(revise({ ...backDated, amount: '20.00' }, { cash: '20.00' }))
        .then(replaced({ amount: '20.00' }));
    });

    it('moves an expense to another account only when that account can pay it', () => {
      given(recorded(expense))
        .when(revise({ account: BANK, categoryId: 'c1', amount: '80.00', client: SUPPLIER }, { cash: '0.00', [BANK]: '80.00' }))
        .then(replaced({ account: BANK, client: SUPPLIER }));
      given(recorded(expense)).when(revise({ account: BANK, categoryId: 'c1', amount: '80.00' }, { cash: '1000.00', [BANK]: '79.99' })).thenFails('overdrawn');
    });

    it('lowers an income only while its account still holds the difference', () => {
      const lowered = revise({ account: BANK, amount: '100.00' }, { [BANK]: '200.00' });
      given(recorded(income))
        .when(lowered)
        .then([
          { type: 'CashEntryReversed', data: { ...income, date: '2026-11-22' } },
          { type: 'CashEntryRecorded', data: { ...income, transactionId: 'e9', code: 'TRN-000009', amount: '100.00' } },
        ]);
      given(recorded(income)).when(revise({ account: BANK, amount: '100.00' }, { [BANK]: '199.99' })).thenFails('overdrawn');
    });

    it('edits a booked entry only', () => {
      const edit = revise({ amount: '1.00' }, { cash: '1000.00' });
      given().when(edit).thenFails('not-recorded');
      given(recorded(expense), { type: 'CashEntryReversed', data: { ...expense, date: '2026-11-21' } }).when(edit).thenFails('already-reversed');
    });

    it('names the accounts to lock, each once and in order', () => {
      expect(revisionAccounts({ status: 'booked', data: expense }, BANK)).toEqual([BANK, 'cash']);
      expect(revisionAccounts({ status: 'booked', data: expense }, 'cash')).toEqual(['cash']);
    });
  });
});
