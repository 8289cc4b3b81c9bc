import type { InvoiceConfirmedData, InvoiceLineSnapshot } from '../invoicing/invoice.events';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { FieldErrors } from '../shared/domain-error';
import { stockOut, stockRefusal, type StockPosition } from './stock';

/**
 * Costs a confirmation's stockable lines at the moving average (the cost of sales a sale
 * takes off the shelf's value), line by line, so two lines of one product take from the
 * same shelf. A line that takes more than is available is refused under its own key
 * (`lines.<index>.quantity`, as the invoice's other line errors). Each costed line's profit
 * becomes its total less that cost; other lines keep theirs.
 */
export function costInvoiceStock(
  invoice: InvoiceConfirmedData,
  /** Each stockable product's position, read under its row lock. */
  stock: ReadonlyMap<string, StockPosition>,
): { invoice: InvoiceConfirmedData } | { errors: FieldErrors } {
  const shelves = new Map(stock);
  const errors: FieldErrors = {};
  const lines = invoice.lines.map((line, index): InvoiceLineSnapshot => {
    if (!line.stockable || !line.productId) return line;
    const shelf = shelves.get(line.productId);
    const quantity = Quantity.of(line.quantity);
    if (!shelf || quantity.compare(shelf.onHand) > 0) {
      errors[`lines.${index}.quantity`] = [stockRefusal.field('stock-out-exceeds-on-hand')];
      return line;
    }
    const out = stockOut(shelf, quantity);
    shelves.set(line.productId, out.position);
    return { ...line, costOfSales: out.cost.toFixed(), profit: Money.of(line.total).minus(out.cost).toFixed() };
  });
  if (Object.keys(errors).length > 0) return { errors };
  return { invoice: { ...invoice, lines } };
}

/** The stockable products an invoice moves, in id order: the order their rows are locked in. */
export function stockableProductIds(invoice: { lines: readonly { stockable: boolean; productId: string | null }[] }): string[] {
  const ids = invoice.lines.flatMap((line) => (line.stockable && line.productId ? [line.productId] : []));
  return [...new Set(ids)].sort();
}
