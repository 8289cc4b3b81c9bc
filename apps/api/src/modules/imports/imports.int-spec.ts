import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { importErrorKey, ROLES, type ImportView, type TrialBalanceReport } from '@ginuma/domain';
import { verifyHashChain } from '@ginuma/ledger';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook } from '../../../../../tests/support/xlsx';
import { committed as commitDone, previewed as previewDone } from '../../../../../tests/support/imports';

let app: TestApp;
let owner: Registered;
let other: Registered;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Import Co');
  other = await registerWorkspace(app, 'Other Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(() => app.close());

const upload = (browser: Browser, kind: string, content: Buffer, name = `${kind}.csv`, fields: Record<string, string> = {}) => {
  let request = browser.upload('/api/imports', 'file', content, { filename: name }).field('kind', kind);
  for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
  return request;
};
const preview = async (kind: string, content: Buffer, name?: string, fields?: Record<string, string>) =>
  previewDone(owner.browser, upload(owner.browser, kind, content, name, fields));
const commit = (id: string) => commitDone(owner.browser, id);
const trialBalance = async () => (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
const count = async (table: string) => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [owner.user.workspace.id]))[0].n;
const findBy = async (resource: string, field: string, value: string) =>
  ((await owner.browser.get(`/api/${resource}`).query({ range: '[0,99]' }).expect(200)).body as Record<string, unknown>[]).find((r) => r[field] === value);
const eventCount = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [owner.user.workspace.id]))[0].n;

const CUSTOMERS_WITH_ERRORS = [
  'Name,Email,Phone,Open outstanding',
  'කමල් පෙරේරා,kamal@example.lk,0771234567,"12,500.50"',
  'Nimal Stores,not-an-email,0112345678,"1,000"',
  ',nobody@example.lk,0112345679,',
  'Sunil Traders,sunil@example.lk,,250',
].join('\r\n');
const CUSTOMERS_FIXED = CUSTOMERS_WITH_ERRORS.replace('not-an-email', 'nimal@example.lk').replace(',nobody@', 'Amara Hardware,amara@');

describe('importing customers', () => {
  let failed: ImportView;

  it('writes a template with English and Sinhala headers', async () => {
    const en = await readWorkbook(owner.browser.get('/api/imports/template/customers'));
    const si = await readWorkbook(owner.browser.get('/api/imports/template/customers?locale=si'));
    expect(en.worksheets[0].getRow(1).values).toEqual(expect.arrayContaining(['Name', 'Email', 'Open outstanding']));
    expect(si.worksheets[0].getRow(1).values).toEqual(expect.arrayContaining(['නම', 'විද්‍යුත් තැපෑල', 'ආරම්භක හිඟ මුදල']));
    await owner.browser.get('/api/imports/template/vehicles').expect(404);
    expect((await owner.browser.get('/api/imports/template/customers?locale=fr').expect(422)).body.code).toBe('mail.locale');
  });

  it('previews a file with bad rows: each error by row and column, and nothing written', async () => {
    const customers = await count('customers');
    const events = await eventCount();
    failed = await preview('customers', Buffer.from(CUSTOMERS_WITH_ERRORS));
    expect(failed).toMatchObject({ kind: 'customers', status: 'previewed', rows: 4, counts: { create: 2, update: 0, unchanged: 0, error: 2 } });
    expect(failed.mapping).toEqual({ Name: 'name', Email: 'email', Phone: 'phone', 'Open outstanding': 'open_outstanding' });
    expect(failed.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'Email', field: 'email', code: 'validation.email' }),
      expect.objectContaining({ row: 4, column: 'Name', field: 'name', code: 'validation.required' }),
    ]);
    expect(await count('customers')).toBe(customers);
    expect(await eventCount()).toBe(events);
  });

  it('shows the trial balance the import would leave, and refuses to import a file with errors', async () => {
    const receivable = failed.trial_balance?.rows.find((r) => r.account === 'receivable');
    expect(receivable).toMatchObject({ debit: '12750.50' });
    expect(failed.trial_balance?.balanced).toBe(true);
    expect((await owner.browser.post(`/api/imports/commit/${failed.id}`).expect(409)).body.code).toBe('imports.has-errors');
  });

  it('downloads the refused rows as they were, each with its errors', async () => {
    const book = await readWorkbook(owner.browser.get(`/api/imports/errors/${failed.id}`));
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Row', 'Name', 'Email', 'Phone', 'Open outstanding', 'Errors']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBe('not-an-email');
    expect(String(sheet.getRow(2).getCell(6).value)).toMatch(/^Email: /);
  });

  it('writes the refused rows in the user’s language when the admin words the errors', async () => {
    const [email, name] = failed.errors;
    const said = { row_header: 'පේළිය', errors_header: 'දෝෂය', texts: { [importErrorKey(email)]: 'විද්‍යුත් තැපෑල වලංගු නැත.' } };
    const book = await readWorkbook(owner.browser.post(`/api/imports/errors/${failed.id}`, said).expect(200));
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'පේළිය', 'Name', 'Email', 'Phone', 'Open outstanding', 'දෝෂය']);
    expect(sheet.getRow(2).getCell(6).value).toBe('Email: විද්‍යුත් තැපෑල වලංගු නැත.');
    expect(sheet.getRow(3).getCell(6).value).toBe(`Name: ${name.message}`);
    expect((await owner.browser.post(`/api/imports/errors/${failed.id}`, { texts: 'all' }).expect(422)).body.errors).toHaveProperty('texts');
    expect((await owner.browser.post(`/api/imports/errors/${failed.id}`, { ...said, row_header: 'x'.repeat(101) }).expect(422)).body.errors).toHaveProperty('row_header');
    await other.browser.post(`/api/imports/errors/${failed.id}`, said).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await readWorkbook(audit.post(`/api/imports/errors/${failed.id}`, said).expect(200));
  });

  it('imports the fixed file in one batch, and importing it again changes nothing', async () => {
    const before = await trialBalance();
    const previewed = await preview('customers', Buffer.from(CUSTOMERS_FIXED));
    expect(previewed.counts).toEqual({ create: 4, update: 0, unchanged: 0, error: 0 });
    const committed = await commit(previewed.id);
    expect(committed).toMatchObject({ status: 'committed', counts: { create: 4 } });
    expect(committed.committed_at).not.toBeNull();
    const kamal = await findBy('customers', 'email', 'kamal@example.lk');
    expect(kamal).toMatchObject({ name: 'කමල් පෙරේරා', email: 'kamal@example.lk', total_outstanding: '12500.50' });
    const after = await trialBalance();
    expect(after.rows.find((r) => r.account === 'receivable')).toMatchObject({ debit: '13750.50' });
    expect(after.totals).toEqual(previewed.trial_balance?.totals);
    expect(before.totals).not.toEqual(after.totals);
    const batch = await app.sql<{ batches: number }>(
      `SELECT count(DISTINCT metadata->>'correlation_id')::int AS batches FROM ledger_event WHERE tenant_id = $1 AND stream LIKE 'customer-%'`,
      [owner.user.workspace.id],
    );
    expect(batch[0].batches).toBe(1);

    const customers = await count('customers');
    const events = await eventCount();
    const again = await preview('customers', Buffer.from(CUSTOMERS_FIXED));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 4, error: 0 });
    await commit(again.id);
    expect(await count('customers')).toBe(customers);
    expect(await eventCount()).toBe(events);
    expect((await trialBalance()).totals).toEqual(after.totals);
    expect((await owner.browser.post(`/api/imports/commit/${again.id}`).expect(409)).body.code).toBe('imports.committed');
  });

  it('updates a record its natural key finds, and keeps what the file has no column for', async () => {
    const previewed = await preview('customers', Buffer.from('Email,Name,Phone\r\nsunil@example.lk,Sunil Traders (Pvt) Ltd,0779999999\r\n'));
    expect(previewed.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    await commit(previewed.id);
    const sunil = await findBy('customers', 'email', 'sunil@example.lk');
    expect(sunil).toMatchObject({ name: 'Sunil Traders (Pvt) Ltd', phone: '0779999999', total_outstanding: '250.00' });
  });

  it('writes more rows than a batch, each new customer’s opening on its own stream, the hash chain intact', async () => {
    const rows = Array.from({ length: 1205 }, (_, i) => `Bulk ${i},bulk${i}@example.lk,${i % 3 === 0 ? '10.00' : ''}`);
    const customers = await count('customers');
    const before = (await trialBalance()).rows.find((r) => r.account === 'receivable');
    const previewed = await preview('customers', Buffer.from(['Name,Email,Open outstanding', ...rows].join('\r\n')));
    const stored = await app.sql<{ n: number; last: number }>(`SELECT count(*)::int AS n, max(row) AS last FROM import_rows WHERE tenant_id = $1 AND import_id = $2`, [
      owner.user.workspace.id,
      previewed.id,
    ]);
    expect(stored[0]).toEqual({ n: 1205, last: 1206 });
    const committed = await commit(previewed.id);
    expect(committed.counts).toEqual({ create: 1205, update: 0, unchanged: 0, error: 0 });
    expect(await count('customers')).toBe(customers + 1205);
    const receivable = (await trialBalance()).rows.find((r) => r.account === 'receivable');
    expect(Number(receivable?.debit) - Number(before?.debit)).toBeCloseTo(402 * 10, 2);
    const streams = await app.sql<{ n: number; versions: number[] }>(
      `SELECT count(*)::int AS n, array_agg(DISTINCT stream_version) AS versions FROM ledger_event e JOIN customers c ON e.stream = 'customer-' || c.id
        WHERE e.tenant_id = $1 AND c.tenant_id = $1 AND c.name LIKE 'Bulk %'`,
      [owner.user.workspace.id],
    );
    expect(streams[0]).toEqual({ n: 402, versions: [1] });
    const [chain] = await verifyHashChain({ query: <R,>(sql: string, params?: readonly unknown[]) => app.sql<R>(sql, params ? [...params] : []) }, { tenantId: owner.user.workspace.id });
    expect(chain.brokenAt).toBeNull();
  });

  it('maps a column by hand and remembers it for the next file of the kind', async () => {
    const file = Buffer.from('Customer,Mobile\r\nRuwan Motors,0714444444\r\n');
    const unmatched = await upload(owner.browser, 'customers', file).expect(422);
    expect(unmatched.body.error_codes.file[0].code).toBe('imports.no-columns');
    const mapped = await preview('customers', file, 'customers.csv', { mapping: JSON.stringify({ Customer: 'name', Mobile: 'phone' }) });
    expect(mapped.counts.create).toBe(1);
    const remembered = await preview('customers', file);
    expect(remembered.mapping).toEqual({ Customer: 'name', Mobile: 'phone' });
    expect((await upload(owner.browser, 'customers', file, 'c.csv', { mapping: '{"Customer":"shoe_size"}' }).expect(422)).body.errors).toHaveProperty('mapping');
  });
});

describe('files as Excel writes them', () => {
  it('reads a Windows-1252 CSV with semicolons and decimal commas, creating categories and units by name', async () => {
    const csv = ['Code;Name;Type;Category;Unit;Unit cost;Selling price;Open stock', 'P-100;Café Latte Mix;stockable;Beverages;Packet;1.250,50;1.500,00;12', 'P-101;Tea 400g;Stockable;Beverages;Packet;300;450,25;'].join('\r\n');
    const file = iconv.encode(csv, 'windows-1252');
    const previewed = await preview('products', file, 'products.csv', { decimal_separator: ',' });
    expect(previewed.errors).toEqual([]);
    expect(previewed.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    expect(previewed.trial_balance?.rows.find((r) => r.account === 'inventory')).toMatchObject({ debit: '15006.00' });
    expect(await count('product_categories')).toBe(0);
    const units = await count('units');
    await commit(previewed.id);
    const latte = await findBy('products', 'code', 'P-100');
    expect(latte).toMatchObject({ name: 'Café Latte Mix', type: 'Stockable', unit_cost: '1250.50', selling_price: '1500.00', stock_quantity: '12.000' });
    expect(await count('product_categories')).toBe(1);
    expect(await count('units')).toBe(units + 1);
    const again = await preview('products', file, 'products.csv', { decimal_separator: ',' });
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  it('reads rows of one batch as one at a time would: a later row finds an earlier one by its key, a taken name is its own row’s error', async () => {
    const file = [
      'Code,Name,Type,Category,Unit,Unit cost,Selling price,Barcode',
      'P-200,Fresh One,Stockable,Beverages,Packet,10,12,4790001',
      'P-201,Fresh Two,Stockable,Beverages,Packet,10,12,4790001',
      ',Coded For Me,Stockable,Beverages,Packet,10,12,',
      'P-200,Fresh One Renamed,Stockable,Beverages,Packet,10,12,4790001',
    ].join('\r\n');
    const previewed = await preview('products', Buffer.from(file));
    expect(previewed.counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 1 });
    expect(previewed.errors).toEqual([expect.objectContaining({ row: 3, column: 'Barcode', field: 'barcode', code: 'records.taken' })]);
  });

  it('reads suppliers from an .xlsx workbook with Sinhala headers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('සැපයුම්කරුවන්');
    sheet.addRow(['නම', 'වර්ගය', 'විද්‍යුත් තැපෑල', 'ගෙවීමේ කොන්දේසි (දින)']);
    sheet.addRow(['ලංකා බෙදාහැරීම්', 'Local Vendor', 'sales@lanka.lk', 30]);
    sheet.addRow(['Bad Type Ltd', 'Friend', null, null]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const previewed = await preview('suppliers', file, 'suppliers.xlsx');
    expect(previewed.trial_balance).toBeNull();
    expect(previewed.errors).toEqual([expect.objectContaining({ row: 3, column: 'වර්ගය', code: 'validation.choice' })]);
    expect(previewed.counts.create).toBe(1);
  });

  it('takes a hand-made mapping of a file with many long headers, longer than a plain form field', async () => {
    const headers = ['පාරිභෝගිකයාගේ සම්පූර්ණ නම', ...Array.from({ length: 12 }, (_, i) => `පැරණි පද්ධතියේ අමතර තීරුව අංක ${i + 1} (විස්තරය)`)];
    const mapping = JSON.stringify(Object.fromEntries(headers.map((h, i) => [h, i === 0 ? 'name' : null])));
    expect(Buffer.byteLength(mapping)).toBeGreaterThan(1024);
    const file = Buffer.from(`${headers.join(',')}\r\nසීනි වෙළඳසැල${','.repeat(12)}\r\n`);
    const previewed = await preview('customers', file, 'old-system.csv', { mapping });
    expect(previewed.errors).toEqual([]);
    expect(previewed.counts.create).toBe(1);
  });

  it('refuses what is not a CSV or workbook, an unknown kind and a missing file, by field', async () => {
    const notTable = await upload(owner.browser, 'customers', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 1, 2]), 'old.xls').expect(422);
    expect(notTable.body.error_codes?.file?.[0]?.code ?? notTable.body.code).toBe('imports.file-type');
    expect((await upload(owner.browser, 'vehicles', Buffer.from('Name\nx\n')).expect(422)).body.errors).toHaveProperty('kind');
    const noFile = await owner.browser.post('/api/imports', { kind: 'customers' }).expect(422);
    expect(noFile.body.errors).toHaveProperty('file');
    expect((await upload(owner.browser, 'customers', Buffer.from('Name\nx\n'), 'c.csv', { date_format: 'y/m/d' }).expect(422)).body.errors).toHaveProperty('date_format');
  });
});

describe('importing the chart of accounts', () => {
  it('creates the business’s own accounts by code through the chart’s own rules, and leaves them alone the second time', async () => {
    const csv = ['Code,Name,Sinhala name,Type,Description', '6100,Fuel,ඉන්ධන,Expense,Vehicles', '4900,Other income,,income,', '1020,Cash clash,,asset,'].join('\r\n');
    const previewed = await preview('ledger-accounts', Buffer.from(csv), 'accounts.csv');
    expect(previewed.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 1 });
    expect(previewed.errors).toEqual([expect.objectContaining({ row: 4, column: 'Code', code: 'books.code-reserved' })]);
    expect(previewed.trial_balance).toBeNull();
    const fixed = csv.replace('1020,Cash clash', '1090,Petty cash');
    const committed = await commit((await preview('ledger-accounts', Buffer.from(fixed), 'accounts.csv')).id);
    expect(committed.counts.create).toBe(3);
    const fuel = (await owner.browser.get('/api/ledger/accounts/gl:6100').expect(200)).body;
    expect(fuel).toMatchObject({ code: '6100', type: 'expense' });
    const again = await preview('ledger-accounts', Buffer.from(fixed), 'accounts.csv');
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
    const renamed = await preview('ledger-accounts', Buffer.from('Code,Name\r\n6100,Fuel and oil\r\n'), 'accounts.csv');
    expect(renamed.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });

    await commit(renamed.id);
    await owner.browser.post(`/api/imports/undo/${renamed.id}`).expect(200);
    expect((await owner.browser.get('/api/ledger/accounts/gl:6100').expect(200)).body).toMatchObject({ name: { en: 'Fuel' } });
    await owner.browser.post(`/api/imports/undo/${committed.id}`).expect(200);
    await owner.browser.get('/api/ledger/accounts/gl:6100').expect(404);
  });
});

describe('who may import', () => {
  let importId: string;

  beforeAll(async () => {
    importId = (await preview('customers', Buffer.from('Name\r\nDilan\r\n'))).id;
  });

  it('answers 404 for another workspace’s import and changes nothing', async () => {
    await other.browser.get(`/api/imports/${importId}`).expect(404);
    await other.browser.get(`/api/imports/errors/${importId}`).expect(404);
    await other.browser.post(`/api/imports/commit/${importId}`).expect(404);
    expect((await owner.browser.get(`/api/imports/${importId}`).expect(200)).body.status).toBe('previewed');
  });

  it('refuses an Audit user’s upload and commit with 403', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await upload(audit, 'customers', Buffer.from('Name\r\nDilan\r\n')).expect(403);
    await audit.post(`/api/imports/commit/${importId}`).expect(403);
    expect((await audit.get(`/api/imports/${importId}`).expect(200)).body.status).toBe('previewed');
  });

  it('lets Entry preview what it may create, never import', async () => {
    const entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
    await previewDone(entry, upload(entry, 'customers', Buffer.from('Name\r\nDilan\r\n')));
    await upload(entry, 'bank-accounts', Buffer.from('Identification name,Opening balance\r\nBOC,1000\r\n')).expect(403);
    await upload(entry, 'ledger-accounts', Buffer.from('Code,Name,Type\r\n6200,Rent,expense\r\n')).expect(403);
    await entry.post(`/api/imports/commit/${importId}`).expect(403);
  });

  it('imports bank and cash balances as the accounts’ opening balances', async () => {
    const previewed = await preview('bank-accounts', Buffer.from('Identification name,Bank name,Opening balance\r\nBOC Current,Bank of Ceylon,"250,000.00"\r\n'));
    expect(previewed.errors).toEqual([]);
    await commit(previewed.id);
    const boc = await findBy('bank-accounts', 'name', 'BOC Current');
    expect(boc).toMatchObject({ balance: '250000.00' });
  });
});

describe('undoing an import', () => {
  let shop: Registered;
  let openingDate: string;
  const previewIn = async (kind: string, content: string) => previewDone(shop.browser, upload(shop.browser, kind, Buffer.from(content)));
  const commitIn = async (content: string, kind = 'customers') => {
    const previewed = await previewIn(kind, content);
    expect(previewed.errors).toEqual([]);
    return commitDone(shop.browser, previewed.id);
  };
  const undo = (id: string) => shop.browser.post(`/api/imports/undo/${id}`);
  // Each account's balance: what an undo must leave as it was (the gross movements grow by the reversal).
  const books = async () =>
    ((await shop.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport).rows
      .filter((r) => r.debit !== '0.00' || r.credit !== '0.00')
      .map((r) => ({ account: r.id, debit: r.debit, credit: r.credit }));
  const live = async (resource: string) => (await shop.browser.get(`/api/${resource}`).query({ range: '[0,99]' }).expect(200)).body as Record<string, unknown>[];

  beforeAll(async () => {
    shop = await registerWorkspace(app, 'Undo Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [shop.user.workspace.id]);
    [{ openingDate }] = await app.sql<{ openingDate: string }>(`SELECT (created_at AT TIME ZONE 'Asia/Colombo')::date::text AS "openingDate" FROM workspaces WHERE id = $1`, [shop.user.workspace.id]);
  });

  it('takes the records out and reverses their opening amounts: the trial balance is what it was', async () => {
    await shop.browser.post('/api/customers', { name: 'Already Here', email: 'here@example.lk', phone: '0771111111', open_outstanding: '100' }).expect(201);
    const before = await books();
    const csv = ['Name,Email,Phone,Open outstanding', 'කමල් පෙරේරා,kamal@example.lk,0771234567,"12,500.50"', 'Already Here,here@example.lk,0772222222,400', 'Sunil Traders,sunil@example.lk,,250'].join('\r\n');
    const committed = await commitIn(csv);
    expect(committed.counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 0 });
    expect(await books()).not.toEqual(before);
    await undo((await previewIn('customers', csv)).id).expect(409, /imports.not-committed/);

    const undone = (await undo(committed.id).expect(200)).body as ImportView;
    expect(undone).toMatchObject({ status: 'undone', undone_at: expect.any(String) });
    expect(await books()).toEqual(before);
    expect((await live('customers')).map((c) => [c.name, c.phone, c.total_outstanding])).toEqual([['Already Here', '0771111111', '100.00']]);
    const deleted = (await shop.browser.get('/api/customers/-/deleted-list').expect(200)).body as { name: string }[];
    expect(deleted.map((c) => c.name).sort()).toEqual(['Sunil Traders', 'කමල් පෙරේරා']);
    expect((await undo(committed.id).expect(409)).body.code).toBe('imports.undone');
    expect((await shop.browser.get(`/api/imports/${committed.id}`).expect(200)).body.status).toBe('undone');

    // The same file imports again as new, and that import undoes as well.
    const again = await commitIn(csv);
    expect(again.counts.create).toBe(2);
    await undo(again.id).expect(200);
    expect(await books()).toEqual(before);
  });

  it('keeps a field edited by hand since the import, and puts back the others', async () => {
    const [here] = await live('customers');
    const committed = await commitIn('Name,Email,Phone,Address\r\nAlready Here,here@example.lk,0773333333,12 Galle Road\r\n');
    expect(committed.counts.update).toBe(1);
    await shop.browser.put(`/api/customers/${here.id as string}`, { name: 'Already Here', email: 'here@example.lk', phone: '0774444444', address: '12 Galle Road' }).expect(200);
    await undo(committed.id).expect(200);
    expect((await live('customers'))[0]).toMatchObject({ phone: '0774444444', address: null });
  });

  it('is refused, changing nothing, while a record it created is used: a customer on a draft, a product sold', async () => {
    const customers = await commitIn('Name,Email\r\nNimal Stores,nimal@example.lk\r\n');
    const nimal = (await live('customers')).find((c) => c.name === 'Nimal Stores') as { id: string };
    const repairs = (await shop.browser.post('/api/products', { name: 'Repairs', type: 'Non-stockable', selling_price: '500' }).expect(201)).body as { id: string };
    const draft = (await shop.browser.post('/api/invoices', { customer_id: nimal.id, date: openingDate, lines: [{ product_id: repairs.id, quantity: 1 }] }).expect(201)).body as { id: string };
    const refused = await undo(customers.id).expect(409);
    expect(refused.body).toMatchObject({ code: 'imports.undo-in-use', params: { name: 'Nimal Stores' } });
    expect((await shop.browser.get(`/api/imports/${customers.id}`).expect(200)).body.status).toBe('committed');
    await shop.browser.delete(`/api/invoices/${draft.id}`).expect(200);
    await shop.browser.delete(`/api/invoices/permanent/delete/invoice/${draft.id}`).expect(200);
    await undo(customers.id).expect(200);

    const products = await commitIn('Code,Name,Type,Category,Unit cost,Selling price,Open stock\r\nP-1,Tea 400g,Stockable,Tea,300,450,10\r\n', 'products');
    const tea = (await live('products')).find((p) => p.code === 'P-1') as { id: string };
    const [here] = await live('customers');
    await shop.browser.post('/api/invoices?confirm=true', { customer_id: here.id, date: openingDate, lines: [{ product_id: tea.id, quantity: 2 }] }).expect(201);
    const before = await books();
    expect((await undo(products.id).expect(409)).body.params).toEqual({ name: 'Tea 400g' });
    expect(await books()).toEqual(before);
    expect((await live('products')).map((p) => p.name)).toContain('Tea 400g');
  });

  it('answers 404 for another workspace’s import and 403 for an Audit user’s undo', async () => {
    const committed = await commitIn('Name\r\nRuwan Motors\r\n');
    await other.browser.post(`/api/imports/undo/${committed.id}`).expect(404);
    const audit = await signInNewUser(app, shop.user.workspace.id, ROLES.audit);
    await audit.post(`/api/imports/undo/${committed.id}`).expect(403);
    const entry = await signInNewUser(app, shop.user.workspace.id, ROLES.entry);
    await entry.post(`/api/imports/undo/${committed.id}`).expect(403);
    expect((await shop.browser.get(`/api/imports/${committed.id}`).expect(200)).body.status).toBe('committed');
  });
});

describe('importing past documents', () => {
  let shop: Registered;
  const HEADER = 'Invoice number,Customer,Date,Due date,Product,Description,Quantity,Price';
  const GOOD = [
    'OLD-1,kamal@example.lk,15/10/2026,14/11/2026,,Consulting,1,"12,500.00"',
    'OLD-2,නිමල් ස්ටෝර්ස්,20/10/2026,,,Repairs,1,800',
    'OLD-1,KAMAL@example.lk,15/10/2026,,,Travel,2,"1,250.50"',
  ];
  const BAD = ['OLD-3,Nobody,20/10/2026,,,Parts,1,100', 'OLD-4,නිමල් ස්ටෝර්ස්,21/10/2026,,Ghost,,1,100', 'OLD-5,නිමල් ස්ටෝර්ස්,21/10/2026,,,Parts,-1,100', ',නිමල් ස්ටෝර්ස්,21/10/2026,,,Parts,1,100'];
  const file = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'));
  const previewIn = async (rows: string[]) => previewDone(shop.browser, upload(shop.browser, 'invoices', file(rows)));
  const balances = async () =>
    ((await shop.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport).rows
      .filter((r) => r.debit !== '0.00' || r.credit !== '0.00')
      .map((r) => ({ account: r.id, debit: r.debit, credit: r.credit }));
  const events = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [shop.user.workspace.id]))[0].n;

  beforeAll(async () => {
    shop = await registerWorkspace(app, 'Past Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [shop.user.workspace.id]);
    await shop.browser.post('/api/customers', { name: 'Kamal Perera', email: 'kamal@example.lk' }).expect(201);
    await shop.browser.post('/api/customers', { name: 'නිමල් ස්ටෝර්ස්' }).expect(201);
    await shop.browser.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor' }).expect(201);
    await shop.browser.post('/api/suppliers', { name: 'Lanka Transport', type: 'Transport', email: 'ops@transport.lk' }).expect(201);
    await shop.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201);
    // The books open before the past documents' dates, with money in the bank to pay from.
    await shop.browser.put('/api/configurations', { business_name: 'Past Co', time_zone: 'Asia/Colombo', base_currency: 'LKR', opening_balance_date: '2026-09-01' }).expect(200);
    await shop.browser.post('/api/bank-accounts', { name: 'BOC Current', opening_balance: '100000' }).expect(201);
  });

  it('previews each invoice through the invoice’s own rules, refusals on the rows and columns they are about', async () => {
    const before = await events();
    const previewed = await previewIn([...GOOD, ...BAD]);
    expect(previewed.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 4 });
    expect(previewed.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [5, 'Customer', 'imports.customer-unknown'],
      [6, 'Product', 'imports.product-unknown'],
      [7, 'Quantity', expect.stringMatching(/^validation\./)],
      [8, 'Invoice number', 'validation.required'],
    ]);
    expect(previewed.trial_balance?.rows.find((r) => r.account === 'receivable')).toMatchObject({ debit: '15801.00' });
    expect(await events()).toBe(before);
  });

  it('imports them confirmed, dated as in the file; the same file again changes nothing; undo reverses them', async () => {
    const before = await balances();
    const committed = await commitDone(shop.browser, (await previewIn(GOOD)).id);
    expect(committed.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    const invoices = (await shop.browser.get('/api/invoices').query({ range: '[0,9]' }).expect(200)).body as { customer_name: string; date: string; due_date: string; grand_total: string; status: string }[];
    expect(invoices.map((i) => [i.customer_name, i.date, i.grand_total]).sort()).toEqual([
      ['Kamal Perera', '2026-10-15', '15001.00'],
      ['නිමල් ස්ටෝර්ස්', '2026-10-20', '800.00'],
    ]);
    const after = await events();
    const again = await previewIn(GOOD);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    await commitDone(shop.browser, again.id);
    expect(await events()).toBe(after);

    await shop.browser.post(`/api/imports/undo/${committed.id}`).expect(200);
    expect(await balances()).toEqual(before);
    expect((await previewIn(GOOD)).counts.create).toBe(2);
  });

  it('imports each supplier’s open bills by the supplier’s own numbers, and undoes them', async () => {
    const before = await balances();
    const bills = [
      'Bill number,Supplier,Date,Due date,Category,Description,Quantity,Unit cost',
      'B-77,Perera Wholesale,03/10/2026,02/11/2026,Freight,Lorry hire,1,"4,000.00"',
      'B-77,ops@transport.lk,05/10/2026,,Freight,Delivery,2,750',
      'B-78,Perera Wholesale,06/10/2026,,Postage,Stamps,1,100',
    ].join('\r\n');
    const refused = await previewDone(shop.browser, upload(shop.browser, 'bills', Buffer.from(bills)));
    expect(refused.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 1 });
    expect(refused.errors).toEqual([expect.objectContaining({ row: 4, column: 'Category', code: 'imports.category-unknown' })]);
    expect(refused.trial_balance?.rows.find((r) => r.account === 'payable')).toMatchObject({ credit: '5500.00' });
    const fixed = Buffer.from(bills.split('\r\n').slice(0, 3).join('\r\n'));
    const committed = await commitDone(shop.browser, (await previewDone(shop.browser, upload(shop.browser, 'bills', fixed))).id);
    expect(committed.counts.create).toBe(2);
    const listed = (await shop.browser.get('/api/bills').query({ range: '[0,9]' }).expect(200)).body as { bill_number: string; supplier_name: string; grand_total: string }[];
    expect(listed.map((b) => [b.bill_number, b.supplier_name, b.grand_total]).sort()).toEqual([
      ['B-77', 'Lanka Transport', '1500.00'],
      ['B-77', 'Perera Wholesale', '4000.00'],
    ]);
    expect((await previewDone(shop.browser, upload(shop.browser, 'bills', fixed))).counts).toMatchObject({ create: 0, unchanged: 2 });
    await shop.browser.post(`/api/imports/undo/${committed.id}`).expect(200);
    expect(await balances()).toEqual(before);
  });

  it('imports past receipts onto the invoices they paid, by the invoices’ numbers; undoing the invoices waits for the receipts’ undo', async () => {
    const invoices = await commitDone(shop.browser, (await previewIn(GOOD)).id);
    const before = await balances();
    const receipts = [
      'Receipt number,Customer,Date,Pay type,Bank account,Paid amount,Invoice number,Amount',
      'R-1,kamal@example.lk,20/10/2026,Cash,,"10,000.00",OLD-1,"10,000.00"',
      'R-2,නිමල් ස්ටෝර්ස්,21/10/2026,cash,,800,OLD-2,800',
      'R-3,නිමල් ස්ටෝර්ස්,22/10/2026,Cash,,50,OLD-9,50',
    ].join('\r\n');
    const refused = await previewDone(shop.browser, upload(shop.browser, 'receipts', Buffer.from(receipts)));
    expect(refused.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 1 });
    expect(refused.errors).toEqual([expect.objectContaining({ row: 4, column: 'Invoice number', code: 'imports.invoice-unknown' })]);
    const fixed = Buffer.from(receipts.split('\r\n').slice(0, 3).join('\r\n'));
    const committed = await commitDone(shop.browser, (await previewDone(shop.browser, upload(shop.browser, 'receipts', fixed))).id);
    expect(committed.counts.create).toBe(2);
    const listed = (await shop.browser.get('/api/invoices').query({ range: '[0,19]' }).expect(200)).body as { due: string; paid: string }[];
    expect(listed.map((i) => [i.paid, i.due])).toEqual(expect.arrayContaining([['10000.00', '5001.00'], ['800.00', '0.00']]));

    expect((await shop.browser.post(`/api/imports/undo/${invoices.id}`).expect(409)).body.code).toBe('invoicing.invoice-has-payments');
    await shop.browser.post(`/api/imports/undo/${committed.id}`).expect(200);
    expect(await balances()).toEqual(before);
    await shop.browser.post(`/api/imports/undo/${invoices.id}`).expect(200);
  });

  it('imports past vouchers onto the supplier’s bills by their numbers, and undoes them', async () => {
    const bills = 'Bill number,Supplier,Date,Category,Description,Quantity,Unit cost\r\nB-90,Perera Wholesale,03/10/2026,Freight,Lorry hire,1,"4,000.00"\r\n';
    const billImport = await commitDone(shop.browser, (await previewDone(shop.browser, upload(shop.browser, 'bills', Buffer.from(bills)))).id);
    const before = await balances();
    const vouchers = [
      'Voucher number,Supplier,Date,Pay type,Bank account,Paid amount,Bill number,Amount',
      'V-1,Perera Wholesale,10/10/2026,Bank,BOC Current,"1,500.00",B-90,"1,500.00"',
      'V-2,Perera Wholesale,11/10/2026,Bank,BOC Current,100,B-99,100',
    ].join('\r\n');
    const refused = await previewDone(shop.browser, upload(shop.browser, 'vouchers', Buffer.from(vouchers)));
    expect(refused.errors).toEqual([expect.objectContaining({ row: 3, column: 'Bill number', code: 'imports.bill-unknown' })]);
    expect(refused.counts).toMatchObject({ create: 1, error: 1 });
    const fixed = Buffer.from(vouchers.split('\r\n').slice(0, 2).join('\r\n'));
    const committed = await commitDone(shop.browser, (await previewDone(shop.browser, upload(shop.browser, 'vouchers', fixed))).id);
    const bill = ((await shop.browser.get('/api/bills').query({ range: '[0,19]' }).expect(200)).body as { bill_number: string; due: string; status: string }[]).find((b) => b.bill_number === 'B-90');
    expect(bill).toMatchObject({ due: '2500.00' });
    expect((await previewDone(shop.browser, upload(shop.browser, 'vouchers', fixed))).counts).toMatchObject({ create: 0, unchanged: 1 });
    await shop.browser.post(`/api/imports/undo/${committed.id}`).expect(200);
    expect(await balances()).toEqual(before);
    await shop.browser.post(`/api/imports/undo/${billImport.id}`).expect(200);
  });
});

describe('importing past invoices in batches', () => {
  let books: Registered;
  const importIn = async (kind: string, lines: string[]) => previewDone(books.browser, upload(books.browser, kind, Buffer.from(lines.join('\r\n'))));

  beforeAll(async () => {
    books = await registerWorkspace(app, 'Batch Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [books.user.workspace.id]);
    await books.browser.put('/api/configurations', { business_name: 'Batch Co', time_zone: 'Asia/Colombo', base_currency: 'LKR', opening_balance_date: '2026-08-01' }).expect(200);
    await books.browser.post('/api/customers', { name: 'Ruwan Silva', email: 'ruwan@example.lk' }).expect(201);
    const stock = await importIn('products', ['Code,Name,Type,Category,Unit,Unit cost,Selling price,Open stock', 'W-1,Widget,Stockable,Parts,Piece,100,150,3']);
    await commitDone(books.browser, stock.id);
  });

  it('costs an invoice of a stocked product on what the invoices before it left, refusing the one that would take more', async () => {
    const previewed = await importIn('invoices', [
      'Invoice number,Customer,Date,Product,Description,Quantity,Price',
      'S-1,ruwan@example.lk,10/10/2026,W-1,,2,150',
      'S-2,ruwan@example.lk,11/10/2026,,Fitting,1,500',
      'S-3,ruwan@example.lk,12/10/2026,W-1,,2,150',
    ]);
    expect(previewed.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 1 });
    expect(previewed.errors).toEqual([expect.objectContaining({ row: 4, column: 'Quantity' })]);
  });

  it('says a locked period’s refusal of the batch’s append on the document it is about', async () => {
    await books.browser.put('/api/ledger/lock', { lock_date: '2026-09-30' }).expect(200);
    const previewed = await importIn('invoices', [
      'Invoice number,Customer,Date,Description,Quantity,Price',
      'L-1,ruwan@example.lk,10/10/2026,Fitting,1,500',
      'L-2,ruwan@example.lk,15/09/2026,Fitting,1,500',
    ]);
    expect(previewed.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(previewed.errors).toEqual([expect.objectContaining({ row: 3, column: 'Date' })]);
  });
});
