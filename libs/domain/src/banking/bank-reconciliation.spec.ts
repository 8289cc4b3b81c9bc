import fc from 'fast-check';
import { Money } from '../money/money';
import { deciderSpec } from '../shared/decider.testing';
import { assertMatchSum, rankSuggestions, type MatchCandidate } from './bank-matching';
import { bankReconciliationDecider, reconciliationFigures, type BankReconciliationCommand, type ReconciliationData } from './bank-reconciliation';
import { refusalOf } from '../shared/domain-error.testing';

const cents = (n: number) => Money.of(`${n < 0 ? '-' : ''}${Math.trunc(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')}`).toFixed();
const amount = fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((n) => n !== 0).map(cents);

describe('reconciliation figures', () => {
  it('a statement made from the confirmed documents reconciles to a zero difference; a changed amount leaves exactly that difference', () => {
    fc.assert(
      fc.property(amount, fc.array(amount, { maxLength: 60 }), fc.nat({ max: 59 }), amount, (opening, documents, which, change) => {
        // The bank's closing balance is the opening balance plus every document it cleared.
        const closing = Money.sum([opening, ...documents]).toFixed();
        expect(reconciliationFigures(opening, documents, closing).difference).toBe('0.00');
        if (documents.length === 0) return;
        const i = which % documents.length;
        const changed = documents.map((d, j) => (j === i ? Money.of(d).plus(change).toFixed() : d));
        expect(reconciliationFigures(opening, changed, closing).difference).toBe(Money.of(change).negated().toFixed());
      }),
    );
  });

  it('splits cleared money into in and out', () => {
    expect(reconciliationFigures('100.00', ['50.00', '-20.25', '5.00'], '134.75')).toEqual({
      opening_balance: '100.00',
      cleared_in: '55.00',
      cleared_out: '20.25',
      cleared_balance: '134.75',
      closing_balance: '134.75',
      difference: '0.00',
    });
  });
});

const NOW = new Date('2026-12-01T05:00:00.000Z');
const given = deciderSpec(bankReconciliationDecider, NOW);
const reconciliation: ReconciliationData = {
  reconciliationId: 'r1',
  accountId: 'a1',
  statementDate: '2026-11-30',
  openingBalance: '100.00',
  closingBalance: '150.00',
  clearedIn: '50.00',
  clearedOut: '0.00',
  lines: ['l1'],
  documents: [{ kind: 'receipt', id: 'd1' }],
};
const complete = (difference: string, reconciledUpTo: string | null = null): BankReconciliationCommand => ({
  type: 'CompleteBankReconciliation',
  data: { reconciliation, reconciledUpTo, figures: { ...reconciliationFigures('100.00', ['50.00'], '150.00'), difference } },
});
const completed = { type: 'BankReconciliationCompleted', data: reconciliation } as const;

describe('the reconciliation decider', () => {
  it('completes at a zero difference', () => given().when(complete('0.00')).then([completed]));
  it('refuses a difference', () => {
    given().when(complete('-50.00')).thenFails('reconciliation-difference', 'The cleared balance differs from the statement balance by -50.00.');
  });
  it('refuses a date the account is reconciled up to', () => {
    given().when(complete('0.00', '2026-11-30')).thenFails('reconciliation-date');
  });
  it('undoes the latest completed one once', () => {
    given(completed)
      .when({ type: 'UndoBankReconciliation', data: { undoneOn: '2026-12-01', latest: true } })
      .then([{ type: 'BankReconciliationUndone', data: { reconciliationId: 'r1', accountId: 'a1', statementDate: '2026-11-30', undoneOn: '2026-12-01' } }]);
    given(completed).when({ type: 'UndoBankReconciliation', data: { undoneOn: '2026-12-01', latest: false } }).thenFails('reconciliation-not-latest');
    given(completed, { type: 'BankReconciliationUndone', data: { reconciliationId: 'r1', accountId: 'a1', statementDate: '2026-11-30', undoneOn: '2026-12-01' } })
      .when({ type: 'UndoBankReconciliation', data: { undoneOn: '2026-12-01', latest: true } })
      .thenFails('reconciliation-undone');
  });
});

describe('suggestions and matching', () => {
  const doc = (code: string, amount: string, date: string, party: string | null = null): MatchCandidate => ({ kind: 'receipt', id: code, code, amount, date, party, text: null });
  const line = { date: '2026-11-10', amount: '1500.00', description: 'CEFT Perera Traders', reference: null };

  it('ranks by amount, then date distance, then the line’s words in the party', () => {
    const ranked = rankSuggestions(line, [doc('A', '1400.00', '2026-11-10'), doc('B', '1500.00', '2026-11-01'), doc('C', '1500.00', '2026-11-09'), doc('D', '1500.00', '2026-11-09', 'Perera Traders')], 3);
    expect(ranked.map((d) => d.code)).toEqual(['D', 'C', 'B']);
  });

  it('matches documents that add up to the line, and refuses others', () => {
    expect(() => assertMatchSum(line, [{ amount: '1000.00' }, { amount: '500.00' }])).not.toThrow();
    expect(refusalOf(() => assertMatchSum(line, [{ amount: '1000.00' }])).code).toBe('match-sum');
    expect(refusalOf(() => assertMatchSum(line, [])).code).toBe('documents-required');
  });
});
