import type { DocumentTotals, InvoiceView } from '@ginuma/domain';

/** One line of the totals card: its label (an i18n key, or a tax's own name), the figure shown, its test id. */
export interface TotalsRow {
  label: { key: string; options?: Record<string, string> } | { text: string };
  value: string;
  testId: string;
  strong?: boolean;
  /** A rule above it: the grand total closes the document's own figures. */
  ruled?: boolean;
}

/** What the ledger says of a confirmed invoice, shown under its totals. */
export type Settlement = Pick<InvoiceView, 'paid' | 'refunded' | 'due'>;

const field = (name: string) => ({ key: `app.invoices.fields.${name}` });

/**
 * The totals card's lines: a zero other discount and zero parameters are left out, each tax
 * is named with its rate; a confirmed invoice adds paid, refunded and due. `money` formats a figure.
 */
export function totalsRows(totals: DocumentTotals, settled: Settlement | undefined, money: (value: string) => string): TotalsRow[] {
  const rows: TotalsRow[] = [{ label: field('sub_total'), value: money(totals.subTotal.toFixed()), testId: 'total-sub_total' }];
  if (!totals.otherDiscount.isZero()) rows.push({ label: field('other_discount'), value: `− ${money(totals.otherDiscount.toFixed())}`, testId: 'total-other_discount' });
  // Taxes the prices include are shown, after the value without them, but not added again.
  if (totals.pricesIncludeTax && !totals.includedTax.isZero()) {
    rows.push({ label: field('value_excluding_tax'), value: money(totals.grandTotal.minus(totals.taxTotal).minus(totals.parameterTotal).toFixed()), testId: 'total-value_excluding_tax' });
  }
  for (const tax of totals.taxes) {
    const name = `${tax.name} (${tax.rate}%)`;
    rows.push({ label: totals.pricesIncludeTax ? { key: 'app.invoices.tax_included', options: { name } } : { text: name }, value: money(tax.amount.toFixed()), testId: `total-tax-${tax.abbreviation}` });
  }
  if (!totals.parameterTotal.isZero()) rows.push({ label: field('parameters'), value: money(totals.parameterTotal.toFixed()), testId: 'total-parameters' });
  rows.push({ label: field('grand_total'), value: money(totals.grandTotal.toFixed()), testId: 'total-grand_total', strong: true, ruled: true });
  if (settled) {
    rows.push(
      { label: field('paid'), value: money(settled.paid), testId: 'total-paid' },
      { label: field('refunded'), value: money(settled.refunded), testId: 'total-refunded' },
      { label: field('due'), value: money(settled.due), testId: 'total-due', strong: true },
    );
  }
  return rows;
}
