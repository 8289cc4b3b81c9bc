import { Money } from '../money/money';
import { parseDecimalInput, parseMoney, parseQuantity } from '../money/money.parse';
import type { FieldErrors, FieldRefusal } from '../shared/domain-error';
import { validationRefusal } from '../shared/validation.refusals';
import { isCalendarDate } from '../shared/calendar-date';
import { FILL_CUSTOMER_AND_ITEMS, INVALID_DATA, invoicingRefusal } from './invoicing.errors';
import {
  computeDocumentTotals,
  documentRuleErrors,
  NO_DISCOUNT,
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

export type DocumentValidation =
  | { ok: true; content: DocumentContent; totals: DocumentTotals }
  | { ok: false; message: string; errors: FieldErrors };

export const MAX_DOCUMENT_LINES = 500;
const DESCRIPTION_MAX = 1000;
const TEXT_MAX = 255;
const NOTE_MAX = 5000;

/** The ids an invoice or quotation body refers to, so the caller can load them first. */
export function referencedIds(input: unknown): ReferencedIds {
  const body = asObject(input);
  const ids = (values: unknown[]): string[] => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
  return {
    customerIds: ids([body['customer_id']]),
    productIds: ids(asArray(body['lines']).map((l) => asObject(l)['product_id'])),
    taxIds: ids(asArray(body['tax_ids'])),
    parameterIds: ids(asArray(body['parameters']).map((p) => asObject(p)['parameter_id'])),
  };
}

/**
 * Reads an invoice or quotation body (snake_case, as the API takes it) into a document and
 * its totals, or the field errors a 422 carries. Totals are always recomputed here; any
 * totals the client sent are ignored. When the customer or every line is missing, the
 * message is 'Fill customer details and add items'.
 */
export function validateDocumentInput(input: unknown, refs: DocumentReferences): DocumentValidation {
  const body = asObject(input);
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal): void => {
    (errors[field] ??= []).push(refusal);
  };

  const customer = readCustomer(body, refs, add);
  const date = readDate(body['date'], 'date', add);
  const dueDate = body['due_date'] === undefined || body['due_date'] === null || body['due_date'] === ''
    ? date
    : readDate(body['due_date'], 'due date', add, 'due_date');

  const rawLines = body['lines'] === undefined || body['lines'] === null ? [] : body['lines'];
  if (!Array.isArray(rawLines)) add('lines', invoicingRefusal.field('lines-not-list'));
  const lineInputs = Array.isArray(rawLines) ? rawLines : [];
  if (Array.isArray(rawLines) && lineInputs.length === 0) add('lines', invoicingRefusal.field('customer-and-items-required'));
  if (lineInputs.length > MAX_DOCUMENT_LINES) add('lines', invoicingRefusal.field('too-many-lines', { max: MAX_DOCUMENT_LINES }));
  const lines = lineInputs.slice(0, MAX_DOCUMENT_LINES).map((l, i) => readLine(asObject(l), `lines.${i}`, refs, add));

  const otherDiscount = readDiscount(body['other_discount_type'], body['other_discount'], 'other_discount', add, true);
  const taxes = readTaxes(body['tax_ids'], refs, add);
  const parameters = readParameters(body['parameters'], refs, add);

  const projectRef = readText(body['project_ref'], 'project_ref', 'project/ref', TEXT_MAX, add);
  const note = readText(body['note'], 'note', 'note', NOTE_MAX, add);

  if (Object.keys(errors).length > 0 || !date || !dueDate || lines.some((l) => l === null) || !otherDiscount) {
    return { ok: false, message: messageFor(errors), errors };
  }
  const content: DocumentContent = {
    customer,
    date,
    dueDate,
    projectRef,
    note,
    lines: lines.filter((l): l is DocumentLine => l !== null),
    otherDiscount,
    taxes,
    parameters,
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

function readCustomer(body: Record<string, unknown>, refs: DocumentReferences, add: Add): InvoiceCustomer | null {
  const id = body['customer_id'];
  const cash = body['cash_customer'];
  if (id !== undefined && id !== null && id !== '') {
    const customer = typeof id === 'string' ? refs.customers.get(id) : undefined;
    if (!customer) {
      add('customer_id', invoicingRefusal.field('customer-invalid'));
      return null;
    }
    const contact = readText(body['contact_person'], 'contact_person', 'contact person', TEXT_MAX, add);
    return { kind: 'company', customerId: customer.id, contactPerson: contact ?? customer.contactPerson };
  }
  if (typeof cash === 'string' && cash.trim() !== '') {
    const name = readText(cash, 'cash_customer', 'cash customer', TEXT_MAX, add);
    return name ? { kind: 'cash', name } : null;
  }
  add('customer_id', invoicingRefusal.field('customer-and-items-required'));
  return null;
}

function readLine(line: Record<string, unknown>, at: string, refs: DocumentReferences, add: Add): DocumentLine | null {
  let product: ProductRef | undefined;
  const productId = line['product_id'];
  const hasProduct = productId !== undefined && productId !== null && productId !== '';
  if (hasProduct) {
    product = typeof productId === 'string' ? refs.products.get(productId) : undefined;
    if (!product) add(`${at}.product_id`, invoicingRefusal.field('product-invalid'));
  }

  const description = readText(line['description'], `${at}.description`, 'description', DESCRIPTION_MAX, add) ?? product?.name ?? null;
  if (!description && !hasProduct) add(`${at}.description`, invoicingRefusal.field('description-required'));

  const priceInput = line['price'] ?? line['unit_price'];
  const price = priceInput === undefined && product ? { ok: true as const, value: product.price } : parseMoney(priceInput, { label: 'price' });
  // An unknown product already has its error; its missing price would only repeat it.
  if (!price.ok && !(hasProduct && !product && priceInput === undefined)) add(`${at}.price`, price.refusal);

  const quantity = parseQuantity(line['quantity'], { sign: 'positive' });
  if (!quantity.ok) add(`${at}.quantity`, quantity.refusal);

  const costInput = line['unit_cost'];
  let unitCost: Money | null = product?.unitCost ?? null;
  if (costInput !== undefined && costInput !== null && costInput !== '') {
    const cost = parseMoney(costInput, { label: 'unit cost' });
    if (cost.ok) unitCost = cost.value;
    else add(`${at}.unit_cost`, cost.refusal);
  }

  const discount = readDiscount(line['discount_type'], line['discount_value'], `${at}.discount_value`, add, false, `${at}.discount_type`);
  if ((hasProduct && !product) || !price.ok || !quantity.ok || !discount || (!description && !hasProduct)) return null;
  return {
    productId: product?.id ?? null,
    description: description ?? '',
    unit: product?.unit ?? null,
    unitPrice: price.value,
    quantity: quantity.value,
    discount,
    unitCost,
    stockable: product?.stockable ?? false,
  };
}

function readDiscount(
  typeInput: unknown,
  valueInput: unknown,
  field: string,
  add: Add,
  other: boolean,
  typeField = `${field}_type`,
): Discount | null {
  const type = typeInput === undefined || typeInput === null || typeInput === '' ? 'value' : typeInput;
  if (type !== 'value' && type !== 'percentage') {
    add(typeField, invoicingRefusal.field('discount-type'));
    return null;
  }
  if (valueInput === undefined || valueInput === null || valueInput === '') return NO_DISCOUNT;
  const label = other ? 'other discount' : 'discount';
  if (type === 'value') {
    const value = parseMoney(valueInput, { label });
    if (!value.ok) {
      add(field, value.refusal);
      return null;
    }
    return { type, value: value.value };
  }
  const rate = parseRate(valueInput, `${label} percentage`);
  if (!rate.ok) {
    add(field, rate.refusal);
    return null;
  }
  return { type, rate: rate.value };
}

/** A percentage: 0 to 100 with up to two decimals, as a plain decimal string. */
export function parseRate(input: unknown, label = 'rate'): { ok: true; value: string } | { ok: false; refusal: FieldRefusal } {
  const r = parseDecimalInput(input, 2, { label });
  if (!r.ok) return r;
  if (r.value.greaterThan(100)) return { ok: false, refusal: invoicingRefusal.field('rate-range', { label }) };
  return { ok: true, value: r.value.toFixed() };
}

function readTaxes(input: unknown, refs: DocumentReferences, add: Add): AppliedTax[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    add('tax_ids', invoicingRefusal.field('taxes-not-list'));
    return [];
  }
  const taxes: AppliedTax[] = [];
  input.forEach((id, i) => {
    const tax = typeof id === 'string' ? refs.taxes.get(id) : undefined;
    if (!tax) add(`tax_ids.${i}`, invoicingRefusal.field('tax-invalid'));
    else if (taxes.some((t) => t.taxId === tax.taxId)) add(`tax_ids.${i}`, invoicingRefusal.field('tax-twice'));
    else taxes.push(tax);
  });
  return taxes;
}

function readParameters(input: unknown, refs: DocumentReferences, add: Add): DocumentParameter[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    add('parameters', invoicingRefusal.field('parameters-not-list'));
    return [];
  }
  const parameters: DocumentParameter[] = [];
  input.forEach((raw, i) => {
    const p = asObject(raw);
    const id = p['parameter_id'];
    const hasId = id !== undefined && id !== null && id !== '';
    const ref = hasId && typeof id === 'string' ? refs.parameters.get(id) : undefined;
    if (hasId && !ref) {
      add(`parameters.${i}.parameter_id`, invoicingRefusal.field('parameter-invalid'));
      return;
    }
    const name = readText(p['name'], `parameters.${i}.name`, 'name', TEXT_MAX, add) ?? ref?.name ?? null;
    if (!name) {
      add(`parameters.${i}.name`, invoicingRefusal.field('name-required'));
      return;
    }
    const amountInput = p['amount'] ?? p['value'];
    const amount = amountInput === undefined && ref ? { ok: true as const, value: ref.value } : parseMoney(amountInput, { sign: 'any' });
    if (!amount.ok) {
      add(`parameters.${i}.amount`, amount.refusal);
      return;
    }
    parameters.push({ parameterId: ref?.id ?? null, name, amount: amount.value });
  });
  return parameters;
}

function readDate(input: unknown, label: string, add: Add, field = label): string | null {
  if (input === undefined || input === null || input === '') {
    add(field, invoicingRefusal.field('date-required', { label }));
    return null;
  }
  if (!isCalendarDate(input)) {
    add(field, invoicingRefusal.field('date-format', { label }));
    return null;
  }
  return input;
}

function readText(input: unknown, field: string, label: string, max: number, add: Add): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string' && typeof input !== 'number') {
    add(field, validationRefusal.field('text', { label }));
    return null;
  }
  const text = String(input).trim();
  if (text.length > max) {
    add(field, validationRefusal.field('too-long', { label, max }));
    return null;
  }
  return text === '' ? null : text;
}

function asObject(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

function asArray(input: unknown): unknown[] {
  return Array.isArray(input) ? input : [];
}
