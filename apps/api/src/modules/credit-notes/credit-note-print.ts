import { creditNoteDecider, creditNoteStream, Money, taxInvoiceSerial, type Locale } from '@ginuma/domain';
import { readState } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { DocumentSharing } from '../../platform/documents/document-kind';
import { printBusiness } from '../../platform/pdf/document-letterhead';
import { taxFormat } from '../../platform/pdf/document-prints';
import type { PrintedContent, Purchaser } from '../invoices/document-pdf';
import { salesDocumentPdf } from '../invoices/document-print';
import type { CreditNoteDetailRow } from './credit-note-rows';

/**
 * A credit note's PDF in the workspace's default invoice template. A VAT-registered business's
 * confirmed note prints in the tax format, naming the original tax invoice, each print recorded
 * and every one after the first a COPY.
 */
async function creditNotePdf(tx: Tx, tenantId: string, row: CreditNoteDetailRow, locale: Locale): Promise<Buffer> {
  const business = await printBusiness(tx, tenantId);
  const [customer] = await tx.query<Purchaser & { contact_person: string | null }>(
    `SELECT address, tin, vat_number, contact_person FROM customers WHERE tenant_id = $1 AND id = $2`,
    [tenantId, row.customer_id],
  );
  const content: PrintedContent = {
    date: row.date,
    dueDate: null,
    projectRef: null,
    note: row.note,
    customer: { kind: 'company', contactPerson: customer?.contact_person ?? null },
    lines: row.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unit_price, discount: l.discount, total: l.total })),
    subTotal: row.sub_total,
    otherDiscount: { amount: row.other_discount },
    parameters: [],
    taxes: await noteTaxes(tx, tenantId, row),
    grandTotal: row.grand_total,
  };
  const taxInvoice = await taxFormat(tx, tenantId, business, { kind: 'credit-note', id: row.id, status: row.status, serial: row.code });
  const reference = row.invoice_code && (taxInvoice ? taxInvoiceSerial(business.tax_invoice_series, row.invoice_code) : row.invoice_code);
  return salesDocumentPdf(
    tx,
    tenantId,
    { kind: 'credit-note', code: row.code, status: row.status, customerName: row.customer_name, content, settlement: null, purchaser: customer ?? null, reference, taxInvoice },
    { table: 'invoice_templates', id: null },
    locale,
    business,
  );
}

/**
 * A confirmed note's taxes as its confirmation booked them, each by name and rate; a draft's is
 * its tax total, priced again when it is confirmed.
 */
async function noteTaxes(tx: Tx, tenantId: string, row: CreditNoteDetailRow): Promise<PrintedContent['taxes']> {
  if (row.stage !== 'pending') {
    const { state } = await readState(tx, { tenantId, stream: creditNoteStream(row.id) }, creditNoteDecider);
    if (state.stage !== 'pending') return state.note.taxes.map((t) => ({ name: t.name, rate: t.rate, amount: t.amount }));
  }
  return Money.of(row.tax_total).isZero() ? [] : [{ name: null, rate: null, amount: row.tax_total }];
}

/** A credit note goes to its customer; its mail gives the amount credited and the note's date. */
export const CREDIT_NOTE_SHARING: DocumentSharing<CreditNoteDetailRow> = {
  path: 'credit-notes',
  link: 'credit-note',
  pdf: creditNotePdf,
  recipient: (row) => ({ customerId: row.customer_id, name: row.customer_name }),
  mail: (row) => ({ document: 'credit-note', amount: row.grand_total, date: row.date }),
};
