import { Money } from '../money/money';

/**
 * A payment of `paid` spread over open documents in the order given (a customer's invoices or a
 * supplier's bills, oldest first), each up to what it still owes; what is left over applies to
 * none and is the party's credit. A non-positive payment applies nothing.
 */
export function spreadOldestFirst(paid: string, open: readonly { id: string; due_amount: string }[]): { id: string; amount: string }[] {
  let left = Money.of(paid);
  const applied: { id: string; amount: string }[] = [];
  for (const document of open) {
    const due = Money.of(document.due_amount);
    if (!left.isPositive()) break;
    if (!due.isPositive()) continue;
    const amount = left.greaterThan(due) ? due : left;
    applied.push({ id: document.id, amount: amount.toFixed() });
    left = left.minus(amount);
  }
  return applied;
}
