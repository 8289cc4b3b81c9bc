import { recordResource, type RecordResource } from '../records/record-resources';
import type { FieldSpec } from '../records/field-rules';
import type { Resource } from '../access/permissions';
import { ACCOUNT_TYPES } from '../accounting/chart';
import { PAY_TYPES } from '../payments/receipt';
import { VOUCHER_PAY_TYPES } from '../vouchers/voucher';

/**
 * What a spreadsheet can bring in: master data, whose opening amounts (what a customer owes,
 * a bank balance, stock at cost) are columns of its own, the business's own accounts, and past
 * invoices and supplier bills (one row per line, the rows of one number making one confirmed
 * document): what customers owe and what is owed to suppliers, invoice by invoice; and past
 * receipts and vouchers (one row per invoice or bill each pays).
 */
export const IMPORT_KINDS = ['customers', 'suppliers', 'products', 'bank-accounts', 'ledger-accounts', 'invoices', 'bills', 'receipts', 'vouchers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export function isImportKind(kind: unknown): kind is ImportKind {
  return typeof kind === 'string' && (IMPORT_KINDS as readonly string[]).includes(kind);
}

/**
 * A reference a file names by its name (a product's category and unit), found among the
 * workspace's live records of `resource` and created when none has that name.
 */
export interface NamedReference {
  field: string;
  resource: string;
}

/** One column of a kind's template: the field it fills and its header in each language. */
export interface ImportColumn {
  field: string;
  label: string;
  en: string;
  si: string;
  /** The field's rule, or a name looked up for a reference. */
  spec: FieldSpec;
  reference?: NamedReference;
}

export interface ImportKindSpec {
  kind: ImportKind;
  /** The resource whose records a row creates: the role must be allowed to create them. */
  permission: Resource;
  /** The record resource a row is saved as, for master data; null for accounts and documents. */
  resource: RecordResource | null;
  /** The fields a row fills, in the order of the template's columns. */
  fields: readonly FieldSpec[];
  /** Whether importing moves the books, so the preview shows the trial balance after it. */
  balances: boolean;
  /**
   * How a row finds the record it updates, in order: the first of these fields the row fills
   * decides (a customer by email, else by name), compared without regard to case.
   */
  naturalKeys: readonly string[];
  references: readonly NamedReference[];
}

type RecordKind = Exclude<ImportKind, 'ledger-accounts' | 'invoices' | 'bills' | 'receipts' | 'vouchers'>;

const RECORD_KEYS: Record<RecordKind, Pick<ImportKindSpec, 'naturalKeys' | 'references'>> = {
  customers: { naturalKeys: ['email', 'name'], references: [] },
  suppliers: { naturalKeys: ['email', 'name'], references: [] },
  products: {
    naturalKeys: ['code', 'name'],
    references: [
      { field: 'category_id', resource: 'product-category' },
      { field: 'unit_id', resource: 'units' },
    ],
  },
  'bank-accounts': { naturalKeys: ['name'], references: [] },
};

/** A custom account's columns: the account request checks them (code format, reserved codes, lengths). */
const LEDGER_ACCOUNT_FIELDS: readonly FieldSpec[] = [
  { name: 'code', label: 'code', rule: { type: 'text' } },
  { name: 'name_en', label: 'name', rule: { type: 'text' } },
  { name: 'name_si', label: 'Sinhala name', rule: { type: 'text' } },
  { name: 'type', label: 'type', rule: { type: 'choice', choices: ACCOUNT_TYPES } },
  { name: 'description', label: 'description', rule: { type: 'text' } },
];

/**
 * A past invoice's line: the invoice it belongs to by its number in the file, whose customer
 * is named (by email or name) and whose product is named (by code or name), or left empty for a
 * line that is only a description and a price. The invoice's own request checks the rest.
 */
const INVOICE_FIELDS: readonly FieldSpec[] = [
  { name: 'invoice_number', label: 'invoice number', required: true, rule: { type: 'text', max: 50 } },
  { name: 'customer', label: 'customer', required: true, rule: { type: 'text' } },
  { name: 'date', label: 'date', rule: { type: 'date' } },
  { name: 'due_date', label: 'due date', rule: { type: 'date' } },
  { name: 'product', label: 'product', rule: { type: 'text' } },
  { name: 'description', label: 'description', rule: { type: 'text' } },
  { name: 'quantity', label: 'quantity', rule: { type: 'quantity' } },
  { name: 'price', label: 'price', rule: { type: 'money' } },
];

/** A supplier's bill's line, like an invoice's: goods (a product) or an expense (a category by its name). */
const BILL_FIELDS: readonly FieldSpec[] = [
  { name: 'bill_number', label: 'bill number', required: true, rule: { type: 'text', max: 100 } },
  { name: 'supplier', label: 'supplier', required: true, rule: { type: 'text' } },
  { name: 'date', label: 'date', rule: { type: 'date' } },
  { name: 'due_date', label: 'due date', rule: { type: 'date' } },
  { name: 'product', label: 'product', rule: { type: 'text' } },
  { name: 'category', label: 'expense category', rule: { type: 'text' } },
  { name: 'description', label: 'description', rule: { type: 'text' } },
  { name: 'quantity', label: 'quantity', rule: { type: 'quantity' } },
  { name: 'unit_cost', label: 'unit cost', rule: { type: 'money' } },
];

/** A past receipt's row: the receipt by its number, and one invoice it pays (by the invoice's number) with the amount. */
const RECEIPT_FIELDS: readonly FieldSpec[] = [
  { name: 'receipt_number', label: 'receipt number', required: true, rule: { type: 'text', max: 50 } },
  { name: 'customer', label: 'customer', required: true, rule: { type: 'text' } },
  { name: 'date', label: 'date', rule: { type: 'date' } },
  { name: 'pay_type', label: 'pay type', rule: { type: 'choice', choices: PAY_TYPES } },
  { name: 'account', label: 'bank account', rule: { type: 'text' } },
  { name: 'cheque_number', label: 'cheque number', rule: { type: 'text' } },
  { name: 'paid_amount', label: 'paid amount', rule: { type: 'money' } },
  { name: 'invoice_number', label: 'invoice number', rule: { type: 'text', max: 50 } },
  { name: 'amount', label: 'amount', rule: { type: 'money' } },
];

/** A past voucher's row: the voucher by its number, paying an expense category, or one of the supplier's bills (by its number) with the amount. */
const VOUCHER_FIELDS: readonly FieldSpec[] = [
  { name: 'voucher_number', label: 'voucher number', required: true, rule: { type: 'text', max: 50 } },
  { name: 'supplier', label: 'supplier', required: true, rule: { type: 'text' } },
  { name: 'date', label: 'date', rule: { type: 'date' } },
  { name: 'pay_type', label: 'pay type', rule: { type: 'choice', choices: VOUCHER_PAY_TYPES } },
  { name: 'account', label: 'bank account', rule: { type: 'text' } },
  { name: 'cheque_number', label: 'cheque number', rule: { type: 'text' } },
  { name: 'paid_amount', label: 'paid amount', rule: { type: 'money' } },
  { name: 'category', label: 'expense category', rule: { type: 'text' } },
  { name: 'bill_number', label: 'bill number', rule: { type: 'text', max: 100 } },
  { name: 'amount', label: 'amount', rule: { type: 'money' } },
];

export function importKindSpec(kind: ImportKind): ImportKindSpec {
  if (kind === 'vouchers') {
    return { kind, permission: 'vouchers', resource: null, fields: VOUCHER_FIELDS, balances: true, naturalKeys: ['voucher_number'], references: [] };
  }
  if (kind === 'receipts') {
    return { kind, permission: 'payments', resource: null, fields: RECEIPT_FIELDS, balances: true, naturalKeys: ['receipt_number'], references: [] };
  }
  if (kind === 'bills') {
    return { kind, permission: 'bills', resource: null, fields: BILL_FIELDS, balances: true, naturalKeys: ['bill_number'], references: [] };
  }
  if (kind === 'invoices') {
    return { kind, permission: 'invoices', resource: null, fields: INVOICE_FIELDS, balances: true, naturalKeys: ['invoice_number'], references: [] };
  }
  if (kind === 'ledger-accounts') {
    return { kind, permission: 'ledger-accounts', resource: null, fields: LEDGER_ACCOUNT_FIELDS, balances: false, naturalKeys: ['code'], references: [] };
  }
  const resource = recordResource(kind);
  if (!resource) throw new Error(`No record resource for the import kind ${kind}`);
  const openings = (resource.openingBalances ?? []).map((rule) => rule.spec);
  return { kind, permission: resource.permission, resource, fields: [...resource.fields, ...openings], balances: openings.length > 0, ...RECORD_KEYS[kind] };
}

/** Template headers in Sinhala, by field; a field without one is headed by its English label. */
const HEADERS_SI: Readonly<Record<string, string>> = {
  name: 'නම',
  code: 'කේතය',
  contact_person: 'සම්බන්ධතා පුද්ගලයා',
  email: 'විද්‍යුත් තැපෑල',
  other_email: 'වෙනත් විද්‍යුත් තැපෑල',
  phone: 'දුරකථන අංකය',
  other_phone: 'වෙනත් දුරකථන අංකය',
  address: 'ලිපිනය',
  website: 'වෙබ් අඩවිය',
  tin: 'බදු ගෙවන්නාගේ හඳුනාගැනීමේ අංකය (TIN)',
  vat_number: 'වැට් ලියාපදිංචි අංකය',
  payment_terms_days: 'ගෙවීමේ කොන්දේසි (දින)',
  type: 'වර්ගය',
  account_number: 'ගිණුම් අංකය',
  bank_name: 'බැංකුවේ නම',
  branch_name: 'ශාඛාවේ නම',
  category_id: 'කාණ්ඩය',
  unit_id: 'ඒකකය',
  unit_type: 'ඒකක වර්ගය',
  unit_cost: 'ඒකක පිරිවැය',
  price: 'මිල',
  selling_price: 'විකුණුම් මිල',
  min_price: 'අවම මිල',
  max_price: 'උපරිම මිල',
  stock_level: 'තොග මට්ටම',
  barcode: 'තීරු කේතය',
  description: 'විස්තරය',
  name_en: 'නම (ඉංග්‍රීසි)',
  name_si: 'නම (සිංහල)',
  open_outstanding: 'ආරම්භක හිඟ මුදල',
  open_credit_balance: 'ආරම්භක බැර ශේෂය',
  open_stock: 'ආරම්භක තොගය',
  opening_balance: 'ආරම්භක ශේෂය',
  invoice_number: 'ඉන්වොයිසි අංකය',
  bill_number: 'බිල්පත් අංකය',
  receipt_number: 'රිසිට්පත් අංකය',
  voucher_number: 'වවුචර් අංකය',
  pay_type: 'ගෙවීම් වර්ගය',
  account: 'බැංකු ගිණුම',
  cheque_number: 'චෙක්පත් අංකය',
  paid_amount: 'ගෙවූ මුදල',
  amount: 'මුදල',
  customer: 'ගනුදෙනුකරු',
  supplier: 'සැපයුම්කරු',
  category: 'වියදම් කාණ්ඩය',
  date: 'දිනය',
  due_date: 'නියමිත දිනය',
  product: 'නිෂ්පාදනය',
  quantity: 'ප්‍රමාණය',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The columns of a kind's file: every field of its record and its opening amounts, in the
 * record's order. A reference is named, not given by id: its header is the referenced record's.
 */
export function importColumns(spec: ImportKindSpec): ImportColumn[] {
  return spec.fields.map((field) => {
    const reference = spec.references.find((r) => r.field === field.name);
    const column: ImportColumn = { field: field.name, label: field.label, en: capitalised(field.label), si: HEADERS_SI[field.name] ?? capitalised(field.label), spec: field };
    return reference ? { ...column, reference } : column;
  });
}

/** A header as compared when matching: case, spacing and punctuation aside. */
export function headerKey(header: string): string {
  return header.normalize('NFC').toLowerCase().replace(/[\s_\-.:()]+/g, ' ').trim();
}

/**
 * Which field each of a file's headers fills: a header remembered for the kind first, then the
 * template's English or Sinhala header, the field's label or its API name. Unmatched headers map
 * to nothing and are left out of the import.
 */
export function autoMapping(columns: readonly ImportColumn[], headers: readonly string[], remembered: Readonly<Record<string, string>> = {}): Record<string, string | null> {
  const known = new Map<string, string>();
  for (const column of columns) for (const name of [column.field, column.label, column.en, column.si]) known.set(headerKey(name), column.field);
  const fields = new Set(columns.map((c) => c.field));
  return Object.fromEntries(
    headers.map((header) => {
      const kept = remembered[headerKey(header)];
      return [header, kept !== undefined && fields.has(kept) ? kept : (known.get(headerKey(header)) ?? null)];
    }),
  );
}
