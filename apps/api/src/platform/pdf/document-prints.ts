import type { Tx } from '../database/database';
import type { PrintBusiness } from './document-letterhead';

/**
 * Records one print of a document that has a single original (a tax invoice) and answers which
 * print it is: 1 is the original, any later one is a copy. Prints of one document queue on a
 * transaction lock taken in a statement of its own, so the count after it sees every print
 * committed before, and two prints at once cannot both be the original.
 */
export async function recordPrint(tx: Tx, tenantId: string, document: string, documentId: string): Promise<number> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`print:${tenantId}:${document}:${documentId}`]);
  const [row] = await tx.query<{ print_no: number }>(
    `INSERT INTO document_prints (tenant_id, document, document_id, print_no)
     SELECT $1, $2, $3, coalesce(max(print_no), 0) + 1
       FROM document_prints WHERE tenant_id = $1 AND document = $2 AND document_id = $3
     RETURNING print_no`,
    [tenantId, document, documentId],
  );
  return row.print_no;
}

/**
 * How a document prints for a VAT-registered business: once confirmed, in the tax format, each
 * print recorded and every one after the first a COPY. A draft, or any document of a business
 * that is not VAT-registered, prints plainly (null) and counts no print.
 */
export async function taxFormat(
  tx: Tx,
  tenantId: string,
  business: PrintBusiness,
  document: { kind: string; id: string; status: string; serial: string },
): Promise<{ copy: boolean; serial: string } | null> {
  if (!business.vat_registered || document.status === 'pending') return null;
  return { copy: (await recordPrint(tx, tenantId, document.kind, document.id)) > 1, serial: document.serial };
}
