import { calendarDateProblem, FIRST_BUSINESS_DATE, LAST_BUSINESS_DATE } from './calendar-date';
import { DomainError, refusals, type FieldErrors, type FieldRefusal } from './domain-error';

/**
 * How a value a user typed can be wrong, whatever the field. `label` is the field as the English
 * text names it ("The customer field is required.").
 */
export const validationRefusal = refusals('validation', {
  invalid: { status: 422, message: 'The given data was invalid.' },
  required: { status: 422, message: 'The %{label} field is required.' },
  'required-value': { status: 422, message: 'The %{label} is required.' },
  boolean: { status: 422, message: 'The %{label} field must be true or false.' },
  'single-value': { status: 422, message: 'The %{label} must be a single value.' },
  text: { status: 422, message: 'The %{label} must be text.' },
  colour: { status: 422, message: 'The %{label} must be a colour like #1e6fd9.' },
  tin: { status: 422, message: 'The %{label} must be 9 digits, like 134567890.' },
  'vat-number': { status: 422, message: 'The %{label} must be 9 digits followed by -7000, like 134567890-7000.' },
  'no-spaces': { status: 422, message: 'The %{label} may not contain spaces.' },
  'too-long': { status: 422, message: 'The %{label} may not be greater than %{max} characters.' },
  email: { status: 422, message: 'The %{label} must be a valid email address.' },
  url: { status: 422, message: 'The %{label} must be a valid web address.' },
  phone: { status: 422, message: 'The %{label} must be a valid phone number.' },
  number: { status: 422, message: 'The %{label} must be a number.' },
  'decimal-places': { status: 422, message: 'The %{label} may have at most %{scale} decimal places.' },
  negative: { status: 422, message: 'The %{label} must not be negative.' },
  'not-positive': { status: 422, message: 'The %{label} must be greater than zero.' },
  'too-large': { status: 422, message: 'The %{label} must not exceed %{max}.' },
  'over-maximum': { status: 422, message: 'The %{label} may not be greater than %{max}.' },
  date: { status: 422, message: 'The %{label} must be a date in the form YYYY-MM-DD.' },
  'date-out-of-range': { status: 422, message: 'The %{label} must be a date from %{min} to %{max}.' },
  choice: { status: 422, message: 'The selected %{label} is invalid.' },
  integer: { status: 422, message: 'The %{label} must be a whole number from %{min} to %{max}.' },
  'body-not-object': { status: 422, message: 'The request body must be a JSON object.' },
});

/**
 * A 422 naming fields. Its code and message are those of the first refused field, so a client
 * that shows one line shows the most useful one.
 */
export function validationFailed(errors: FieldErrors): DomainError {
  const first: FieldRefusal | undefined = Object.values(errors).flat()[0];
  const [area, ...code] = (first?.code ?? 'validation.invalid').split('.');
  return new DomainError(area, code.join('.'), 422, first?.message ?? 'The given data was invalid.', {
    ...(first?.params ? { params: first.params } : {}),
    errors,
  });
}

/** A 422 refusing one field. */
export function invalid(field: string, refusal: FieldRefusal): DomainError {
  return validationFailed({ [field]: [refusal] });
}

/**
 * Why a date field's value is refused, worded for the user: not a date written YYYY-MM-DD, or
 * a real day outside the business dates (year 0, year 10000). Only for a value `isCalendarDate` refuses.
 */
export function businessDateRefusal(value: unknown, label: string): FieldRefusal {
  return calendarDateProblem(value) === 'range'
    ? validationRefusal.field('date-out-of-range', { label, min: FIRST_BUSINESS_DATE, max: LAST_BUSINESS_DATE })
    : validationRefusal.field('date', { label });
}
