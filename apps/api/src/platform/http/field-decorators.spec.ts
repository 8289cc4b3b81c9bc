import { isDomainError } from '@ginuma/domain';
import { DocumentEmailRequest } from '../mail/document-email.request';
import { IsBusinessDate, IsId, IsMoney, IsQuantity, RequiredText, requiredOrChoice } from './field-decorators';
import { createValidationPipe, validBody } from './validation.pipe';

class Sample {
  @IsId({ label: 'customer' }) customer_id!: string;
  @IsBusinessDate({ label: 'date' }) date!: string;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string;
  @IsQuantity({ label: 'quantity', optional: true }) quantity?: string;
}

const valid = { customer_id: '0B6E3C1A-4F2D-4C8E-9A7B-1D2E3F4A5B6C', date: '2026-11-01', amount: '12.50' };

/** The field refusals the global pipe answers `body` with, or null when it passes. */
async function refusals(body: Record<string, unknown>, type: new () => object = Sample): Promise<Record<string, unknown> | null> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: type, data: undefined });
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

  it('refuse a real day outside the business dates as out of range, and year 10000 as not a date', async () => {
    const outside = { code: 'validation.date-out-of-range', params: { label: 'date', min: '1900-01-01', max: '2999-12-31' }, message: 'The date must be a date from 1900-01-01 to 2999-12-31.' };
    for (const date of ['0000-01-01', '1899-12-31', '3000-01-01']) expect(await refusals({ ...valid, date })).toEqual({ date: [outside] });
    expect(await refusals({ ...valid, date: '10000-01-01' })).toEqual({ date: [{ code: 'validation.date', params: { label: 'date' }, message: 'The date must be a date in the form YYYY-MM-DD.' }] });
    expect(await refusals({ ...valid, date: '1900-01-01' })).toBeNull();
    expect(await refusals({ ...valid, date: '2999-12-31' })).toBeNull();
  });

  it('say the money refusal that fits the value', async () => {
    expect(await refusals({ ...valid, amount: 0 })).toEqual({ amount: [{ code: 'validation.not-positive', params: { label: 'amount' }, message: 'The amount must be greater than zero.' }] });
    expect(await refusals({ ...valid, amount: 'ten' })).toEqual({ amount: [{ code: 'validation.number', params: { label: 'amount' }, message: 'The amount must be a number.' }] });
    expect(await refusals({ ...valid, amount: undefined })).toEqual({ amount: [{ code: 'validation.required-value', params: { label: 'amount' }, message: 'The amount is required.' }] });
  });

  it('say a required text left out is required, not too long', async () => {
    class Mail {
      @RequiredText('subject') subject!: string;
    }
    const required = { subject: [{ code: 'validation.required', params: { label: 'subject' }, message: 'The subject field is required.' }] };
    expect(await refusals({}, Mail)).toEqual(required);
    expect(await refusals({ subject: null }, Mail)).toEqual(required);
    expect(await refusals({ subject: 'x'.repeat(256) }, Mail)).toEqual({
      subject: [{ code: 'validation.too-long', params: { label: 'subject', max: 255 }, message: 'The subject may not be greater than 255 characters.' }],
    });
  });

  it("leave a document mail's subject out for the document's own, and refuse one that is not text as such", async () => {
    expect(await validBody(DocumentEmailRequest, {})).toEqual({});
    expect(await validBody(DocumentEmailRequest, { subject: null })).toEqual({ subject: null });
    expect(await refusals({ subject: 7 }, DocumentEmailRequest)).toEqual({
      subject: [{ code: 'mail.not-string', params: { label: 'subject' }, message: 'The subject must be a string.' }],
    });
  });

  it('refuse a required reference as required when left empty and as an invalid choice otherwise', async () => {
    class Voucher {
      @IsId({ label: 'supplier', refusal: requiredOrChoice('supplier') }) supplier_id!: string;
    }
    const required = { supplier_id: [{ code: 'validation.required', params: { label: 'supplier' }, message: 'The supplier field is required.' }] };
    for (const absent of [{}, { supplier_id: null }, { supplier_id: '' }]) expect(await refusals(absent, Voucher)).toEqual(required);
    expect(await refusals({ supplier_id: 'nope' }, Voucher)).toEqual({
      supplier_id: [{ code: 'validation.choice', params: { label: 'supplier' }, message: 'The selected supplier is invalid.' }],
    });
  });
});
