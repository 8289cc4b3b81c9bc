import { addMonths, readRecurring } from './recurring';

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-12-31', 12, '2027-12-31'],
  ])('%s + %i months → %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));
});

describe('readRecurring', () => {
  it('defaults the first recurrence to one period after the invoice date', () => {
    expect(readRecurring({ recurring: true, recurring_every_months: 3 }, '2026-11-22')).toEqual({
      ok: true,
      schedule: { recurring: true, everyMonths: 3, next: '2027-02-22', till: null },
    });
  });

  it('reads no schedule unless the invoice recurs', () => {
    expect(readRecurring({ recurring: false, recurring_date: '2020-01-01' }, '2026-11-22')).toEqual({ ok: true, schedule: { recurring: false, everyMonths: null, next: null, till: null } });
  });

  it('refuses a date not after the invoice, and a till before the next date', () => {
    expect(readRecurring({ recurring: true, recurring_date: '2026-11-22' }, '2026-11-22')).toMatchObject({
      ok: false,
      errors: { recurring_date: [{ code: 'invoices.recurring-date', message: 'The recurring date must be a date after the invoice date.' }] },
    });
    expect(readRecurring({ recurring: true, recurring_date: '2026-12-22', recurring_till: '2026-12-01' }, '2026-11-22')).toMatchObject({
      ok: false,
      errors: { recurring_till: [{ code: 'invoices.recurring-till', message: 'The recurring till date must be on or after the recurring date.' }] },
    });
  });
});
