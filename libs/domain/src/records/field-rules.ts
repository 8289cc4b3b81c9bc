import { parseDecimalInput, type SignRule } from '../money/money.parse';
import { MONEY_SCALE } from '../money/money';
import { QUANTITY_SCALE } from '../money/quantity';
import type { FieldErrors, FieldRefusal } from '../shared/domain-error';
import { businessDateRefusal, validationRefusal } from '../shared/validation.refusals';
import { isCalendarDate } from '../shared/calendar-date';
import { isId } from '../shared/id';
import { isTin, isVatNumber } from '../tax/tax-identity';

export type FieldRule =
  /**
   * `format: 'colour'` takes a web colour such as #1e6fd9 (a template's theme colour); `'tin'` and
   * `'vat-number'` take the tax numbers the Inland Revenue Department issues; `'no-spaces'` a
   * single word, such as a serial number's series.
   */
  | { type: 'text'; max?: number; multiline?: boolean; format?: 'colour' | 'tin' | 'vat-number' | 'no-spaces' }
  | { type: 'email' }
  | { type: 'url' }
  | { type: 'phone' }
  | { type: 'money'; sign?: SignRule }
  | { type: 'quantity'; sign?: SignRule }
  /** A rate such as a tax: 0 to 100 with up to 2 decimals. */
  | { type: 'percentage' }
  | { type: 'boolean' }
  | { type: 'date' }
  | { type: 'choice'; choices: readonly string[] }
  /** The id of another record of the same workspace. */
  | { type: 'reference'; resource: string }
  /** A whole number within bounds, e.g. a day of the month. */
  | { type: 'integer'; min: number; max: number }
  /** An IANA time zone or an ISO 4217 currency code, as the platform's Intl knows them. */
  | { type: 'time-zone' }
  | { type: 'currency' };

export interface FieldSpec {
  /** Column and JSON name. */
  name: string;
  /** How messages name the field: "The {label} field is required." */
  label: string;
  rule: FieldRule;
  required?: boolean;
}

export type FieldValue = string | boolean | null;
export type RecordValues = Record<string, FieldValue>;

export type ValidationResult = { ok: true; values: RecordValues } | { ok: false; errors: FieldErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;
const PHONE = /^[+()0-9\s-]{5,20}$/;
const DEFAULT_TEXT_MAX = 255;

/**
 * Validates a create or update body against a resource's fields: every field is read
 * (absent optional ones become null), unknown keys are ignored, and each failing field gets
 * the message a user sees under it. Values come back normalised: trimmed text, decimals as
 * fixed-scale strings, dates as YYYY-MM-DD.
 */
export function validateRecord(fields: readonly FieldSpec[], input: unknown): ValidationResult {
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const values: RecordValues = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const result = readField(field, body[field.name]);
    if (isFieldRefusal(result)) errors[field.name] = [result];
    else values[field.name] = result;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

export function isFieldRefusal(read: FieldValue | FieldRefusal): read is FieldRefusal {
  return typeof read === 'object' && read !== null;
}

/** What a field left out (or empty) is stored as: an unticked box, or nothing. */
export function blankValue(field: FieldSpec): FieldValue {
  return field.rule.type === 'boolean' ? false : null;
}

/** One field's value as typed, normalised as `validateRecord` says, or the refusal the user sees under it. */
export function readField(field: FieldSpec, raw: unknown): FieldValue | FieldRefusal {
  const { label, rule } = field;
  const refuse = (code: Parameters<typeof validationRefusal.field>[0], params: Record<string, string | number> = {}) => validationRefusal.field(code, { label, ...params });
  if (rule.type === 'boolean') {
    if (raw === undefined || raw === null || raw === '') return blankValue(field);
    if (typeof raw === 'boolean') return raw;
    if (raw === 1 || raw === '1' || raw === 'true') return true;
    if (raw === 0 || raw === '0' || raw === 'false') return false;
    return refuse('boolean');
  }
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) return field.required ? refuse('required') : blankValue(field);
  if (typeof raw === 'object') return refuse('single-value');
  const text = String(raw).trim();
  switch (rule.type) {
    case 'text': {
      const max = rule.max ?? DEFAULT_TEXT_MAX;
      if (typeof raw !== 'string' && typeof raw !== 'number') return refuse('text');
      if (rule.format === 'colour' && !/^#[0-9a-f]{6}$/i.test(text)) return refuse('colour');
      if (rule.format === 'tin' && !isTin(text)) return refuse('tin');
      if (rule.format === 'vat-number' && !isVatNumber(text)) return refuse('vat-number');
      if (rule.format === 'no-spaces' && /\s/.test(text)) return refuse('no-spaces');
      return text.length > max ? refuse('too-long', { max }) : text;
    }
    case 'email':
      return EMAIL.test(text) && text.length <= DEFAULT_TEXT_MAX ? text : refuse('email');
    case 'url':
      return URL_LIKE.test(text) && text.length <= DEFAULT_TEXT_MAX ? text : refuse('url');
    case 'phone':
      return PHONE.test(text) ? text : refuse('phone');
    case 'money':
    case 'quantity': {
      const scale = rule.type === 'money' ? MONEY_SCALE : QUANTITY_SCALE;
      const parsed = parseDecimalInput(raw, scale, { label, sign: rule.sign ?? 'non-negative' });
      return parsed.ok ? parsed.value.toFixed(scale) : parsed.refusal;
    }
    case 'percentage': {
      const parsed = parseDecimalInput(raw, 2, { label, sign: 'non-negative' });
      if (!parsed.ok) return parsed.refusal;
      return parsed.value.gt(100) ? refuse('over-maximum', { max: 100 }) : parsed.value.toFixed(2);
    }
    case 'date':
      return isCalendarDate(text) ? text : businessDateRefusal(text, label);
    case 'choice':
      return rule.choices.includes(text) ? text : refuse('choice');
    case 'reference':
      return isId(text) ? text.toLowerCase() : refuse('choice');
    case 'integer':
      return /^\d+$/.test(text) && Number(text) >= rule.min && Number(text) <= rule.max
        ? text
        : refuse('integer', { min: rule.min, max: rule.max });
    case 'time-zone':
      return isTimeZone(text) ? text : refuse('choice');
    case 'currency':
      return currencies().includes(text) ? text : refuse('choice');
  }
}

/** Every IANA time zone the platform knows, UTC included (Intl leaves it out). */
export function timeZones(): readonly string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

/** Intl's list holds one canonical name per zone; its aliases (Asia/Kolkata) are valid too. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every ISO 4217 currency code the platform knows. */
export function currencies(): readonly string[] {
  return Intl.supportedValuesOf('currency');
}
