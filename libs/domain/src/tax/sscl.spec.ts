import fc from 'fast-check';
import { MoneyDecimal } from '../money/decimal';
import { calendarQuarter, ssclLiableShare, ssclQuarterFigures, ssclQuarters, ssclTotals } from './sscl';

describe('SSCL', () => {
  it('counts the liable share of each activity, or the business’s own', () => {
    expect(ssclLiableShare('import', null)).toBe('100.00');
    expect(ssclLiableShare('services', null)).toBe('100.00');
    expect(ssclLiableShare('manufacturing', null)).toBe('85.00');
    expect(ssclLiableShare('wholesale', null)).toBe('50.00');
    expect(ssclLiableShare('other-trading', null)).toBe('25.00');
    expect(ssclLiableShare('wholesale', '60.5')).toBe('60.50');
    expect(ssclLiableShare(null, null)).toBe('100.00');
  });

  it('cuts a period into its calendar quarters', () => {
    expect(ssclQuarters('2026-02-15', '2026-11-30')).toEqual([
      { quarter: '2026-Q1', from: '2026-02-15', to: '2026-03-31' },
      { quarter: '2026-Q2', from: '2026-04-01', to: '2026-06-30' },
      { quarter: '2026-Q3', from: '2026-07-01', to: '2026-09-30' },
      { quarter: '2026-Q4', from: '2026-10-01', to: '2026-11-30' },
    ]);
    expect(ssclQuarters('2026-12-31', '2027-01-01').map((q) => q.quarter)).toEqual(['2026-Q4', '2027-Q1']);
    expect(calendarQuarter('2026-12-31')).toEqual({ quarter: '2026-Q4', from: '2026-10-01', to: '2026-12-31' });
    expect(calendarQuarter('2028-02-29')).toEqual({ quarter: '2028-Q1', from: '2028-01-01', to: '2028-03-31' });
    expect(ssclQuarters('2026-05-05', '2026-05-05')).toEqual([{ quarter: '2026-Q2', from: '2026-05-05', to: '2026-05-05' }]);
  });

  it.each([
    // 85% of 1,000,000.00 = 850,000.00; 2.5% = 21,250.00
    ['1000000.00', '85.00', '850000.00', '21250.00'],
    // 50% of 0.01 = 0.005 → 0.01 (half up), and 2.5% of 0.01 = 0.00025 → 0.00
    ['0.01', '50.00', '0.01', '0.00'],
    // 25% of 1,000.78 = 250.195 → 250.20 as shown; 2.5% of 250.20 = 6.255 → 6.26 (the unrounded
    // 250.195 would give 6.254875 → 6.25: the levy follows the figure the return shows)
    ['1000.78', '25.00', '250.20', '6.26'],
    // 2.5% of 100.20 = 2.505 → 2.51: half up, never banker's rounding
    ['100.20', '100.00', '100.20', '2.51'],
    // A quarter whose credit notes outweigh its sales has a negative turnover and levy
    ['-400.00', '100.00', '-400.00', '-10.00'],
  ])('levies %s at a %s%% share: liable %s, levy %s', (turnover, share, liable, levy) => {
    const figures = ssclQuarterFigures({ quarter: '2026-Q4', from: '2026-10-01', to: '2026-12-31' }, turnover, share);
    expect(figures).toMatchObject({ turnover, liableTurnover: liable, levy });
  });

  it('totals the quarters as each was declared', () => {
    const quarter = { quarter: '2026-Q4', from: '2026-10-01', to: '2026-12-31' };
    // Each quarter's 2.505 rounds to 2.51: the total is 5.02, not 2.5% of 200.40 (5.01).
    const quarters = [ssclQuarterFigures(quarter, '100.20', '100'), ssclQuarterFigures(quarter, '100.20', '100')];
    expect(ssclTotals(quarters)).toEqual({ turnover: '200.40', liableTurnover: '200.40', levy: '5.02' });
  });
});

describe('SSCL rounding, for any turnover and share', () => {
  const cents = fc.bigInt({ min: -99_999_999_999_999n, max: 99_999_999_999_999n }).map((c) => new MoneyDecimal(c.toString()).dividedBy(100).toFixed(2));
  const share = fc.integer({ min: 0, max: 10_000 }).map((basis) => new MoneyDecimal(basis).dividedBy(100).toFixed(2));
  it('levies the rate of the liable turnover as shown, each rounded half up once, and never more than a cent from the exact levy', () => {
    fc.assert(
      fc.property(cents, share, (turnover, liableShare) => {
        const figures = ssclQuarterFigures({ quarter: '2026-Q4', from: '2026-10-01', to: '2026-12-31' }, turnover, liableShare);
        const exactLiable = new MoneyDecimal(turnover).times(liableShare).dividedBy(100);
        expect(figures.liableTurnover).toBe(exactLiable.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP).toFixed(2));
        expect(figures.levy).toBe(new MoneyDecimal(figures.liableTurnover).times('0.025').toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP).toFixed(2));
        expect(new MoneyDecimal(figures.levy).minus(exactLiable.times('0.025')).abs().lessThanOrEqualTo('0.01')).toBe(true);
      }),
    );
  });
});
