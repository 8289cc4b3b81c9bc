import { withMessages } from '../shared/domain-error.testing';
import { validateRecord, type FieldSpec } from './field-rules';

const fields: FieldSpec[] = [
  { name: 'name', label: 'name', required: true, rule: { type: 'text', max: 5 } },
  { name: 'price', label: 'price', rule: { type: 'money' } },
  { name: 'rate', label: 'rate', rule: { type: 'percentage' } },
  { name: 'on', label: 'on', rule: { type: 'boolean' } },
  { name: 'day', label: 'day', rule: { type: 'date' } },
  { name: 'kind', label: 'kind', rule: { type: 'choice', choices: ['A', 'B'] } },
];

describe('validateRecord', () => {
  it('normalises values: trimmed text, fixed decimals, absent optional fields as null', () => {
    expect(validateRecord(fields, { name: '  Tea ', price: 12.5, rate: '7.5', on: 'true', day: '2024-02-29', extra: 'x' })).toEqual({
      ok: true,
      values: { name: 'Tea', price: '12.50', rate: '7.50', on: true, day: '2024-02-29', kind: null },
    });
  });

  it.each([
    [{}, 'name', 'The name field is required.'],
    [{ name: 'Too long' }, 'name', 'The name may not be greater than 5 characters.'],
    [{ name: 'Tea', price: '1.005' }, 'price', 'The price may have at most 2 decimal places.'],
    [{ name: 'Tea', price: -1 }, 'price', 'The price must not be negative.'],
    [{ name: 'Tea', price: 'NaN' }, 'price', 'The price must be a number.'],
    [{ name: 'Tea', rate: 100.5 }, 'rate', 'The rate may not be greater than 100.'],
    [{ name: 'Tea', on: 'maybe' }, 'on', 'The on field must be true or false.'],
    [{ name: 'Tea', day: '2023-02-29' }, 'day', 'The day must be a date in the form YYYY-MM-DD.'],
    [{ name: 'Tea', kind: 'C' }, 'kind', 'The selected kind is invalid.'],
    [{ name: { $ne: 1 } }, 'name', 'The name must be a single value.'],
  ])('refuses %j on %s', (input, field, message) => {
    expect(withMessages(validateRecord(fields, input))).toEqual({ ok: false, errors: { [field]: [message] } });
  });
});
