import type { Money } from '../money/money';
import { parseDecimalInput } from '../money/money.parse';
import type { Quantity } from '../money/quantity';
import type { FieldErrors, FieldRefusal } from '../shared/domain-error';
import { DEFAULT_TAX_TREATMENT, type TaxTreatment } from '../tax/tax-treatment';
import { validationRefusal } from '../shared/validation.refusals';
import { FILL_CUSTOMER_AND_ITEMS, INVALID_DATA, invoicingRefusal } from './invoicing.errors';
import {
  computeDocumentTotals,
  documentRuleErrors,
  type AppliedTax,
  type Discount,
  type DocumentContent,
  type DocumentLine,
  type DocumentParameter,
  type DocumentTotals,
  type InvoiceCustomer,
} from './invoice.totals';

export interface CustomerRef {
  id: string;
  contactPerson: string | null;
}

export interface ProductRef {
  id: string;
  name: string;
  unit: string | null;
  /** The selling price a line takes when it gives none. */
  price: Money;
  unitCost: Money | null;
  stockable: boolean;
}

export interface ParameterRef {
  id: string;
  name: string;
  value: Money;
}

/**
 * The workspace's records an input refers to, loaded by the caller (only its own tenant's,
 * so another tenant's id is simply unknown here).
 */
export interface DocumentReferences {
  customers: ReadonlyMap<string, CustomerRef>;
  products: ReadonlyMap<string, ProductRef>;
  taxes: ReadonlyMap<string, AppliedTax>;
  parameters: ReadonlyMap<string, ParameterRef>;
}

export interface ReferencedIds {
  customerIds: string[];
  productIds: string[];
  taxIds: string[];
  parameterIds: string[];
}

/** One line of a document as its request passed the shape checks; what it leaves out its product gives. */
export interface DocumentLineInput {
  productId: string | null;
  description: string | null;
  /** Null: the product's selling price. */
  unitPrice: Money | null;
  quantity: Quantity;
  discount: Discount;
  /** Null: the product's unit cost. */
  unitCost: Money | null;
  /** Left out: standard. */
  taxTreatment?: TaxTreatment;
}

/** A charge or an adjustment: a parameter record's (its name and value unless given) or one typed on the document. */
export interface DocumentParameterInput {
  parameterId: string | null;
  name: string | null;
  amount: Money | null;
}

/**
 * An invoice or a quotation as its request passed the shape checks (each field of the right kind,
 * text trimmed, blank as none), or as a saved draft says it: not yet weighed against the
 * workspace's records nor as a whole.
 */
export interface DocumentInput {
  customerId: string | null;
  cashCustomer: string | null;
  contactPerson: string | null;
  date: string;
  /** Null: the document's date. */
  dueDate: string | null;
  projectRef: string | null;
  note: string | null;
  lines: DocumentLineInput[];
  otherDiscount: Discount;
  taxIds: string[];
  parameters: DocumentParameterInput[];
  /** Left out: prices exclude tax. */
  pricesIncludeTax?: boolean;
}

export type DocumentValidation =
  | { ok: true; content: DocumentContent; totals: DocumentTotals }
  | { ok: false; message: string; errors: FieldErrors };

export const MAX_DOCUMENT_LINES = 500;

/** The ids a document refers to, each once, so the caller can load them first. */
export function referencedIds(input: DocumentInput): ReferencedIds {
  const ids = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];
  return {
    customerIds: ids([input.customerId]),
    productIds: ids(input.lines.map((l) => l.productId)),
    taxIds: ids(input.taxIds),
    parameterIds: ids(input.parameters.map((p) => p.parameterId)),
  };
}

/**
 * Weighs a document against the workspace's records and as a whole, and computes its totals
 * (never the client's): a customer (a record or a walk-in's name) and at least one line, each line
 * a live product or a description with a price, live taxes once each, live parameters or named
 * ones with an amount, then the rules on the totals. When the customer or every line is missing,
 * the message is 'Fill customer details and add items'.
 */
export function checkDocument(input: DocumentInput, refs: DocumentReferences): DocumentValidation {
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal): void => {
    (errors[field] ??= []).push(refusal);
  };

  const customer = customerOf(input, refs, add);
  if (input.lines.length === 0) add('lines', invoicingRefusal.field('customer-and-items-required'));
  const lines = input.lines.map((line, i) => lineOf(line, `lines.${i}`, refs, add));
  const taxes = taxesOf(input.taxIds, refs, add);
  const parameters = parametersOf(input.parameters, refs, add);

  if (Object.keys(errors).length > 0) return { ok: false, message: messageFor(errors), errors };
  const content: DocumentContent = {
    customer,
    date: input.date,
    dueDate: input.dueDate ?? input.date,
    projectRef: input.projectRef,
    note: input.note,
    lines: lines.filter((l): l is DocumentLine => l !== null),
    otherDiscount: input.otherDiscount,
    taxes,
    parameters,
    pricesIncludeTax: input.pricesIncludeTax ?? false,
  };
  const totals = computeDocumentTotals(content);
  const ruleErrors = documentRuleErrors(content, totals);
  if (Object.keys(ruleErrors).length > 0) return { ok: false, message: messageFor(ruleErrors), errors: ruleErrors };
  return { ok: true, content, totals };
}

function messageFor(errors: FieldErrors): string {
  const fill = ['customer_id', 'lines'].some((f) => errors[f]?.some((refusal) => refusal.message === FILL_CUSTOMER_AND_ITEMS));
  return fill ? FILL_CUSTOMER_AND_ITEMS : INVALID_DATA;
}

type Add = (field: string, refusal: FieldRefusal) => void;

function customerOf(input: DocumentInput, refs: DocumentReferences, add: Add): InvoiceCustomer | null {
  if (input.customerId !== null) {
    const customer = refs.customers.get(input.customerId);
    if (!customer) {
      add('customer_id', invoicingRefusal.field('customer-invalid'));
      return null;
    }
    return { kind: 'company', customerId: customer.id, contactPerson: input.contactPerson ?? customer.contactPerson };
  }
  if (input.cashCustomer !== null) return { kind: 'cash', name: input.cashCustomer };
  add('customer_id', invoicingRefusal.field('customer-and-items-required'));
  return null;
}

function lineOf(line: DocumentLineInput, at: string, refs: DocumentReferences, add: Add): DocumentLine | null {
  const product = line.productId === null ? undefined : refs.products.get(line.productId);
  if (line.productId !== null && !product) add(`${at}.product_id`, invoicingRefusal.field('product-invalid'));

  const description = line.description ?? product?.name ?? null;
  if (!description && line.productId === null) add(`${at}.description`, invoicingRefusal.field('description-required'));

  const unitPrice = line.unitPrice ?? product?.price ?? null;
  // An unknown product already has its error; its missing price would only repeat it.
  if (!unitPrice && line.productId === null) add(`${at}.price`, validationRefusal.field('required-value', { label: 'price' }));

  if (!product && line.productId !== null) return null;
  if (!description || !unitPrice) return null;
  return {
    productId: product?.id ?? null,
    description,
    unit: product?.unit ?? null,
    unitPrice,
    quantity: line.quantity,
    discount: line.discount,
    unitCost: line.unitCost ?? product?.unitCost ?? null,
    stockable: product?.stockable ?? false,
    taxTreatment: line.taxTreatment ?? DEFAULT_TAX_TREATMENT,
  };
}

/** A percentage: 0 to 100 with up to two decimals, as a plain decimal string. */
export function parseRate(input: unknown, label = 'rate'): { ok: true; value: string } | { ok: false; refusal: FieldRefusal } {
  const r = parseDecimalInput(input, 2, { label });
  if (!r.ok) return r;
  if (r.value.greaterThan(100)) return { ok: false, refusal: invoicingRefusal.field('rate-range', { label }) };
  return { ok: true, value: r.value.toFixed() };
}

function taxesOf(ids: readonly string[], refs: DocumentReferences, add: Add): AppliedTax[] {
  const taxes: AppliedTax[] = [];
  ids.forEach((id, i) => {
    const tax = refs.taxes.get(id);
    if (!tax) add(`tax_ids.${i}`, invoicingRefusal.field('tax-invalid'));
    else if (taxes.some((t) => t.taxId === tax.taxId)) add(`tax_ids.${i}`, invoicingRefusal.field('tax-twice'));
    else taxes.push(tax);
  });
  return taxes;
}

function parametersOf(inputs: readonly DocumentParameterInput[], refs: DocumentReferences, add: Add): DocumentParameter[] {
  const parameters: DocumentParameter[] = [];
  inputs.forEach((p, i) => {
    const ref = p.parameterId === null ? undefined : refs.parameters.get(p.parameterId);
    if (p.parameterId !== null && !ref) {
      add(`parameters.${i}.parameter_id`, invoicingRefusal.field('parameter-invalid'));
      return;
    }
    const name = p.name ?? ref?.name ?? null;
    if (!name) {
      add(`parameters.${i}.name`, invoicingRefusal.field('name-required'));
      return;
    }
    const amount = p.amount ?? ref?.value ?? null;
    if (!amount) {
      add(`parameters.${i}.amount`, validationRefusal.field('required-value', { label: 'amount' }));
      return;
    }
    parameters.push({ parameterId: ref?.id ?? null, name, amount });
  });
  return parameters;
}
