import type { InvoiceConfirmedData, InvoiceLineSnapshot } from '../invoicing/invoice.events';
import { Money } from '../money/money';
import { lowestAfter, lowestCovers } from '../money/lowest-balance';
import { Quantity } from '../money/quantity';
import type { FieldErrors } from '../shared/domain-error';
import { stockOut, stockRefusal, type StockPosition, type StockShelf } from './stock';

/**
 * Costs a confirmation's stockable lines at the moving average (the cost of sales a sale
 * takes off the shelf's value), line by line, so two lines of one product take from the
 * same shelf. A line that takes more than is available (the lowest quantity from the
 * invoice's date onward, less what earlier lines took) is refused under its own key
 * (`lines.<index>.quantity`, as the invoice's other line errors). Each costed line's profit
 * becomes its total less that cost; other lines keep theirs.
 */
export function costInvoiceStock(
  invoice: InvoiceConfirmedData,
  /**
   * Each stockable product's position and lowest quantity from the invoice's date, read under
   * its row lock; without `lowest` (specs of costing alone) the quantity on hand.
   */
  stock: ReadonlyMap<string, StockPosition & Partial<Pick<StockShelf, 'lowest'>>>,
): { invoice: InvoiceConfirmedData } | { errors: FieldErrors } {
  const shelves = new Map([...stock].map(([id, shelf]): [string, StockShelf] => [id, { ...shelf, lowest: shelf.lowest ?? { amount: shelf.onHand, on: invoice.date } }]));
  const errors: FieldErrors = {};
  const lines = invoice.lines.map((line, index): InvoiceLineSnapshot => {
    if (!line.stockable || !line.productId) return line;
    const shelf = shelves.get(line.productId);
    const quantity = Quantity.of(line.quantity);
    if (!shelf || !lowestCovers(shelf.lowest, quantity)) {
      errors[`lines.${index}.quantity`] = [stockRefusal.field('stock-out-exceeds-on-hand')];
      return line;
    }
    const out = stockOut(shelf, quantity);
    shelves.set(line.productId, { ...out.position, lowest: lowestAfter(shelf.lowest, quantity) });
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
