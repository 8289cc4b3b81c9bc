import {
  Money,
  referencedIds,
  type AppliedTax,
  type CustomerRef,
  type DocumentReferences,
  type InvoiceCustomer,
  type ParameterRef,
  type ProductRef,
} from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

/**
 * The live records an invoice or quotation body names (customers, products, taxes,
 * parameters), read in the request's transaction so a document can only refer to its own
 * workspace's records.
 */
export async function loadDocumentReferences(tx: Tx, tenantId: string, body: unknown): Promise<DocumentReferences> {
  const ids = referencedIds(body);
  const uuids = (list: string[]) => list.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  // One after another: a transaction's client runs one query at a time (pg 9 refuses overlap).
  const customers = await tx.query<{ id: string; contact_person: string | null }>(
    `SELECT id, contact_person FROM customers WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`,
    [tenantId, uuids(ids.customerIds)],
  );
  const products = await tx.query<{ id: string; name: string; unit: string | null; selling_price: string; unit_cost: string | null; type: string }>(
    `SELECT p.id, p.name, u.name AS unit, p.selling_price, p.unit_cost, p.type FROM products p
       LEFT JOIN units u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
      WHERE p.tenant_id = $1 AND p.id = ANY($2::uuid[]) AND p.deleted_at IS NULL`,
    [tenantId, uuids(ids.productIds)],
  );
  const taxes = await tx.query<{ id: string; name: string; abbreviation: string; rate: string }>(
    `SELECT id, name, abbreviation, rate::text FROM taxes WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL AND status = 1`,
    [tenantId, uuids(ids.taxIds)],
  );
  const parameters = await tx.query<{ id: string; name: string; value: string | null }>(
    `SELECT id, name, value FROM invoice_parameters WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL AND status = 1`,
    [tenantId, uuids(ids.parameterIds)],
  );
  return {
    customers: new Map<string, CustomerRef>(customers.map((c) => [c.id, { id: c.id, contactPerson: c.contact_person }])),
    products: new Map<string, ProductRef>(
      products.map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          unit: p.unit,
          price: Money.of(p.selling_price),
          unitCost: p.unit_cost === null ? null : Money.of(p.unit_cost),
          stockable: p.type === 'Stockable',
        },
      ]),
    ),
    taxes: new Map<string, AppliedTax>(taxes.map((t) => [t.id, { taxId: t.id, name: t.name, abbreviation: t.abbreviation, rate: Money.of(t.rate).toFixed() }])),
    parameters: new Map<string, ParameterRef>(parameters.map((p) => [p.id, { id: p.id, name: p.name, value: Money.of(p.value ?? '0') }])),
  };
}

/** The name a document shows for its customer: a cash customer's own, else the record's. */
export async function customerNameOf(tx: Tx, tenantId: string, customer: InvoiceCustomer): Promise<string> {
  if (customer.kind === 'cash') return customer.name;
  const [row] = await tx.query<{ name: string }>(`SELECT name FROM customers WHERE tenant_id = $1 AND id = $2`, [tenantId, customer.customerId]);
  return row?.name ?? '';
}
