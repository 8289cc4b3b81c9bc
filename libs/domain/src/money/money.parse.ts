import { MoneyDecimal } from './decimal';
import { Money, MONEY_MAX, MONEY_SCALE } from './money';
import { Quantity, QUANTITY_SCALE } from './quantity';
import type { FieldRefusal } from '../shared/domain-error';
import { validationRefusal } from '../shared/validation.refusals';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; refusal: FieldRefusal };

/** Which signs an input may have: most amounts are non-negative; adjustments may be any. */
export type SignRule = 'non-negative' | 'positive' | 'any';

export interface ParseOptions {
  /** The field as the message names it: "amount" → "The amount must be a number." */
  label?: string;
  sign?: SignRule;
}

// Plain decimal notation only: decimal.js would also take "0x1F", "1e3", "Infinity".
const DECIMAL_LITERAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const MAX_DISPLAY = '999,999,999,999.99';

/** A user's amount (number or string) as Money, or the field's refusal. */
export function parseMoney(input: unknown, options: ParseOptions = {}): ParseResult<Money> {
  const r = parseDecimalInput(input, MONEY_SCALE, { label: 'amount', ...options });
  return r.ok ? { ok: true, value: Money.of(r.value) } : r;
}

/** A user's quantity (number or string, up to three decimals), or the field's refusal. */
export function parseQuantity(input: unknown, options: ParseOptions = {}): ParseResult<Quantity> {
  const r = parseDecimalInput(input, QUANTITY_SCALE, { label: 'quantity', ...options });
  return r.ok ? { ok: true, value: Quantity.of(r.value) } : r;
}

/** The input rules every decimal field shares (number or string, at most `scale` decimals, sign, range), so every 422 reads alike. */
export function parseDecimalInput(
  input: unknown,
  scale: number,
  options: ParseOptions = {},
): ParseResult<MoneyDecimal> {
  const label = options.label ?? 'amount';
  const sign = options.sign ?? 'non-negative';
  const fail = (code: Parameters<typeof validationRefusal.field>[0], params: Record<string, string | number> = {}): ParseResult<MoneyDecimal> => ({
    ok: false,
    refusal: validationRefusal.field(code, { label, ...params }),
  });

  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return fail('required-value');
  }
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return fail('number');
    // String(n) is the shortest text that reads back as n; 0.1 + 0.2 shows its 17 decimals.
    text = exponentFree(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return fail('number');
  }
  if (!DECIMAL_LITERAL.test(text)) return fail('number');

  const value = new MoneyDecimal(text);
  if (value.decimalPlaces() > scale) return fail('decimal-places', { scale });
  if (sign !== 'any' && value.isNegative() && !value.isZero()) return fail('negative');
  if (sign === 'positive' && value.isZero()) return fail('not-positive');
  if (value.abs().greaterThan(MONEY_MAX)) return fail('too-large', { max: MAX_DISPLAY });
  return { ok: true, value: value.isZero() ? new MoneyDecimal(0) : value };
}

function exponentFree(n: number): string {
  const s = String(n);
  return /e/i.test(s) ? new MoneyDecimal(s).toFixed() : s;
}
