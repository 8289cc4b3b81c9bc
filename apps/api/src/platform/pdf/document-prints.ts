import type { Tx } from '../database/database';

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
