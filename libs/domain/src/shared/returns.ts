import { Quantity } from '../money/quantity';
import type { FieldErrors, FieldRefusal } from './domain-error';

/*
 * Returning goods of a document (a customer's of an invoice, the business's of a bill to its
 * supplier): each returned line names a line of the original by its index, and no line may come
 * back more than it went out, counting what earlier returns took back.
 */

/** A returned line: `quantity` of the original document's line at index `line`. */
export interface LineReturned {
  line: number;
  quantity: string;
}

/** How a kind says the two refusals of a return, and under which key of its lines the original's index is named. */
export interface ReturnRefusals {
  lineField: string;
  unknownLine: FieldRefusal;
  exceeds: (left: string) => FieldRefusal;
}

/**
 * Field errors for the lines that name no line of the original, or return more of it than it had
 * less `returned` (what earlier returns took, by line index) and earlier lines of this return;
 * null when every line fits.
 */
export function overReturns(
  returning: readonly LineReturned[],
  original: readonly { quantity: string }[],
  returned: Readonly<Record<number, string>>,
  refusals: ReturnRefusals,
): FieldErrors | null {
  const errors: FieldErrors = {};
  const taken = new Map<number, Quantity>();
  returning.forEach(({ line, quantity }, index) => {
    const out = original[line];
    if (!out) {
      errors[`lines.${index}.${refusals.lineField}`] = [refusals.unknownLine];
      return;
    }
    const before = taken.get(line) ?? Quantity.of(returned[line] ?? '0');
    const left = Quantity.of(out.quantity).minus(before);
    if (Quantity.of(quantity).compare(left) > 0) errors[`lines.${index}.quantity`] = [refusals.exceeds(left.toFixed())];
    taken.set(line, before.plus(quantity));
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/** What each line of the original has had returned by these confirmed returns' lines (by `key`, the original's line index), by index. */
export function returnedQuantities<K extends string>(returns: readonly { lines: readonly ({ quantity: string } & { [k in K]: number | null })[] }[], key: K): Record<number, string> {
  const returned: Record<number, string> = {};
  for (const note of returns) {
    for (const line of note.lines) {
      const index = line[key];
      if (index === null) continue;
      returned[index] = Quantity.of(returned[index] ?? '0').plus(line.quantity).toFixed();
    }
  }
  return returned;
}
