import { cashbookRefusal, isDomainError, validationRefusal, type FieldErrors } from '@ginuma/domain';
import { createValidationPipe } from '../../platform/http/validation.pipe';
import { ExpenseRequest, IncomeRequest, TransferRequest } from './transaction.requests';

const BANK = '22222222-2222-4222-8222-222222222222';

/** The field refusals the global pipe answers `body` of `type` with, or null when it passes. */
async function refusals(type: new () => object, body: Record<string, unknown>): Promise<FieldErrors | null> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: type, data: undefined });
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return error.details.errors ?? null;
  }
}

describe('TransferRequest', () => {
  it('refuses a transfer to the same account, and a negative or over-precise value', async () => {
    expect(await refusals(TransferRequest, { from_account: BANK, to_account: BANK, value: '10', date: '2026-11-22' })).toEqual({ to_account: [cashbookRefusal.field('same-account')] });
    expect(Object.keys((await refusals(TransferRequest, { from_account: 'cash', to_account: BANK, value: '-1', date: '2026-11-22' })) ?? {})).toEqual(['value']);
    expect(Object.keys((await refusals(TransferRequest, { from_account: 'cash', to_account: BANK, value: '1.001', date: '2026-11-22' })) ?? {})).toEqual(['value']);
    expect(await refusals(TransferRequest, { from_account: 'cash', to_account: BANK, value: '250', date: '2026-11-22' })).toBeNull();
  });
});

describe('IncomeRequest', () => {
  it('words the date and client refusals as the cash book does', async () => {
    expect(await refusals(IncomeRequest, { account: 'cash', amount: '1', date: '2026-02-30', client: 'me' })).toEqual({
      client: [cashbookRefusal.field('client-invalid')],
      date: [cashbookRefusal.field('date-not-valid', { label: 'date' })],
    });
    expect(await refusals(IncomeRequest, { account: 'nowhere', amount: '1' })).toEqual({
      account: [validationRefusal.field('choice', { label: 'account' })],
      date: [validationRefusal.field('required', { label: 'date' })],
    });
    expect(await refusals(IncomeRequest, { account: BANK, amount: '1', date: '2026-11-22', client: '' })).toBeNull();
  });
});

describe('ExpenseRequest', () => {
  it('requires the expense category of an expense entry', async () => {
    const refused = await refusals(ExpenseRequest, { account: 'cash', amount: '1', date: '2026-11-22' });
    expect(refused?.expense_category_id?.map((refusal) => refusal.message)).toEqual(['Please select the expanse category']);
    expect(Object.keys(refused ?? {})).toEqual(['expense_category_id']);
  });
});
