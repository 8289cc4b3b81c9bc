import { Money, type Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { DocumentSharing } from '../../platform/documents/document-kind';
import { printBusiness } from '../../platform/pdf/document-letterhead';
import { taxFormat } from '../../platform/pdf/document-prints';
import type { PrintedContent, Purchaser } from '../invoices/document-pdf';
import { salesDocumentPdf } from '../invoices/document-print';
import type { DebitNoteDetailRow } from './debit-note-rows';

/**
 * A debit note's PDF to its supplier, in the workspace's default invoice template. A
 * VAT-registered business's confirmed note prints in the tax format, naming the supplier's bill
 * by the number the supplier printed, each print recorded and every one after the first a COPY.
 */
async function debitNotePdf(tx: Tx, tenantId: string, row: DebitNoteDetailRow, locale: Locale): Promise<Buffer> {
  const business = await printBusiness(tx, tenantId);
  const [supplier] = await tx.query<Purchaser & { contact_person: string | null; bill_number: string | null }>(
    `SELECT s.address, s.tin, s.vat_number, s.contact_person, b.bill_number
       FROM suppliers s LEFT JOIN bills b ON b.tenant_id = s.tenant_id AND b.id = $3
      WHERE s.tenant_id = $1 AND s.id = $2`,
    [tenantId, row.supplier_id, row.bill_id],
  );
  const content: PrintedContent = {
    date: row.date,
    dueDate: null,
    projectRef: null,
    note: row.note,
    customer: { kind: 'company', contactPerson: supplier?.contact_person ?? null },
    lines: row.lines.map((l) => ({ description: l.description ?? l.item_name, quantity: l.quantity, unitPrice: l.unit_cost, discount: '0.00', total: l.amount })),
    subTotal: row.sub_total,
    otherDiscount: { amount: '0.00' },
    parameters: [],
    taxes: await lineTaxes(tx, tenantId, row),
    grandTotal: row.grand_total,
  };
  const reference = row.bill_code && (supplier?.bill_number ? `${supplier.bill_number} (${row.bill_code})` : row.bill_code);
  return salesDocumentPdf(
    tx,
    tenantId,
    {
      kind: 'debit-note',
      code: row.code,
      status: row.status,
      customerName: row.supplier_name,
      content,
      settlement: null,
      purchaser: supplier ?? null,
      reference,
      taxInvoice: await taxFormat(tx, tenantId, business, { kind: 'debit-note', id: row.id, status: row.status, serial: row.code }),
    },
    { table: 'invoice_templates', id: null },
    locale,
    business,
  );
}

/** The note's tax by tax and rate, summed from its lines as they were priced. */
async function lineTaxes(tx: Tx, tenantId: string, row: DebitNoteDetailRow): Promise<PrintedContent['taxes']> {
  const taxed = row.lines.filter((l) => l.tax_id && !Money.of(l.tax_amount).isZero());
  const ids = [...new Set(taxed.map((l) => l.tax_id as string))];
  const names = new Map(
    (await tx.query<{ id: string; name: string }>(`SELECT id, name FROM taxes WHERE tenant_id = $1 AND id = ANY ($2::uuid[])`, [tenantId, ids])).map((t) => [t.id, t.name]),
  );
  const byRate = new Map<string, { name: string | null; rate: string | null; amounts: string[] }>();
  for (const line of taxed) {
    const key = `${line.tax_id}:${line.tax_rate}`;
    const group = byRate.get(key) ?? { name: names.get(line.tax_id as string) ?? null, rate: line.tax_rate, amounts: [] };
    group.amounts.push(line.tax_amount);
    byRate.set(key, group);
  }
  return [...byRate.values()].map((g) => ({ name: g.name, rate: g.rate, amount: Money.sum(g.amounts).toFixed() }));
}

/** A debit note goes to its supplier; its mail gives the amount claimed and the note's date. */
export const DEBIT_NOTE_SHARING: DocumentSharing<DebitNoteDetailRow> = {
  path: 'debit-notes',
  link: 'debit-note',
  pdf: debitNotePdf,
  recipient: (row) => ({ customerId: null, supplierId: row.supplier_id, name: row.supplier_name }),
  mail: (row) => ({ document: 'debit-note', amount: row.grand_total, date: row.date }),
};
