import { autoMapping, importColumns, importKindSpec } from './import-kinds';

describe('import columns', () => {
  const customers = importColumns(importKindSpec('customers'));

  it('heads every customer field and opening amount in English and Sinhala', () => {
    const name = customers.find((c) => c.field === 'name');
    expect(name).toMatchObject({ en: 'Name', si: 'නම' });
    expect(customers.map((c) => c.field)).toEqual(expect.arrayContaining(['email', 'open_outstanding', 'open_credit_balance']));
  });

  it('names a product’s category and unit instead of giving their ids', () => {
    const products = importColumns(importKindSpec('products'));
    expect(products.find((c) => c.field === 'category_id')).toMatchObject({ reference: { resource: 'product-category' }, si: 'කාණ්ඩය' });
  });

  it('maps the template’s headers in either language, a field’s own name, and a remembered header', () => {
    const mapping = autoMapping(customers, ['Name', 'විද්‍යුත් තැපෑල', 'open_outstanding', 'Mobile', 'Notes'], { mobile: 'phone' });
    expect(mapping).toEqual({ Name: 'name', 'විද්‍යුත් තැපෑල': 'email', open_outstanding: 'open_outstanding', Mobile: 'phone', Notes: null });
  });

  it('ignores a remembered field the kind no longer has', () => {
    expect(autoMapping(customers, ['Fax'], { fax: 'fax' })).toEqual({ Fax: null });
  });

  it('heads the chart of accounts’ own columns, and shows no trial balance for them', () => {
    const spec = importKindSpec('ledger-accounts');
    expect(spec).toMatchObject({ permission: 'ledger-accounts', resource: null, balances: false, naturalKeys: ['code'] });
    expect(importColumns(spec).map((c) => c.en)).toEqual(['Code', 'Name', 'Sinhala name', 'Type', 'Description']);
    expect(importKindSpec('customers').balances).toBe(true);
    expect(importKindSpec('suppliers').balances).toBe(false);
  });

  it('heads a past document’s lines, each kind by its own number, and shows the trial balance after them', () => {
    const invoices = importKindSpec('invoices');
    expect(importColumns(invoices).map((c) => c.en)).toEqual(['Invoice number', 'Customer', 'Date', 'Due date', 'Product', 'Description', 'Quantity', 'Price']);
    expect(importColumns(importKindSpec('bills')).find((c) => c.field === 'bill_number')).toMatchObject({ si: 'බිල්පත් අංකය' });
    for (const kind of ['invoices', 'bills', 'receipts', 'vouchers'] as const) expect(importKindSpec(kind)).toMatchObject({ resource: null, balances: true });
    expect(importKindSpec('receipts').permission).toBe('payments');
  });
});
