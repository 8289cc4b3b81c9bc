import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { localiseRefusal } from './refusals';

const refused = (body: object) => new HttpError((body as { message: string }).message, 422, body);

describe('localiseRefusal', () => {
  it('says a refusal, its title and its fields in Sinhala by code, naming the field in Sinhala', () => {
    const error = refused({
      message: 'The supplier field is required.',
      code: 'validation.required',
      params: { label: 'supplier' },
      errors: { supplier_id: ['The supplier field is required.'], note: ['Something the catalogue lacks.'] },
      error_codes: { supplier_id: [{ code: 'validation.required', params: { label: 'supplier' } }], note: [{ code: 'nowhere.unknown' }] },
    });
    const localised = localiseRefusal(error, 'si') as HttpError;
    expect(localised.message).toBe('සැපයුම්කරු ක්ෂේත්‍රය අනිවාර්යයි.');
    expect(localised.body).toMatchObject({
      message: 'සැපයුම්කරු ක්ෂේත්‍රය අනිවාර්යයි.',
      errors: { supplier_id: ['සැපයුම්කරු ක්ෂේත්‍රය අනිවාර්යයි.'], note: ['Something the catalogue lacks.'] },
    });
  });

  it('takes the title from the catalogue too', () => {
    const error = new HttpError('A confirmed invoice cannot be deleted; reverse it instead.', 409, {
      message: 'A confirmed invoice cannot be deleted; reverse it instead.',
      code: 'invoicing.invoice-cannot-be-deleted',
      title: 'This invoice cannot be deleted',
    });
    expect((localiseRefusal(error, 'si') as HttpError).body).toMatchObject({ title: 'මෙම ඉන්වොයිසිය මැකිය නොහැක' });
  });

  it('leaves English, an unknown code and a body without a code as the server sent them', () => {
    const error = refused({ message: 'Fill customer details and add items', code: 'invoicing.customer-and-items-required' });
    expect(localiseRefusal(error, 'en')).toBe(error);
    const unknown = refused({ message: 'Nothing we know', code: 'nowhere.unknown' });
    expect(localiseRefusal(unknown, 'si')).toBe(unknown);
    const uncoded = refused({ message: 'Plain' });
    expect(localiseRefusal(uncoded, 'si')).toBe(uncoded);
  });
});
