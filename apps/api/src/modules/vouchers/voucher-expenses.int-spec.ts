import { readWorkbook, reportTable } from '../../../../../tests/support/xlsx';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let audit: Browser;
let stranger: Registered;
let supplierId: string;
let otherSupplierId: string;
let bankId: string;
let stationery: string;
let transport: string;
let paper: string;
let ink: string;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const PDF = Buffer.from('%PDF-1.7 supplier bill');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Expenses Co');
  stranger = await registerWorkspace(app, 'Stranger Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  audit = await signInNewUser(app, owner.user.workspace.id, 2);
  const post = async (path: string, body: object) => (await owner.browser.post(path, body).expect(201)).body.id as string;
  supplierId = await post('/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  otherSupplierId = await post('/api/suppliers', { name: 'Lanka Transport', type: 'Transport' });
  bankId = await post('/api/bank-accounts', { identification_name: 'BOC Current', balance: '10000' });
  stationery = await post('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' });
  transport = await post('/api/expenses-categories', { name: 'Transport', type: 'Cost of Sales' });
  paper = await post('/api/expenses-sub-categories', { name: 'Paper', category_id: stationery });
  ink = await post('/api/expenses-sub-categories', { name: 'Ink', category_id: stationery });
});
afterAll(() => app.close());

const cashVoucher = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  date: today(),
  pay_type: 'Bank',
  account_id: bankId,
  expense_category_id: stationery,
  ...overrides,
});

async function confirmed(body: Record<string, unknown>): Promise<string> {
  const created = await owner.browser.post('/api/vouchers/create/new', body).expect(201);
  await owner.browser.post(`/api/vouchers/confirm/voucher/${created.body.id}`).expect(200);
  return created.body.id;
}

describe('voucher attachment', () => {
  it('attaches one PDF or image per voucher, checked by content; replaces, opens and removes it', async () => {
    const voucher = await owner.browser.post('/api/vouchers/create/new', cashVoucher({ amount: '10.00' })).expect(201);
    const url = `/api/vouchers/attachment/${voucher.body.id}`;
    expect(voucher.body.attachment).toBeNull();
    await owner.browser.post(url).expect(422, {
      message: 'Plaease Choose Attachment',
      code: 'attachments.choose-attachment',
      errors: { attachment: ['Plaease Choose Attachment'] },
      error_codes: { attachment: [{ code: 'attachments.choose-attachment' }] },
    });
    const refused = await owner.browser.upload(url, 'attachment', Buffer.from('MZ an executable'), { filename: 'bill.pdf', contentType: 'application/pdf' }).expect(422);
    expect(refused.body.errors).toEqual({ attachment: ['The attachment must be a PDF, JPEG, PNG or GIF file.'] });

    await owner.browser.upload(url, 'attachment', PDF, { filename: 'Bill 77.pdf' }).expect(200, { filename: 'Bill 77.pdf', content_type: 'application/pdf', size: PDF.length });
    expect((await owner.browser.get(`/api/vouchers/${voucher.body.id}`).expect(200)).body.attachment).toBe('Bill 77.pdf');
    // Confirming books the money; the bill may still be replaced, it accounts for nothing.
    await owner.browser.post(`/api/vouchers/confirm/voucher/${voucher.body.id}`).expect(200);
    await owner.browser.upload(url, 'attachment', PNG, { filename: 'bill.png' }).expect(200);
    const opened = await audit.get(url).buffer(true).expect(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['content-disposition']).toBe('attachment; filename="bill.png"');
    expect((await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM document_attachments WHERE record_id = $1`, [voucher.body.id]))[0].n).toBe(1);

    await stranger.browser.get(url).expect(404);
    await stranger.browser.upload(url, 'attachment', PDF, { filename: 'x.pdf' }).expect(404);
    await stranger.browser.delete(url).expect(404);
    await audit.upload(url, 'attachment', PDF, { filename: 'x.pdf' }).expect(403);
    await audit.delete(url).expect(403);

    await owner.browser.delete(url).expect(200, { filename: null });
    await owner.browser.delete(url).expect(404);
    await owner.browser.get(url).expect(404);
    expect((await owner.browser.get(`/api/vouchers/${voucher.body.id}`)).body.attachment).toBeNull();
    await owner.browser.upload('/api/vouchers/attachment/00000000-0000-4000-8000-000000000000', 'attachment', PDF, { filename: 'x.pdf' }).expect(404);
  });

  it('keeps invoice and voucher attachments apart, and a purged draft takes its file with it', async () => {
    const draft = await owner.browser.post('/api/vouchers/create/new', cashVoucher({ amount: '5.00' })).expect(201);
    await owner.browser.upload(`/api/vouchers/attachment/${draft.body.id}`, 'attachment', PDF, { filename: 'draft.pdf' }).expect(200);
    await owner.browser.get(`/api/invoices/attachment/${draft.body.id}`).expect(404);
    await owner.browser.post(`/api/vouchers/delete/voucher/${draft.body.id}`).expect(200);
    await owner.browser.upload(`/api/vouchers/attachment/${draft.body.id}`, 'attachment', PDF, { filename: 'late.pdf' }).expect(404);
    await owner.browser.post(`/api/vouchers/permanent/delete/voucher/${draft.body.id}`).expect(200);
    expect(await app.sql(`SELECT 1 FROM document_attachments WHERE record_id = $1`, [draft.body.id])).toEqual([]);
  });
});

describe('voucher expense lines', () => {
  it('keeps a sub-category per line and refuses one of another category', async () => {
    const refused = await owner.browser
      .post('/api/vouchers/create/new', cashVoucher({ amount: '3.00', expenses: [{ expense_category_id: transport, expense_sub_category_id: paper, amount: '3.00' }] }))
      .expect(422);
    expect(refused.body.errors).toEqual({ 'expenses.0.expense_sub_category_id': ['The selected sub category is invalid.'] });
    const missing = await owner.browser.post('/api/vouchers/create/new', cashVoucher({ expense_category_id: '', amount: '3.00', expenses: [{ amount: '3.00' }] })).expect(422);
    expect(missing.body.errors.expense_category_id).toEqual(['Please select the expanse category']);
    const created = await owner.browser
      .post('/api/vouchers/create/new', cashVoucher({ amount: '3.00', expenses: [{ description: 'A4', expense_category_id: stationery, expense_sub_category_id: paper, amount: '3.00' }] }))
      .expect(201);
    expect(created.body.expenses).toEqual([{ description: 'A4', expense_category_id: stationery, expense_sub_category_id: paper, amount: '3.00' }]);
    await owner.browser.post(`/api/vouchers/delete/voucher/${created.body.id}`).expect(200);
  });
});

describe('voucher expenses report', () => {
  let reversedId: string;
  const report = (query: Record<string, string> = {}) => owner.browser.get('/api/voucher-expenses/report').query({ from: today(), to: today(), ...query });

  beforeAll(async () => {
    // The attachment test above booked 10.00 of Stationery, without a sub-category.
    await confirmed(
      cashVoucher({
        amount: '1370.50',
        expenses: [
          { description: 'A4 reams', expense_category_id: stationery, expense_sub_category_id: paper, amount: '1000.00' },
          { description: 'Toner', expense_category_id: stationery, expense_sub_category_id: ink, amount: '120.25' },
          { description: 'Delivery', expense_category_id: transport, amount: '250.25' },
        ],
      }),
    );
    await confirmed(cashVoucher({ supplier_id: otherSupplierId, expense_category_id: transport, amount: '400.00' }));
    reversedId = await confirmed(cashVoucher({ expense_sub_category_id: ink, amount: '999.00' }));
    await owner.browser.post(`/api/vouchers/delete/voucher/${reversedId}`).expect(200);
    await owner.browser.post('/api/transactions/incomes', { account: 'cash', amount: '100.00', date: today() }).expect(201);
    await owner.browser.post('/api/transactions/expenses', { account: 'cash', amount: '30.00', expense_category_id: transport, date: today() }).expect(201);
  });

  it('sums expenses per category, sub-category and supplier from the ledger, reversals netted out', async () => {
    const body = (await report().expect(200)).body;
    expect(body).toMatchObject({ from: today(), to: today(), known_at: null, total: '1810.50' });
    expect(body.categories).toEqual([
      {
        id: stationery,
        name: 'Stationery',
        type: 'Cost of Operations',
        amount: '1130.25',
        sub_categories: [
          { id: null, name: null, amount: '10.00' },
          { id: ink, name: 'Ink', amount: '120.25' },
          { id: paper, name: 'Paper', amount: '1000.00' },
        ],
      },
      { id: transport, name: 'Transport', type: 'Cost of Sales', amount: '680.25', sub_categories: [{ id: null, name: null, amount: '680.25' }] },
    ]);
    expect(body.suppliers).toEqual([
      { id: otherSupplierId, name: 'Lanka Transport', amount: '400.00' },
      { id: supplierId, name: 'Perera Stationers', amount: '1380.50' },
      { id: null, name: null, amount: '30.00' },
    ]);
    // The ledger agrees, category by category.
    for (const category of body.categories as { id: string; amount: string }[]) {
      const [balance] = (await owner.browser.get('/api/ledger/balances').query({ account: 'expense', party: `expense-category:${category.id}` })).body;
      expect(balance.balance).toBe(category.amount);
    }
  });

  it('opens each figure into the postings behind it', async () => {
    const explain = (query: Record<string, string>) => owner.browser.get('/api/voucher-expenses/report/explain').query({ from: today(), as_of: today(), ...query }).expect(200);
    const ink_ = (await explain({ category_id: stationery, sub_category_id: ink })).body;
    // The reversed 999.00 voucher is in it twice, booked and taken back; the figure is what remains.
    expect(ink_).toMatchObject({ balance: '120.25', debit: '1119.25', credit: '999.00', total: 3 });
    expect(ink_.lines.map((l: { event: { type: string } }) => l.event.type).sort()).toEqual(['VoucherConfirmed', 'VoucherConfirmed', 'VoucherReversed']);
    expect(ink_.lines[0]).toMatchObject({ posting: { account: 'expense', party: `expense-category:${stationery}` }, event: { occurredOn: today() } });
    expect((await explain({ supplier_id: 'none' })).body).toMatchObject({ balance: '30.00', total: 1 });
    expect((await explain({ category_id: stationery, sub_category_id: 'none' })).body).toMatchObject({ balance: '10.00', total: 1 });
    expect((await explain({ supplier_id: supplierId, range: '[0,1]' })).body).toMatchObject({ balance: '1380.50', total: 6 });
    expect((await explain({ supplier_id: supplierId, range: '[0,1]' })).body.lines).toHaveLength(2);
  });

  it('filters by category and supplier, and by the time the ledger knew', async () => {
    const transportOnly = (await report({ category_id: transport }).expect(200)).body;
    expect(transportOnly.total).toBe('680.25');
    expect(transportOnly.categories.map((c: { name: string }) => c.name)).toEqual(['Transport']);
    const perera = (await report({ supplier_id: supplierId }).expect(200)).body;
    expect(perera.total).toBe('1380.50');
    expect((await report({ from: '2020-01-01', to: '2020-01-31' }).expect(200)).body).toMatchObject({ total: '0.00', categories: [], suppliers: [], rows: [] });
    const before = (await report({ known_at: '2020-01-01T00:00:00Z' }).expect(200)).body;
    expect(before).toMatchObject({ total: '0.00', known_at: '2020-01-01T00:00:00.000Z' });
  });

  it('exports the rows with typed cells and a totals row', async () => {
    const workbook = await readWorkbook(owner.browser.get('/api/voucher-expenses/report/export').query({ from: today(), to: today() }));
    const sheet = workbook.worksheets[0];
    const values = sheet.getSheetValues().slice(reportTable(sheet).heading.length + 2).map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(['Category', 'Type', 'Sub category', 'Supplier', 'Amount']);
    expect(values.slice(1)).toEqual([
      ['Stationery', 'Cost of Operations', undefined, 'Perera Stationers', 10],
      ['Stationery', 'Cost of Operations', 'Ink', 'Perera Stationers', 120.25],
      ['Stationery', 'Cost of Operations', 'Paper', 'Perera Stationers', 1000],
      ['Transport', 'Cost of Sales', undefined, 'Lanka Transport', 400],
      ['Transport', 'Cost of Sales', undefined, 'Perera Stationers', 250.25],
      ['Transport', 'Cost of Sales', undefined, undefined, 30],
      ['Total', undefined, undefined, undefined, 1810.5],
    ]);
    expect(sheet.getCell('E2').numFmt).toBe('#,##0.00');
    await readWorkbook(audit.get('/api/voucher-expenses/report/export').query({ from: today(), to: today() }));
  });

  it('refuses bad dates and ids with 422, another workspace sees nothing, the sub-flag gates it', async () => {
    for (const [query, field] of [
      [{ from: '2024-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ from: today(), to: '2020-01-01' }, 'to'],
      [{ category_id: 'x' }, 'category_id'],
      [{ supplier_id: '1; DROP TABLE vouchers' }, 'supplier_id'],
    ] as const) {
      const refused = await owner.browser.get('/api/voucher-expenses/report').query(query).expect(422);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
      await owner.browser.get('/api/voucher-expenses/report/export').query(query).expect(422);
    }
    await owner.browser.get('/api/voucher-expenses/report').query({ known_at: 'soon' }).expect(422);
    expect((await stranger.browser.get('/api/voucher-expenses/report').query({ from: today(), to: today(), category_id: stationery }).expect(200)).body.total).toBe('0.00');
    await app.sql(`UPDATE workspaces SET report_expenses = 0 WHERE id = $1`, [owner.user.workspace.id]);
    await owner.browser.get('/api/voucher-expenses/report').expect(403);
    await owner.browser.get('/api/voucher-expenses/report/export').expect(403);
    await app.sql(`UPDATE workspaces SET report_expenses = 1 WHERE id = $1`, [owner.user.workspace.id]);
  });
});
