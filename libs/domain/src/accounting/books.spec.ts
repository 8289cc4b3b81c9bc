import { balanceColumns, balanceSheet, dayBefore, financialYearStart, trialBalanceRows, trialBalanceTotals } from './books';
import { chartAccountOf } from './chart';

const axes = { asOf: '2026-11-25', knownAt: '2026-11-25T10:00:00.000Z' };
const lookup = (account: string) => chartAccountOf(account);

describe('books', () => {
  it('starts the financial year on 1 April', () => {
    expect(financialYearStart('2026-11-25')).toBe('2026-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });

  it('puts a net balance in the column of its side', () => {
    expect(balanceColumns('100.00', '40.50')).toEqual({ debit: '59.50', credit: '0.00' });
    expect(balanceColumns('10.00', '40.50')).toEqual({ debit: '0.00', credit: '30.50' });
  });

  it('lists accounts in chart order, an unknown account under its raw string, and balances', () => {
    const rows = trialBalanceRows(
      [
        { account: 'sales', debit: '0', credit: '1000.00' },
        { account: 'mystery', debit: '5.00', credit: '0' },
        { account: 'receivable', debit: '1000.00', credit: '5.00' },
      ],
      lookup,
      axes,
      (account) => account === 'receivable',
    );
    expect(rows.map((r) => [r.account, r.code, r.debit, r.credit, r.has_parties])).toEqual([
      ['mystery', '', '5.00', '0.00', false],
      ['receivable', '1100', '995.00', '0.00', true],
      ['sales', '4000', '0.00', '1000.00', false],
    ]);
    expect(trialBalanceTotals(rows)).toEqual({ debit: '1000.00', credit: '1000.00', posted_debit: '1005.00', posted_credit: '1005.00' });
  });

  it('splits earnings at the financial year and keeps assets = liabilities + equity', () => {
    const sheet = balanceSheet(
      [
        { account: 'cash', debit: '1500.00', credit: '200.00', currentYear: true },
        { account: 'cash', debit: '700.00', credit: '0', currentYear: false },
        { account: 'sales', debit: '0', credit: '1500.00', currentYear: true },
        { account: 'sales', debit: '0', credit: '700.00', currentYear: false },
        { account: 'expense', debit: '200.00', credit: '0', currentYear: true },
      ],
      lookup,
      axes,
    );
    const equity = sheet.sections[2]!.lines;
    expect(equity.find((l) => l.key === 'current_year_earnings')?.amount).toBe('1300.00');
    expect(equity.find((l) => l.key === 'retained_earnings')?.amount).toBe('700.00');
    expect(sheet.totals).toEqual({ assets: '2000.00', liabilities: '0.00', equity: '2000.00', liabilities_and_equity: '2000.00' });
    expect(sheet.financial_year_start).toBe('2026-04-01');
  });
});
