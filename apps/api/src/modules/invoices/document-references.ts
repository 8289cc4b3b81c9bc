import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  Money,
  referencedIds,
  type AppliedTax,
  type CustomerRef,
  type DocumentInput,
  type DocumentReferences,
  type InvoiceCustomer,
  type ParameterRef,
  type ProductRef,
  type StoredEvent,
} from '@ginuma/domain';
import { streamHistorySql } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';

const DEFAULT_TEMPLATE = `(SELECT id FROM invoice_templates WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 ORDER BY is_default DESC, created_at LIMIT 1)`;
const WORKSPACE_PAYMENT_TERMS = `(SELECT b.payment_terms_days FROM business_configuration b WHERE b.tenant_id = $1)`;

/**
 * The live records an invoice or quotation names (customers, products, taxes,
 * parameters), read in the request's transaction so a document can only refer to its own
 * workspace's records; given several documents (an import's batch), those any of them names.
 */
export async function loadDocumentReferences(
  tx: Tx,
  tenantId: string,
  input: DocumentInput | readonly DocumentInput[],
  stream?: string,
  /**
   * Also, in the same round trip: the workspace's default live invoice template (null without one),
   * and what tells the days a new invoice for a body's customer runs to its due date: the
   * customer's terms, else the workspace's, else the default.
   */
  options: { defaultTemplate?: boolean; paymentTerms?: boolean } = {},
): Promise<
  DocumentReferences & {
    history?: StoredEvent[];
    customerNames: Map<string, string>;
    defaultTemplateId?: string | null;
    paymentTermsOf?: (input: DocumentInput) => number;
  }
> {
  const uuids = (list: string[]) => list.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const every = (list: (ids: ReturnType<typeof referencedIds>) => string[]) =>
    [...new Set((Array.isArray(input) ? input : [input]).flatMap((one: DocumentInput) => uuids(list(referencedIds(one)))))];
  // One round trip for the four kinds (and the document's stream, for a confirmation); amounts come back as text, never as JSON numbers.
  const [{ customers, products, taxes, parameters, history, template_id, payment_terms_days }] = await tx.query<{
    customers: { id: string; name: string; contact_person: string | null; payment_terms_days: number | null }[];
    products: { id: string; name: string; unit: string | null; selling_price: string; unit_cost: string | null; type: string }[];
    taxes: { id: string; name: string; abbreviation: string; rate: string }[];
    parameters: { id: string; name: string; value: string | null }[];
    history?: StoredEvent[];
    template_id?: string | null;
    payment_terms_days?: number | null;
  }>(
    `SELECT
       (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'contact_person', c.contact_person, 'payment_terms_days', c.payment_terms_days)), '[]') FROM customers c
         WHERE c.tenant_id = $1 AND c.id = ANY($2::uuid[]) AND c.deleted_at IS NULL) AS customers,
       (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'unit', u.name, 'selling_price', p.selling_price::text,
                                                   'unit_cost', p.unit_cost::text, 'type', p.type)), '[]')
          FROM products p LEFT JOIN units u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
         WHERE p.tenant_id = $1 AND p.id = ANY($3::uuid[]) AND p.deleted_at IS NULL) AS products,
       (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'abbreviation', t.abbreviation, 'rate', t.rate::text)), '[]') FROM taxes t
         WHERE t.tenant_id = $1 AND t.id = ANY($4::uuid[]) AND t.deleted_at IS NULL AND t.status = 1) AS taxes,
       (SELECT coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'value', i.value::text)), '[]') FROM invoice_parameters i
         WHERE i.tenant_id = $1 AND i.id = ANY($5::uuid[]) AND i.deleted_at IS NULL AND i.status = 1) AS parameters
       ${stream === undefined ? '' : `, ${streamHistorySql('$1', '$6')} AS history`}
       ${options.defaultTemplate ? `, ${DEFAULT_TEMPLATE} AS template_id` : ''}
       ${options.paymentTerms ? `, ${WORKSPACE_PAYMENT_TERMS} AS payment_terms_days` : ''}`,
    [tenantId, every((i) => i.customerIds), every((i) => i.productIds), every((i) => i.taxIds), every((i) => i.parameterIds), ...(stream === undefined ? [] : [stream])],
  );
  const customerTerms = new Map(customers.map((c) => [c.id, c.payment_terms_days]));
  return {
    ...(history ? { history } : {}),
    ...(options.defaultTemplate ? { defaultTemplateId: template_id ?? null } : {}),
    ...(options.paymentTerms
      ? {
          paymentTermsOf: (one: DocumentInput) =>
            customerTerms.get(uuids(referencedIds(one).customerIds)[0] ?? '') ?? payment_terms_days ?? DEFAULT_PAYMENT_TERMS_DAYS,
        }
      : {}),
    customerNames: new Map(customers.map((c) => [c.id, c.name])),
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
