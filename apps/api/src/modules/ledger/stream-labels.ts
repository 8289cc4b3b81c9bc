import { isId, type StreamLabel } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

/**
 * Where each kind of stream (`invoice-<id>`, `customer-<id>`…) finds its code and name: the
 * document's code and whom it concerns, or the record's code and name. `t` is the row's table.
 */
const SOURCES: readonly { prefix: string; from: string; code: string; name: string }[] = [
  { prefix: 'invoice-', from: 'invoices t', code: 't.code', name: 't.customer_name' },
  {
    prefix: 'receipt-',
    from: 'receipts t JOIN customers p ON p.tenant_id = t.tenant_id AND p.id = t.customer_id',
    code: 't.code',
    name: 'p.name',
  },
  {
    prefix: 'refund-',
    from: 'refunds t JOIN customers p ON p.tenant_id = t.tenant_id AND p.id = t.customer_id',
    code: 't.code',
    name: 'p.name',
  },
  {
    prefix: 'voucher-',
    from: 'vouchers t JOIN suppliers p ON p.tenant_id = t.tenant_id AND p.id = t.supplier_id',
    code: 't.code',
    name: 'p.name',
  },
  { prefix: 'transfer-', from: 'cash_transactions t', code: 't.code', name: 't.remark' },
  { prefix: 'cash-entry-', from: 'cash_transactions t', code: 't.code', name: 't.remark' },
  { prefix: 'journal-', from: 'journals t', code: 't.code', name: 't.memo' },
  { prefix: 'customer-', from: 'customers t', code: 'NULL::text', name: 't.name' },
  { prefix: 'supplier-', from: 'suppliers t', code: 'NULL::text', name: 't.name' },
  { prefix: 'product-', from: 'products t', code: 't.code', name: 't.name' },
  { prefix: 'stock-', from: 'products t', code: 't.code', name: 't.name' },
  { prefix: 'account-', from: 'bank_accounts t', code: 'NULL::text', name: 't.name' },
];

/**
 * The label of each stream that names a document or record of the workspace, in one round
 * trip; a stream of no known kind (the period lock) or whose row is gone has none.
 */
export async function streamLabels(tx: Tx, tenantId: string, streams: Iterable<string>): Promise<Map<string, Omit<StreamLabel, 'via'>>> {
  const params: unknown[] = [tenantId];
  const parts: string[] = [];
  const wanted = new Set(streams);
  for (const source of SOURCES) {
    const ids = [...wanted].filter((s) => s.startsWith(source.prefix)).map((s) => s.slice(source.prefix.length)).filter(isId);
    if (ids.length === 0) continue;
    params.push(ids);
    parts.push(
      `SELECT ${literal(source.prefix)} || t.id::text AS stream, ${source.code} AS code, ${source.name} AS name
         FROM ${source.from} WHERE t.tenant_id = $1 AND t.id = ANY($${params.length}::uuid[])`,
    );
  }
  if (parts.length === 0) return new Map();
  const rows = await tx.query<{ stream: string; code: string | null; name: string | null }>(parts.join('\nUNION ALL\n'), params);
  return new Map(rows.map((row) => [row.stream, { code: row.code, name: row.name }]));
}

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A receipt's or refund's event on its invoice's stream names the document (`receiptId`) in its payload. */
function sourceOf(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const { receiptId, refundId } = payload as { receiptId?: unknown; refundId?: unknown };
  if (typeof receiptId === 'string') return `receipt-${receiptId}`;
  if (typeof refundId === 'string') return `refund-${refundId}`;
  return null;
}

/** Events with their stream's label (null where there is none), and the receipt or refund they book. */
export async function labelled<E extends { stream: string; payload: unknown }>(tx: Tx, tenantId: string, events: readonly E[]): Promise<(E & { label: StreamLabel | null })[]> {
  const sources = events.map((event) => sourceOf(event.payload));
  const labels = await streamLabels(tx, tenantId, [...events.map((event) => event.stream), ...sources.filter((source): source is string => source !== null)]);
  return events.map((event, i) => {
    const label = labels.get(event.stream);
    const source = sources[i];
    return { ...event, label: label ? { ...label, via: source ? (labels.get(source)?.code ?? null) : null } : null };
  });
}
