import { isDomainError } from '@ginuma/domain';
import { journalInput } from './books.requests';

/** The field messages a body is refused with, or null when it is read. */
async function refusals(read: Promise<unknown>): Promise<Record<string, string[]> | null> {
  try {
    await read;
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return Object.fromEntries(Object.entries(error.details.errors ?? {}).map(([field, list]) => [field, list.map((refusal) => refusal.message)]));
  }
}

describe('journalInput', () => {
  it('reads a journal: trimmed text, a side left out or blank as zero, amounts as Money', async () => {
    const input = await journalInput({
      date: ' 2026-11-20 ',
      memo: ' Loan ',
      lines: [{ account: ' cash ', debit: '100', credit: '' }, { account: 'gl:2500', party: '  ', credit: 100 }],
    });
    expect({ ...input, lines: input.lines.map((l) => ({ ...l, debit: l.debit.toFixed(), credit: l.credit.toFixed() })) }).toEqual({
      date: '2026-11-20',
      memo: 'Loan',
      lines: [
        { account: 'cash', party: null, debit: '100.00', credit: '0.00' },
        { account: 'gl:2500', party: null, debit: '0.00', credit: '100.00' },
      ],
    });
  });

  it('refuses a bad date, a missing memo and account, and bad amounts, field by field', async () => {
    expect(
      await refusals(
        journalInput({
          date: '2026-13-01',
          memo: '',
          lines: [{ account: '', debit: '1' }, { account: 'cash', debit: '-1' }, { account: 'cash', credit: '1.005' }],
        }),
      ),
    ).toEqual({
      date: ['The date must be a date in the form YYYY-MM-DD.'],
      memo: ['The memo field is required.'],
      'lines.0.account': ['The account field is required.'],
      'lines.1.debit': ['The debit must not be negative.'],
      'lines.2.credit': ['The credit may have at most 2 decimal places.'],
    });
  });

  it('needs two to 200 lines', async () => {
    expect(await refusals(journalInput({ date: '2026-11-20', memo: 'x', lines: [] }))).toEqual({ lines: ['A journal needs at least two lines.'] });
    expect(await refusals(journalInput({ date: '2026-11-20', memo: 'x', lines: 'cash' }))).toEqual({ lines: ['A journal needs at least two lines.'] });
    const many = Array.from({ length: 201 }, () => ({ account: 'cash', debit: '1' }));
    expect(await refusals(journalInput({ date: '2026-11-20', memo: 'x', lines: many }))).toEqual({ lines: ['A journal may have at most 200 lines.'] });
  });
});
