import fc from 'fast-check';
import { balanceSheet } from '../accounting/books';
import { chartAccountOf, customChartAccount, SYSTEM_CHART } from '../accounting/chart';
import { profitAndLoss, type PeriodMovement } from './profit-and-loss';

const move = (account: string, party: string, debit: string, credit: string): PeriodMovement => ({ account, party, debit, credit });
const categories = [
  { id: 'fuel', name: 'Fuel', type: 'Cost of Operations' as const },
  { id: 'freight', name: 'Freight in', type: 'Cost of Sales' as const },
  { id: 'rent', name: 'Rent', type: 'Cost of Operations' as const },
];

describe('profitAndLoss', () => {
  it('nets each account over the period into income, cost of sales and operating expenses', () => {
    const statement = profitAndLoss(
      [
        move('sales', '', '100.00', '2500.00'),
        move('discounts', '', '150.00', '0.00'),
        move('invoice-parameters', '', '0.00', '40.00'),
        move('income', 'income:t1', '0.00', '300.00'),
        move('income', 'income:t2', '0.00', '0.50'),
        move('cost-of-sales', 'product:p1', '900.00', '25.00'),
        move('expense', 'expense-category:freight', '80.00', '0.00'),
        move('expense', 'expense-category:rent', '1000.00', '0.00'),
        move('expense', 'expense-category:fuel', '120.25', '20.25'),
      ],
      categories,
    );
    const [income, costOfSales, operating] = statement.sections;
    expect(income.lines.map((l) => [l.key, l.amount])).toEqual([
      ['sales', '2400.00'],
      ['discounts', '-150.00'],
      ['invoice_parameters', '40.00'],
      ['other_income', '300.50'],
    ]);
    expect(income.total).toBe('2590.50');
    expect(costOfSales.lines.map((l) => [l.key, l.name, l.amount])).toEqual([
      ['stock_sold', null, '875.00'],
      ['category', 'Freight in', '80.00'],
    ]);
    expect(costOfSales.total).toBe('955.00');
    expect(operating.lines.map((l) => [l.name, l.amount, l.party])).toEqual([
      ['Fuel', '100.00', 'expense-category:fuel'],
      ['Rent', '1000.00', 'expense-category:rent'],
    ]);
    expect(statement.gross_profit).toBe('1635.50');
    expect(statement.net_profit).toBe('535.50');
  });

  it('is all zeros for a quiet period, and a loss is negative', () => {
    const quiet = profitAndLoss([], categories);
    expect(quiet.sections.map((s) => s.total)).toEqual(['0.00', '0.00', '0.00']);
    expect(quiet.net_profit).toBe('0.00');
    const loss = profitAndLoss([move('expense', 'expense-category:rent', '10.00', '0.00')], categories);
    expect(loss.net_profit).toBe('-10.00');
  });

  it('shows stock adjustments under cost of sales, and any other income or expense account by its chart name', () => {
    const custom = [
      customChartAccount({ code: '4500', name_en: 'Commission', name_si: 'කොමිස්', type: 'income', active: true }),
      customChartAccount({ code: '6500', name_en: 'Depreciation', name_si: 'ක්ෂය', type: 'expense', active: true }),
      customChartAccount({ code: '1500', name_en: 'Deposits', name_si: 'තැන්පතු', type: 'asset', active: true }),
    ];
    const lookup = (account: string) => chartAccountOf(account, custom);
    const statement = profitAndLoss(
      [
        move('stock-adjustment', 'product:p1', '0.00', '90000.00'),
        move('stock-adjustment', 'product:p2', '250.00', '0.00'),
        move('gl:4500', '', '0.00', '300.00'),
        move('gl:6500', '', '75.00', '0.00'),
        move('gl:1500', '', '500.00', '0.00'),
      ],
      categories,
      lookup,
    );
    const [income, costOfSales, operating] = statement.sections;
    expect(income.lines.at(-1)).toMatchObject({ key: 'account', account: 'gl:4500', names: { en: 'Commission', si: 'කොමිස්' }, normal: 'credit', amount: '300.00' });
    expect(costOfSales.lines.map((l) => [l.key, l.account, l.amount])).toEqual([
      ['stock_sold', 'cost-of-sales', '0.00'],
      ['stock_adjustments', 'stock-adjustment', '-89750.00'],
    ]);
    expect(operating.lines).toEqual([expect.objectContaining({ key: 'account', account: 'gl:6500', normal: 'debit', amount: '75.00' })]);
    expect(statement.net_profit).toBe('89975.00');
  });

  it('property: the net of any postings is the balance sheet’s current-year earnings', () => {
    const custom = [
      customChartAccount({ code: '4500', name_en: 'Commission', name_si: 'කොමිස්', type: 'income', active: true }),
      customChartAccount({ code: '6500', name_en: 'Depreciation', name_si: 'ක්ෂය', type: 'expense', active: true }),
    ];
    const lookup = (account: string) => chartAccountOf(account, custom);
    const accounts = [...SYSTEM_CHART.map((e) => e.account), ...custom.map((e) => e.account)];
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    const movement = fc.record({
      account: fc.constantFrom(...accounts),
      party: fc.constantFrom('', 'expense-category:rent', 'expense-category:freight', 'expense-category:gone', 'product:p1', 'income:t1'),
      debit: amount,
      credit: amount,
    });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), (movements) => {
        const statement = profitAndLoss(movements, categories, lookup);
        const sheet = balanceSheet(
          movements.map((m) => ({ account: m.account, debit: m.debit, credit: m.credit, currentYear: true })),
          lookup,
          { asOf: '2026-11-22', knownAt: '2026-11-22T08:00:00.000Z' },
        );
        const earnings = sheet.sections.find((s) => s.key === 'equity')?.lines.find((l) => l.key === 'current_year_earnings');
        expect(statement.net_profit).toBe(earnings?.amount);
      }),
      { numRuns: 200 },
    );
  });
});
