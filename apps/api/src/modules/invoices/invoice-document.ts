import {
  addCalendarDays,
  DEFAULT_TAX_TREATMENT,
  lineTaxesOf,
  FILL_CUSTOMER_AND_ITEMS,
  invoiceSnapshot,
  checkDocument,
  invoicingRefusal,
  Money,
  Quantity,
  type DocumentContent,
  type DocumentInput,
  type DocumentReferences,
  type DocumentRequest,
  type DocumentTotals,
  type DocumentView,
  type InvoiceConfirmedData,
  type InvoiceCustomer,
  type StoredEvent,
} from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { SheetColumn } from '../../platform/export/xlsx';
import { validationFailed } from '../../platform/http/app-errors';
import { loadDocumentReferences } from './document-references';
import type { RecurringInput } from './invoice.requests';
import { readRecurring, type RecurringSchedule } from './recurring';

/** A draft's content as stored: the snapshot the confirmation will carry (JSON only). */
export type DraftContent = Omit<InvoiceConfirmedData, 'confirmedAt'>;

/** The columns an invoice's and a quotation's row share: the document's header and figures. */
export interface StoredDocument {
  id: string;
  code: string;
  customer_id: string | null;
  customer_name: string;
  date: string;
  due_date: string;
  project_ref: string | null;
  content: DraftContent;
  sub_total: string;
  grand_total: string;
}

/**
 * The values of a row's header columns, from its content, in the order
 * `customer_id, customer_name, date, due_date, project_ref, content, sub_total, grand_total`.
 */
export function headerColumns(content: DraftContent, customerName: string): unknown[] {
  const customer = content.customer;
  return [
    customer.kind === 'company' ? customer.customerId : null,
    customerName,
    content.date,
    content.dueDate,
    content.projectRef,
    JSON.stringify(content),
    content.subTotal,
    content.grandTotal,
  ];
}

/** The export columns of an invoice's or a quotation's header, before its own figures. */
export const DOCUMENT_HEADER_COLUMNS: readonly SheetColumn[] = [
  { key: 'code', header: 'Code', type: 'text' },
  { key: 'customer_name', header: 'Customer', type: 'text' },
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'due_date', header: 'Due date', type: 'date' },
  { key: 'project_ref', header: 'Project/Ref', type: 'text' },
];

export interface ValidDocument {
  content: DocumentContent & { customer: InvoiceCustomer };
  totals: DocumentTotals;
  /** The document's stream, when asked for (read with the references, in their round trip). */
  history?: StoredEvent[];
}

/** Checks a document against this workspace's records and computes its totals (never the client's). */
export async function validDocument(tx: Tx, tenantId: string, input: DocumentInput, options: { stream?: string } = {}): Promise<ValidDocument> {
  const { history, ...refs } = await loadDocumentReferences(tx, tenantId, input, options.stream);
  return { ...checkedDocument(input, refs), ...(history ? { history } : {}) };
}

/** Checks a document against references already read (no round trip) and computes its totals. */
export function checkedDocument(input: DocumentInput, refs: DocumentReferences): ValidDocument {
  const result = checkDocument(input, refs);
  if (!result.ok) throw invoicingRefusal(result.message === FILL_CUSTOMER_AND_ITEMS ? 'customer-and-items-required' : 'invalid-document', {}, { errors: result.errors });
  const content = result.content;
  if (!content.customer) throw invoicingRefusal.onField('customer_id', 'customer-and-items-required');
  return { content: { ...content, customer: content.customer }, totals: result.totals };
}

/** A new invoice or quotation that names no due date falls due after its customer's payment terms. */
export function withTermsDueDate(document: ValidDocument, input: DocumentInput, termsDays: number): ValidDocument {
  if (input.dueDate !== null) return document;
  return { ...document, content: { ...document.content, dueDate: addCalendarDays(document.content.date, termsDays) } };
}

/** A body's recurring option, or the field errors that refuse it (422). */
export function recurringScheduleOf(body: RecurringInput, date: string): RecurringSchedule {
  const result = readRecurring(body, date);
  if (!result.ok) throw validationFailed(result.errors);
  return result.schedule;
}

export function draftContent(id: string, code: string, quotationId: string | null, document: ValidDocument): DraftContent {
  const { confirmedAt: _confirmedAt, ...snapshot } = invoiceSnapshot({ invoiceId: id, code, quotationId, confirmedAt: '' }, document.content, document.totals);
  return snapshot;
}

/** A saved draft as the document it says, for its confirm (or its conversion) to check again against the workspace's records as they stand now. */
export function savedDocument(content: DraftContent): DocumentInput {
  const customer = content.customer;
  const discountOf = (type: DraftContent['otherDiscount']['type'], value: string) => (type === 'value' ? { type, value: Money.of(value) } : { type, rate: value });
  return {
    customerId: customer.kind === 'company' ? customer.customerId : null,
    cashCustomer: customer.kind === 'cash' ? customer.name : null,
    contactPerson: customer.kind === 'company' ? customer.contactPerson : null,
    date: content.date,
    dueDate: content.dueDate,
    projectRef: content.projectRef,
    note: content.note,
    lines: content.lines.map((line) => ({
      productId: line.productId,
      description: line.description,
      unitPrice: Money.of(line.unitPrice),
      quantity: Quantity.of(line.quantity),
      discount: discountOf(line.discountType, line.discountValue),
      unitCost: line.unitCost === null ? null : Money.of(line.unitCost),
      taxTreatment: line.taxTreatment ?? DEFAULT_TAX_TREATMENT,
    })),
    otherDiscount: discountOf(content.otherDiscount.type, content.otherDiscount.value),
    taxIds: content.taxes.map((t) => t.taxId),
    parameters: content.parameters.map((p) => ({ parameterId: p.parameterId, name: p.name, amount: Money.of(p.amount) })),
    pricesIncludeTax: content.pricesIncludeTax ?? false,
  };
}

const lineTaxView = ({ treatment, value, tax }: ReturnType<typeof lineTaxesOf>[number]) => ({ tax_treatment: treatment, value, tax });

/** The body that recreates a stored document (every header field given): what the editor loads and sends back. */
export function bodyOf(content: DraftContent): DocumentRequest & Pick<DocumentView, 'customer_id' | 'cash_customer' | 'due_date'> {
  const customer = content.customer;
  return {
    customer_id: customer.kind === 'company' ? customer.customerId : null,
    cash_customer: customer.kind === 'cash' ? customer.name : null,
    contact_person: customer.kind === 'company' ? customer.contactPerson : null,
    date: content.date,
    due_date: content.dueDate,
    project_ref: content.projectRef,
    note: content.note,
    lines: content.lines.map((line) => ({
      product_id: line.productId,
      description: line.description,
      price: line.unitPrice,
      quantity: line.quantity,
      discount_type: line.discountType,
      discount_value: line.discountValue,
      unit_cost: line.unitCost,
      tax_treatment: line.taxTreatment ?? DEFAULT_TAX_TREATMENT,
    })),
    other_discount_type: content.otherDiscount.type,
    other_discount: content.otherDiscount.value,
    tax_ids: content.taxes.map((t) => t.taxId),
    parameters: content.parameters.map((p) => ({ parameter_id: p.parameterId, name: p.name, amount: p.amount })),
    prices_include_tax: content.pricesIncludeTax ?? false,
  };
}

/**
 * The document as the API shows it: its body for editing plus every computed figure. A document
 * saved before lines had a treatment is standard-rated throughout, its VAT on its whole value.
 */
export function documentView(content: DraftContent): DocumentView {
  const taxOfLine = lineTaxesOf(content);
  return {
    ...bodyOf(content),
    lines: content.lines.map((line, i) => ({
      product_id: line.productId,
      description: line.description,
      unit: line.unit,
      price: line.unitPrice,
      quantity: line.quantity,
      discount_type: line.discountType,
      discount_value: line.discountValue,
      unit_cost: line.unitCost,
      stockable: line.stockable,
      gross: line.gross,
      discount: line.discount,
      total: line.total,
      profit: line.profit,
      ...lineTaxView(taxOfLine[i] as ReturnType<typeof lineTaxesOf>[number]),
    })),
    taxes: content.taxes.map((t) => ({ tax_id: t.taxId, name: t.name, abbreviation: t.abbreviation, rate: t.rate, amount: t.amount })),
    other_discount_amount: content.otherDiscount.amount,
    gross_sales: content.grossSales,
    line_discounts: content.lineDiscounts,
    sub_total: content.subTotal,
    taxable_amount: content.taxableAmount,
    supplies: (content.supplies ?? [{ treatment: 'standard' as const, value: content.taxableAmount }]).map((s) => ({ treatment: s.treatment, value: s.value })),
    prices_include_tax: content.pricesIncludeTax ?? false,
    included_tax: content.includedTax ?? '0.00',
    grand_total: content.grandTotal,
  };
}
