/** Strings of the record mechanism (master data and settings), merged into the English catalogue. */
const records = {
  showing: 'Showing %{from} to %{to} of %{total} entries',
  previous: 'Previous',
  next: 'Next',
  search: 'Search',
  filter: 'Filter',
  from: 'From',
  to: 'To',
  status: 'Status',
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  created_at: 'Created',
  updated_at: 'Updated',
  clear_filters: 'Clear filters',
  clear_search: 'Clear search and filters',
  print: 'Print',
  export: 'Export',
  exporting: 'Exporting…',
  deleted_list: 'Deleted List',
  deleted_title: 'Deleted %{name}',
  back_to_list: 'Back to the list',
  new: 'New %{name}',
  edit_title: 'Edit %{name}',
  edit: 'Edit',
  view: 'View',
  delete: 'Delete',
  restore: 'Restore',
  purge: 'Delete permanently',
  no_match: 'No %{name} match your search',
  no_match_body: 'Try other words or dates, or clear the filters to see everything.',
  no_permission: 'You do not have permission to edit this details.',
  confirm: {
    title: 'Are you sure?',
    delete_body: "You won't be able to revert this!",
    delete: 'Yes, delete it!',
    restore_body: 'The record returns to its list.',
    restore: 'Yes, Restore it!',
    cancel: 'Cancel',
    open_balance_title: 'It still has an open balance',
  },
  notify: {
    create_done: '%{name} created successfully',
    create_failed: '%{name} create failed',
    update_done: '%{name} updated successfully',
    update_failed: '%{name} update failed',
    delete_done: '%{name} deleted successfully',
    delete_failed: '%{name} delete failed',
    restore_done: '%{name} restored successfully',
    restore_failed: '%{name} restore failed',
    purge_done: '%{name} permanently deleted',
    purge_failed: '%{name} permanent delete failed',
    status_done: '%{name} status changed',
    status_failed: '%{name} status change failed',
    export_done: '%{name} exported',
    export_failed: '%{name} export failed',
  },
  form: {
    details: 'Details',
    opening: 'Opening balances',
    opening_hint: 'What this record starts with in your books. Changing it later records an adjustment in the ledger.',
    figures: 'Balances',
    figures_hint: 'Calculated from the ledger; they change as documents are confirmed.',
    save: 'Save',
    cancel: 'Cancel',
    code_hint: 'Filled with the next free code; leave it empty to get one on save.',
    password_keep: 'Leave empty to keep the current password.',
  },
  choices: {
    'Cost of Operations': 'Cost of Operations',
    'Cost of Sales': 'Cost of Sales',
    Stockable: 'Stockable',
    'Non-stockable': 'Non-stockable',
    Utility: 'Utility',
    'Local Vendor': 'Local Vendor',
    Transport: 'Transport',
    'International Vendor': 'International Vendor',
    Count: 'Count',
    Weight: 'Weight',
    Volume: 'Volume',
    Length: 'Length',
    Area: 'Area',
    Time: 'Time',
    en: 'English',
    si: 'Sinhala (සිංහල)',
    month: 'Monthly',
    quarter: 'Quarterly',
    import: 'Importer',
    services: 'Services',
    manufacturing: 'Manufacturer',
    wholesale: 'Wholesale',
    'other-trading': 'Other trader',
  },
};

const resources = {
  units: { fields: { name: 'Name' } },
  'product-category': {
    name: 'Product category |||| Product categories',
    empty: 'Add categories to group your products.',
    fields: { name: 'Name', description: 'Description' },
  },
  'invoice-parameters': { fields: { name: 'Name', value: 'Value' } },
  'expenses-categories': {
    name: 'Expense category |||| Expense categories',
    empty: 'Add cost of operations and cost of sales categories.',
    fields: { name: 'Name', type: 'Type' },
  },
  'expenses-sub-categories': {
    name: 'Expense sub-category |||| Expense sub-categories',
    empty: 'Add sub-categories under your expense categories.',
    fields: { name: 'Name', category_id: 'Category' },
  },
  taxes: { fields: { name: 'Name', rate: 'Rate', abbreviation: 'Abbreviation' } },
  'bank-accounts': {
    fields: {
      name: 'Identification name',
      account_number: 'Account number',
      bank_name: 'Bank name',
      branch_name: 'Branch name',
      opening_balance: 'Opening balance',
      balance: 'Balance',
    },
  },
  customers: {
    fields: {
      name: 'Name / Company',
      contact_person: 'Contact person',
      email: 'Email',
      other_email: 'Another email',
      phone: 'Phone',
      other_phone: 'Another phone',
      address: 'Postal address',
      website: 'Website',
      tin: 'TIN',
      vat_number: 'VAT number',
      payment_terms_days: 'Payment terms (days; empty: the business’s)',
      open_outstanding: 'Open outstanding',
      open_credit_balance: 'Open credit balance',
      total_outstanding: 'Total outstanding',
      credit_balance: 'Credit balance',
    },
  },
  products: {
    fields: {
      code: 'Code',
      name: 'Name',
      type: 'Type',
      category_id: 'Category',
      unit_id: 'Unit',
      unit_type: 'Unit type',
      unit_cost: 'Unit cost',
      price: 'Price',
      selling_price: 'Selling price',
      min_price: 'Min price',
      max_price: 'Max price',
      stock_level: 'Stock level',
      barcode: 'Barcode',
      description: 'Description',
      open_stock: 'Open stock',
      stock_quantity: 'Stock quantity',
    },
  },
  suppliers: {
    fields: {
      name: 'Name / Company',
      contact_person: 'Supplier',
      type: 'Type',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      website: 'Website',
      account_number: 'Account number',
      bank_name: 'Bank name',
      branch_name: 'Branch name',
      payment_terms_days: 'Payment terms (days)',
      tin: 'TIN',
      vat_number: 'VAT number',
    },
  },
  users: { fields: { name: 'User name', email: 'Email', user_role: 'Role', password: 'Password' } },
  configurations: {
    fields: {
      business_name: 'Business name',
      business_email: 'Business email',
      phone_1: 'Phone 1',
      phone_2: 'Phone 2',
      address: 'Address',
      time_zone: 'Time zone',
      base_currency: 'Base currency',
      tin: 'TIN',
      vat_number: 'VAT number',
      vat_registered: 'VAT registered (invoices print as tax invoices)',
      tax_invoice_series: 'Tax invoice series (no spaces)',
      vat_filing_period: 'VAT filing period',
      sscl_activity: 'SSCL business activity',
      sscl_liable_share: 'SSCL liable share (%)',
      monthly_outstanding_summary_day: 'Monthly outstanding summary date',
      monthly_business_summary_day: 'Monthly business summary date',
      monthly_summary_locale: 'Summary language',
      payment_terms_days: 'Payment terms for invoices (days; empty: 30)',
      opening_balance_date: 'Opening balances as of',
    },
  },
  'email-settings': { fields: { from_address: 'From address', from_name: 'From name', reply_to: 'Reply-to address' } },
};

export const recordMessagesEn = { app: { records }, resources };

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala record strings: the English keys with any strings. */
export type RecordMessages = Leaves<typeof recordMessagesEn>;

type Catalogue = { [key: string]: unknown };

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: `extra` adds keys to the catalogue's namespaces (resources.customers.fields …). */
export function mergeMessages<T extends object>(base: T, extra: object): T {
  const result: Catalogue = { ...(base as Catalogue) };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] = isCatalogue(current) && isCatalogue(value) ? mergeMessages(current, value) : value;
  }
  return result as T;
}

export const withRecordMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, recordMessagesEn);
