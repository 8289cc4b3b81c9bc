import type { Resource } from '../access/permissions';
import type { FieldErrors } from '../shared/domain-error';
import type { FieldSpec, RecordValues } from './field-rules';
import { productsRefusal } from '../stock/products.refusals';
import { productPricesRefusal } from './product-prices.refusals';
import { ACCOUNTS } from '../accounting/accounts';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { OpeningBalanceRule } from '../accounting/opening-balances';

/**
 * A kind of record kept by the one list-and-form mechanism (master data and settings):
 * the API validates and stores it from this description, the admin builds its list, form,
 * filters and export from the same one. Adding a field is one line here and one column.
 */
export interface RecordResource {
  /** URL segment under /api and the admin's resource name. */
  name: string;
  /** One record, as the public paths name it (`permanent/delete/customer/{id}`). */
  singular: string;
  /** Table; every row has tenant_id, id, created_at, updated_at and the fields below. */
  table: string;
  permission: Resource;
  fields: readonly FieldSpec[];
  /** Shown in lists, searched, exported; `name` of a field or a system column. */
  listFields: readonly string[];
  searchable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Fields no two live records of a workspace may share ("The name has already been taken."). */
  unique: readonly string[];
  /** Active/inactive toggle (`status` smallint). */
  hasStatus: boolean;
  /** Deleted list, restore and permanent delete. */
  softDelete: boolean;
  /**
   * Amounts that open the record's books. They are not columns: each save that changes one
   * appends an OpeningBalanceSet event to the record's stream, and reads fold it back.
   */
  openingBalances?: readonly (OpeningBalanceRule & { spec: FieldSpec })[];
  /** Opening amounts that follow the ones above (open stock's value at cost). */
  openingValues?: readonly OpeningValueRule[];
  /** Figures read from the ledger's balances, never stored on the row. */
  ledgerFigures?: readonly LedgerFigure[];
  /**
   * What the record's party still owes or is owed in the books: while it is not zero, only an
   * Admin may delete the record, and only after being told the amount.
   */
  openBalance?: LedgerFigure;
  /** A code field filled with the next free `<prefix><number>` when left empty. */
  autoCode?: { field: string; prefix: string; digits: number };
  /** Rules across fields (opening amounts included), after each field passed its own. */
  crossCheck?: (values: RecordValues) => FieldErrors;
  /** Accepts other spellings of a body (aliases of the API contract) before validation. */
  normalize?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Contract names a response also carries a field under (`identification_name` for `name`). */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * An opening amount nobody types in: the value at cost of an opening quantity. It is kept
 * in the OpeningBalanceSet event's amounts like the others, so a later change posts only the
 * difference.
 */
export type OpeningValueRule = OpeningBalanceRule & { valueAtCost: OpeningValue };

/** A value at cost: `quantity` (an opening amount) priced by `unitPrice` (a money field of the record). */
export interface OpeningValue {
  quantity: string;
  unitPrice: string;
}

/**
 * A valued opening amount after a save. Moving-average costing: units added to the opening
 * come in at the record's price now; units taken off it leave at the opening's own average
 * (all of its value when none are left), so the value never falls below zero or strands
 * cents on no stock.
 */
export function openingValueAfter(
  field: string,
  value: OpeningValue,
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  unitPrice: string | null,
): string {
  const was = Quantity.of(before[value.quantity] ?? '0');
  const now = Quantity.of(after[value.quantity] ?? '0');
  const held = Money.of(before[field] ?? '0');
  const change = now.compare(was);
  if (change === 0) return held.toFixed();
  if (change > 0) return held.plus(Money.of(unitPrice ?? '0').times(now.minus(was).toDecimal())).toFixed();
  if (now.isZero() || was.isZero()) return '0.00';
  return held.minus(held.times(was.minus(now).toDecimal().dividedBy(was.toDecimal()))).toFixed();
}

/** A balance shown on a record: its account's debit − credit, negated for credit-normal ones. */
export interface LedgerFigure {
  name: string;
  label: string;
  account: string;
  ownParty?: boolean;
  normal: 'debit' | 'credit';
  /** The quantity of the record's own commodity (stock on hand) instead of money. */
  measure?: 'money' | 'quantity';
}

const CUSTOMER_OUTSTANDING: LedgerFigure = { name: 'total_outstanding', label: 'total outstanding', account: ACCOUNTS.receivable, ownParty: true, normal: 'debit' };

const opening = (field: string, label: string, rule: Omit<OpeningBalanceRule, 'field'>) => ({
  field,
  ...rule,
  spec: { name: field, label, rule: { type: rule.measure === 'quantity' ? ('quantity' as const) : ('money' as const) } },
});

export const PRODUCT_TYPES = ['Stockable', 'Non-stockable'] as const;
/** What a product's unit measures: counted pieces, or a weight, volume, length, area or time. */
export const PRODUCT_UNIT_TYPES = ['Count', 'Weight', 'Volume', 'Length', 'Area', 'Time'] as const;
export const PAGE_SIZES = ['A4', 'Letter'] as const;

/** Invoice and quotation templates share their fields (logo, theme colour, page size, footer…). */
const template = (name: string, permission: 'invoice-templates' | 'quotation-templates'): RecordResource =>
  settings({
    name,
    singular: 'template',
    table: name.replace('-', '_'),
    permission,
    fields: [
      text('name', 'name', true, 100),
      { name: 'theme_colour', label: 'theme colour', required: true, rule: { type: 'text', format: 'colour' } },
      { name: 'page_size', label: 'page size', required: true, rule: { type: 'choice', choices: PAGE_SIZES } },
      { name: 'footer_note', label: 'footer note', rule: { type: 'text', max: 1000, multiline: true } },
      text('prepared_by', 'prepared by', false, 100),
      text('checked_by', 'checked by', false, 100),
      text('received', 'received', false, 100),
      text('received_id', 'received ID', false, 100),
      // Printed on a tax invoice, which the invoice itself does not say.
      text('place_of_supply', 'place of supply', false, 255),
      text('mode_of_payment', 'mode of payment', false, 100),
      { name: 'is_default', label: 'default', rule: { type: 'boolean' } },
    ],
    listFields: ['name', 'theme_colour', 'page_size', 'is_default'],
  });

/**
 * Short names a product body may use: `stockable` (boolean) for the type, and `price` alone
 * standing for the selling price when none is given.
 */
function normalizeProduct(body: Record<string, unknown>): Record<string, unknown> {
  const normalized = { ...body };
  if (normalized.type === undefined && typeof normalized.stockable === 'boolean') {
    normalized.type = normalized.stockable ? 'Stockable' : 'Non-stockable';
  }
  if (normalized.selling_price === undefined && normalized.price !== undefined) {
    normalized.selling_price = normalized.price;
  }
  return normalized;
}

/**
 * Names a bank account body may use: `identification_name` for the name and `balance`
 * for the opening balance (the balance shown afterwards is the ledger's).
 */
function normalizeBankAccount(body: Record<string, unknown>): Record<string, unknown> {
  const normalized = { ...body };
  if (normalized.name === undefined && normalized.identification_name !== undefined) normalized.name = normalized.identification_name;
  if (normalized.opening_balance === undefined && normalized.balance !== undefined) normalized.opening_balance = normalized.balance;
  return normalized;
}

function checkProduct(values: RecordValues): FieldErrors {
  const errors: FieldErrors = {};
  const { type, open_stock, min_price, max_price } = values;
  if (type === 'Non-stockable' && typeof open_stock === 'string' && !Quantity.of(open_stock).isZero()) {
    errors.open_stock = [productsRefusal.field('not-stockable')];
  }
  if (typeof min_price === 'string' && typeof max_price === 'string' && Money.of(min_price).greaterThan(max_price)) {
    errors.max_price = [productPricesRefusal.field('max-below-min')];
  }
  return errors;
}

const text = (name: string, label: string, required = false, max?: number): FieldSpec => ({
  name,
  label,
  required,
  rule: { type: 'text', max },
});

/** A party's numbers with the Inland Revenue Department, printed on tax invoices. */
export const TAX_NUMBERS: readonly FieldSpec[] = [
  { name: 'tin', label: 'TIN', rule: { type: 'text', format: 'tin' } },
  { name: 'vat_number', label: 'VAT number', rule: { type: 'text', format: 'vat-number' } },
];

export const EXPENSE_CATEGORY_TYPES = ['Cost of Operations', 'Cost of Sales'] as const;
export const SUPPLIER_TYPES = ['Utility', 'Local Vendor', 'Transport', 'International Vendor'] as const;

const settings = (
  resource: Omit<RecordResource, 'listFields' | 'searchable' | 'defaultSort' | 'unique' | 'hasStatus' | 'softDelete'> &
    Partial<RecordResource>,
): RecordResource => ({
  listFields: resource.fields.map((f) => f.name),
  searchable: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: ['name'],
  hasStatus: true,
  softDelete: true,
  ...resource,
});

export const RECORD_RESOURCES: readonly RecordResource[] = [
  settings({ name: 'units', singular: 'unit', table: 'units', permission: 'units', fields: [text('name', 'name', true, 100)] }),
  settings({
    name: 'product-category',
    singular: 'category',
    table: 'product_categories',
    permission: 'product-categories',
    fields: [text('name', 'name', true, 100), text('description', 'description', false, 500)],
  }),
  settings({
    name: 'invoice-parameters',
    singular: 'parameter',
    table: 'invoice_parameters',
    permission: 'invoice-parameters',
    fields: [text('name', 'name', true, 100), { name: 'value', label: 'value', rule: { type: 'money', sign: 'any' } }],
  }),
  settings({
    name: 'expenses-categories',
    singular: 'category',
    table: 'expense_categories',
    permission: 'expense-categories',
    fields: [
      text('name', 'name', true, 100),
      { name: 'type', label: 'type', required: true, rule: { type: 'choice', choices: EXPENSE_CATEGORY_TYPES } },
    ],
  }),
  settings({
    name: 'expenses-sub-categories',
    singular: 'sub-category',
    table: 'expense_sub_categories',
    permission: 'expense-categories',
    fields: [
      text('name', 'name', true, 100),
      { name: 'category_id', label: 'category', required: true, rule: { type: 'reference', resource: 'expenses-categories' } },
    ],
    unique: [],
  }),
  settings({
    name: 'taxes',
    singular: 'tax',
    table: 'taxes',
    permission: 'taxes',
    fields: [
      text('name', 'name', true, 100),
      { name: 'rate', label: 'rate', required: true, rule: { type: 'percentage' } },
      text('abbreviation', 'abbreviation', true, 20),
    ],
    searchable: ['name', 'abbreviation'],
  }),
  settings({
    name: 'bank-accounts',
    singular: 'account',
    table: 'bank_accounts',
    permission: 'bank-accounts',
    fields: [
      text('name', 'identification name', true, 100),
      text('account_number', 'account number', false, 50),
      text('bank_name', 'bank name', false, 100),
      text('branch_name', 'branch name', false, 100),
    ],
    listFields: ['name', 'account_number', 'bank_name', 'branch_name', 'balance'],
    searchable: ['name', 'account_number', 'bank_name'],
    openingBalances: [
      opening('opening_balance', 'opening balance', { debit: { account: 'bank:{id}' }, credit: { account: ACCOUNTS.openingEquity } }),
    ],
    ledgerFigures: [{ name: 'balance', label: 'balance', account: 'bank:{id}', normal: 'debit' }],
    normalize: normalizeBankAccount,
    aliases: { identification_name: 'name' },
  }),
  template('invoice-templates', 'invoice-templates'),
  template('quotation-templates', 'quotation-templates'),
  {
    name: 'customers',
    singular: 'customer',
    table: 'customers',
    permission: 'customers',
    fields: [
      text('name', 'name', true),
      text('contact_person', 'contact person'),
      { name: 'email', label: 'email', rule: { type: 'email' } },
      { name: 'other_email', label: 'other email', rule: { type: 'email' } },
      { name: 'phone', label: 'phone', rule: { type: 'phone' } },
      { name: 'other_phone', label: 'other phone', rule: { type: 'phone' } },
      text('address', 'postal address', false, 1000),
      { name: 'website', label: 'website', rule: { type: 'url' } },
      ...TAX_NUMBERS,
      // Days after an invoice's date that it falls due; empty: the workspace's terms.
      { name: 'payment_terms_days', label: 'payment terms', rule: { type: 'integer', min: 0, max: 3650 } },
    ],
    listFields: ['name', 'contact_person', 'email', 'phone', 'total_outstanding', 'credit_balance', 'created_at'],
    searchable: ['name', 'contact_person', 'email', 'phone'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    unique: [],
    hasStatus: true,
    softDelete: true,
    openingBalances: [
      opening('open_outstanding', 'open outstanding', {
        debit: { account: ACCOUNTS.receivable, ownParty: true },
        credit: { account: ACCOUNTS.openingEquity },
      }),
      opening('open_credit_balance', 'open credit balance', {
        debit: { account: ACCOUNTS.openingEquity },
        credit: { account: ACCOUNTS.customerCredit, ownParty: true },
      }),
    ],
    ledgerFigures: [
      CUSTOMER_OUTSTANDING,
      { name: 'credit_balance', label: 'credit balance', account: ACCOUNTS.customerCredit, ownParty: true, normal: 'credit' },
    ],
    openBalance: CUSTOMER_OUTSTANDING,
  },
  {
    name: 'products',
    singular: 'product',
    table: 'products',
    permission: 'products',
    fields: [
      text('code', 'code', false, 50),
      text('name', 'name', true),
      { name: 'type', label: 'type', required: true, rule: { type: 'choice', choices: PRODUCT_TYPES } },
      { name: 'category_id', label: 'category', rule: { type: 'reference', resource: 'product-category' } },
      { name: 'unit_id', label: 'unit', rule: { type: 'reference', resource: 'units' } },
      { name: 'unit_type', label: 'unit type', rule: { type: 'choice', choices: PRODUCT_UNIT_TYPES } },
      { name: 'unit_cost', label: 'unit cost', rule: { type: 'money' } },
      { name: 'price', label: 'price', rule: { type: 'money' } },
      { name: 'selling_price', label: 'selling price', required: true, rule: { type: 'money' } },
      { name: 'min_price', label: 'min price', rule: { type: 'money' } },
      { name: 'max_price', label: 'max price', rule: { type: 'money' } },
      { name: 'stock_level', label: 'stock level', rule: { type: 'quantity' } },
      text('barcode', 'barcode', false, 64),
      text('description', 'description', false, 2000),
    ],
    listFields: ['code', 'name', 'type', 'unit_type', 'selling_price', 'stock_quantity', 'stock_level', 'created_at'],
    searchable: ['code', 'name', 'barcode'],
    defaultSort: { field: 'code', order: 'ASC' },
    unique: ['code', 'barcode'],
    hasStatus: true,
    softDelete: true,
    autoCode: { field: 'code', prefix: 'P', digits: 4 },
    crossCheck: checkProduct,
    normalize: normalizeProduct,
    openingBalances: [
      opening('open_stock', 'open stock', {
        measure: 'quantity',
        debit: { account: ACCOUNTS.inventory },
        credit: { account: ACCOUNTS.openingStock },
      }),
    ],
    // Open stock's value at cost (party product:<id>, like every stock value), so the moving
    // average of later sales starts from something.
    openingValues: [
      {
        field: 'open_stock_value',
        debit: { account: ACCOUNTS.inventory, ownParty: true },
        credit: { account: ACCOUNTS.openingStock, ownParty: true },
        valueAtCost: { quantity: 'open_stock', unitPrice: 'unit_cost' },
      },
    ],
    ledgerFigures: [
      { name: 'stock_quantity', label: 'stock quantity', account: ACCOUNTS.inventory, normal: 'debit', measure: 'quantity' },
    ],
  },
  {
    name: 'suppliers',
    singular: 'supplier',
    table: 'suppliers',
    permission: 'suppliers',
    fields: [
      text('name', 'name', true),
      text('contact_person', 'supplier'),
      { name: 'type', label: 'type', required: true, rule: { type: 'choice', choices: SUPPLIER_TYPES } },
      { name: 'email', label: 'email', rule: { type: 'email' } },
      { name: 'phone', label: 'phone', rule: { type: 'phone' } },
      text('address', 'address', false, 1000),
      { name: 'website', label: 'website', rule: { type: 'url' } },
      text('account_number', 'account number', false, 50),
      text('bank_name', 'bank name', false, 100),
      text('branch_name', 'branch name', false, 100),
      // Days after a bill's date that it falls due (its due date's default); empty: due on the bill's date.
      { name: 'payment_terms_days', label: 'payment terms', rule: { type: 'integer', min: 0, max: 3650 } },
      ...TAX_NUMBERS,
    ],
    openBalance: { name: 'open_balance', label: 'amount owed', account: ACCOUNTS.payable, ownParty: true, normal: 'credit' },
    listFields: ['name', 'contact_person', 'type', 'email', 'phone', 'created_at'],
    searchable: ['name', 'contact_person', 'email', 'phone'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    unique: [],
    hasStatus: true,
    softDelete: true,
  },
];

export function recordResource(name: string): RecordResource | undefined {
  return RECORD_RESOURCES.find((r) => r.name === name);
}
