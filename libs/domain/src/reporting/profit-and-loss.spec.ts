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
});
