import { Money } from '../money/money';
import { deciderSpec } from '../shared/decider.testing';
import { withMessages } from '../shared/domain-error.testing';
import { chartAccountOf, customChartAccount } from './chart';
import { JOURNAL_NOT_PENDING, JOURNAL_NOT_POSTED, journalDecider, journalDraws, journalPostings, checkJournal, type JournalEvent, type JournalEventData } from './journal';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const given = deciderSpec(journalDecider, NOW);
const loan = customChartAccount({ code: '2500', name_en: 'Bank loan', name_si: 'බැංකු ණය', type: 'liability', active: true });
const closed = customChartAccount({ code: '2600', name_en: 'Old loan', name_si: 'පැරණි ණය', type: 'liability', active: false });
const chart = (account: string) => chartAccountOf(account, [loan, closed]);

const journal: JournalEventData = {
  journalId: 'j1',
  code: 'JV-000001',
  date: '2026-11-20',
  memo: 'Loan received',
  lines: [
    { account: 'cash', party: null, debit: '5000.00', credit: '0.00' },
    { account: 'gl:2500', party: null, debit: '0.00', credit: '5000.00' },
  ],
};
const posted: JournalEvent = { type: 'JournalPosted', data: journal };

describe('journalDecider', () => {
  it('posts a balanced draft with its lines as postings', () => {
    given().when({ type: 'ConfirmJournal', data: { journal, balances: {} } }).then([posted]);
    expect(journalPostings(posted)).toEqual([
      { account: 'cash', party: null, debit: '5000.00' },
      { account: 'gl:2500', party: null, credit: '5000.00' },
    ]);
  });

  it('refuses confirming twice and an unbalanced journal', () => {
    given(posted).when({ type: 'ConfirmJournal', data: { journal, balances: {} } }).thenFails('journal-not-pending', JOURNAL_NOT_PENDING);
    const unbalanced = { ...journal, lines: [journal.lines[0]!, { ...journal.lines[1]!, credit: '4000.00' }] };
    const error = given().when({ type: 'ConfirmJournal', data: { journal: unbalanced, balances: {} } }).thenFails('journal-invalid');
    expect(error.details.errors?.lines?.[0]?.message).toContain('1000.00');
  });

  it('reverses a posted journal with the sides swapped, on the reversal date, once', () => {
    const reversed: JournalEvent = { type: 'JournalReversed', data: { ...journal, reversedOn: '2026-11-22' } };
    given(posted).when({ type: 'ReverseJournal', data: { date: '2026-11-22', balances: { cash: { amount: Money.of('5000.00'), on: '2026-11-22' } } } }).then([reversed]);
    expect(journalPostings(reversed)).toEqual([
      { account: 'cash', party: null, credit: '5000.00' },
      { account: 'gl:2500', party: null, debit: '5000.00' },
    ]);
    expect(journalDecider.toLedger(reversed, { stage: 'confirmed', journal }).occurredOn).toBe('2026-11-22');
    given(posted, reversed).when({ type: 'ReverseJournal', data: { date: '2026-11-22', balances: { cash: { amount: Money.of('5000.00'), on: '2026-11-22' } } } }).thenFails('journal-not-posted', JOURNAL_NOT_POSTED);
    given().when({ type: 'ReverseJournal', data: { date: '2026-11-22', balances: { cash: { amount: Money.of('5000.00'), on: '2026-11-22' } } } }).thenFails('journal-not-posted');
  });
});

describe('journalDecider: no money account below zero on any day', () => {
  // Loan repaid: 300 out of the bank, 200 out of cash and 50 back into it on another line.
  const repayment: JournalEventData = {
    ...journal,
    journalId: 'j2',
    memo: 'Loan repaid',
    lines: [
      { account: 'gl:2500', party: null, debit: '450.00', credit: '0.00' },
      { account: 'bank:b1', party: null, debit: '0.00', credit: '300.00' },
      { account: 'cash', party: null, debit: '0.00', credit: '200.00' },
      { account: 'cash', party: null, debit: '50.00', credit: '0.00' },
    ],
  };
  const lowest = (amount: string, on = '2026-11-20') => ({ amount: Money.of(amount), on });

  it('takes out of each money account its credits less its debits, in account order; a reversal takes back what went in', () => {
    expect([...journalDraws(repayment.lines, false)].map(([account, amount]) => [account, amount.toFixed()])).toEqual([
      ['bank:b1', '300.00'],
      ['cash', '150.00'],
    ]);
    expect([...journalDraws(repayment.lines, true)]).toEqual([]);
    expect([...journalDraws(journal.lines, true)].map(([account, amount]) => [account, amount.toFixed()])).toEqual([['cash', '5000.00']]);
  });

  it('posts a journal each money account covers on every day from its date, to the cent', () => {
    given()
      .when({ type: 'ConfirmJournal', data: { journal: repayment, balances: { 'bank:b1': lowest('300.00'), cash: lowest('150.00') } } })
      .then([{ type: 'JournalPosted', data: repayment }]);
  });

  it('refuses a journal that would take a money account below zero on some day, naming the lowest balance and its day on the line', () => {
    const error = given()
      .when({ type: 'ConfirmJournal', data: { journal: repayment, balances: { 'bank:b1': lowest('300.00'), cash: lowest('149.99', '2026-11-25') } } })
      .thenFails('overdrawn');
    expect(error.area).toBe('cashbook');
    expect(error.details.errors).toEqual({ 'lines.2.credit': [expect.objectContaining({ code: 'cashbook.overdrawn', params: { available: '149.99', on: '2026-11-25' } })] });
  });

  it('refuses to reverse a journal whose money a later day has spent', () => {
    const error = given(posted)
      .when({ type: 'ReverseJournal', data: { date: '2026-11-22', balances: { cash: lowest('4000.00', '2026-11-30') } } })
      .thenFails('overdrawn');
    expect(error.details.errors).toEqual({ 'lines.0.debit': [expect.objectContaining({ params: { available: '4000.00', on: '2026-11-30' } })] });
  });
});

describe('checkJournal', () => {
  const line = (account: string, debit: string, credit: string, party: string | null = null) => ({ account, party, debit: Money.of(debit), credit: Money.of(credit) });
  const input = { date: '2026-11-20', memo: 'Loan', lines: [line('cash', '100', '0'), line('gl:2500', '0', '100')] };

  it('reads a balanced journal on chart accounts', () => {
    expect(checkJournal(input, chart)).toEqual({
      ok: true,
      draft: {
        date: '2026-11-20',
        memo: 'Loan',
        lines: [
          { account: 'cash', party: null, debit: '100.00', credit: '0.00' },
          { account: 'gl:2500', party: null, debit: '0.00', credit: '100.00' },
        ],
      },
    });
  });

  it('names the difference of an unbalanced journal', () => {
    const result = checkJournal({ ...input, lines: [line('cash', '100', '0'), line('gl:2500', '0', '90.50')] }, chart);
    expect(withMessages(result)).toEqual({ ok: false, errors: { lines: ['Debits (100.00) and credits (90.50) must be equal: they differ by 9.50.'] } });
  });

  it('refuses unknown and inactive accounts, a missing control party, both sides and none, and a party the account does not keep', () => {
    const result = checkJournal(
      {
        ...input,
        lines: [
          line('nope', '1', '0'),
          line('gl:2600', '0', '1'),
          line('receivable', '1', '0'),
          line('cash', '1', '1'),
          line('cash', '0', '0'),
          line('sales', '0', '1', 'customer:1'),
        ],
      },
      chart,
    );
    expect(withMessages(result)).toEqual({
      ok: false,
      errors: {
        'lines.0.account': ['The selected account is invalid.'],
        'lines.1.account': ['This account is inactive.'],
        'lines.2.party': ['A customer is required on a control account.'],
        'lines.3.debit': ['Each line has either a debit or a credit amount.'],
        'lines.4.debit': ['Each line has either a debit or a credit amount.'],
        'lines.5.party': ['The selected party is invalid.'],
      },
    });
  });
});
