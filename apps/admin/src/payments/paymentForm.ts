import { Money, parseMoney } from '@ginuma/domain';
import type { FieldErrors } from '../providers/apiErrors';

/** The allocations a form sends: only invoices with an amount typed, in the table's order. */
export function allocationsOf(order: readonly string[], amounts: Record<string, string>): { invoice_id: string; amount: string }[] {
  return order.filter((id) => (amounts[id] ?? '').trim() !== '').map((id) => ({ invoice_id: id, amount: amounts[id].trim() }));
}

/** The live sum of the typed amounts; a malformed one counts as nothing until it is fixed. */
export function sumOf(amounts: readonly string[]): Money {
  return Money.sum(amounts.map((a) => parseMoney(a)).map((r) => (r.ok ? r.value : Money.ZERO)));
}

/** Server errors on `invoices.<i>.<field>` moved to the invoice they name; the rest kept by field. */
export function splitErrors(errors: FieldErrors, sent: readonly { invoice_id: string }[]): { byField: FieldErrors; byInvoice: Record<string, string> } {
  const byField: FieldErrors = {};
  const byInvoice: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^invoices\.(\d+)\.\w+$/.exec(field);
    const invoice = match ? sent[Number(match[1])] : undefined;
    if (invoice) byInvoice[invoice.invoice_id] = message;
    else byField[field] = message;
  }
  return { byField, byInvoice };
}
