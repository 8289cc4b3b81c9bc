import { isDomainError } from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney, IsQuantity } from './field-decorators';
import { createValidationPipe } from './validation.pipe';

class Sample {
  @IsId({ label: 'customer' }) customer_id!: string;
  @IsBusinessDate({ label: 'date' }) date!: string;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string;
  @IsQuantity({ label: 'quantity', optional: true }) quantity?: string;
}

const valid = { customer_id: '0B6E3C1A-4F2D-4C8E-9A7B-1D2E3F4A5B6C', date: '2026-11-01', amount: '12.50' };

/** The field refusals the global pipe answers `body` with, or null when it passes. */
async function refusals(body: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: Sample, data: undefined });
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return error.details.errors ?? null;
  }
}

describe('the shared field decorators', () => {
  it('pass an id in either case, a real date, money and a left-out optional quantity', async () => {
    expect(await refusals(valid)).toBeNull();
    expect(await refusals({ ...valid, quantity: 2.5 })).toBeNull();
  });

  it('refuse each primitive with the catalogue code for its label', async () => {
    expect(await refusals({ customer_id: 'nope', date: '2026-02-30', amount: '1.234', quantity: '-1' })).toEqual({
      customer_id: [{ code: 'validation.choice', params: { label: 'customer' }, message: 'The selected customer is invalid.' }],
      date: [{ code: 'validation.date', params: { label: 'date' }, message: 'The date must be a date in the form YYYY-MM-DD.' }],
      amount: [{ code: 'validation.decimal-places', params: { label: 'amount', scale: 2 }, message: 'The amount may have at most 2 decimal places.' }],
      quantity: [{ code: 'validation.negative', params: { label: 'quantity' }, message: 'The quantity must not be negative.' }],
    });
  });

  it('say the money refusal that fits the value', async () => {
    expect(await refusals({ ...valid, amount: 0 })).toEqual({ amount: [{ code: 'validation.not-positive', params: { label: 'amount' }, message: 'The amount must be greater than zero.' }] });
    expect(await refusals({ ...valid, amount: 'ten' })).toEqual({ amount: [{ code: 'validation.number', params: { label: 'amount' }, message: 'The amount must be a number.' }] });
    expect(await refusals({ ...valid, amount: undefined })).toEqual({ amount: [{ code: 'validation.required-value', params: { label: 'amount' }, message: 'The amount is required.' }] });
  });
});
