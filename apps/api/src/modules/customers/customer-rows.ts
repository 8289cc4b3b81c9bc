import { recordResource } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { findRecord, type StoredRecord } from '../../platform/records/record-store';
import { INVOICE_LIST } from '../invoices/invoice-rows';

const CUSTOMERS = recordResource('customers')!;

/** The customer (live or deleted) with its ledger figures; another workspace's is a 404. */
export function findCustomer(tx: Tx, tenantId: string, customerId: string): Promise<StoredRecord> {
  return findRecord(tx, CUSTOMERS, tenantId, customerId);
}

/** The customer's live invoices, newest first, with what the ledger says they paid and owe. */
export function customerInvoices(tx: Tx, tenantId: string, customerId: string): Promise<Record<string, unknown>[]> {
  return tx.query(
    `SELECT ${INVOICE_LIST.select} FROM ${INVOICE_LIST.from}
      WHERE t.tenant_id = $1 AND t.customer_id = $2 AND t.deleted_at IS NULL ORDER BY t.date DESC, t.code DESC LIMIT 500`,
    [tenantId, customerId],
  );
}

export function customerQuotations(tx: Tx, tenantId: string, customerId: string): Promise<Record<string, unknown>[]> {
  return tx.query(
    `SELECT id, code, customer_name, date, due_date, project_ref, grand_total::text, status, invoice_id
       FROM quotations WHERE tenant_id = $1 AND customer_id = $2 AND deleted_at IS NULL ORDER BY date DESC, code DESC LIMIT 500`,
    [tenantId, customerId],
  );
}
