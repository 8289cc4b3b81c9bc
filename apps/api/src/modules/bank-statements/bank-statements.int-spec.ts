import ExcelJS from 'exceljs';
import { ROLES } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { binary, pdfText } from '../../../../../tests/support/pdf';
import { readWorkbook } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let bankId: string;
let customerId: string;
let categoryId: string;

const count = async (table: string) => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
const upload = (browser: Registered['browser'], csv: string | Buffer, account = bankId, name = 'statement.csv') =>
  browser.upload('/api/bank-statements/import', 'file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), { filename: name }).field('account_id', account);
const lines = async (status?: string) => (await owner.browser.get('/api/bank-statements/lines').query({ account_id: bankId, ...(status ? { status } : {}) }).expect(200)).body;

const STATEMENT = [
  'Sampath Bank PLC - Statement',
  'Txn Date,Description,Reference,Debit,Credit,Balance',
  '02/11/2026,CEFT Silva Traders,RCT-000001,,"1,500.00","11,500.00"',
  '03/11/2026,විදුලි බිල CEB,,250.00,,"11,250.00"',
  '04/11/2026,Cash deposit,,,400.00,"11,650.00"',
].join('\r\n');

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Bank Statements Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  bankId = (await owner.browser.post('/api/bank-accounts', { identification_name: 'Sampath Current', balance: '10000' }).expect(201)).body.id;
  customerId = (await owner.browser.post('/api/customers', { name: 'Silva Traders' }).expect(201)).body.id;
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Utilities', type: 'Cost of Operations' }).expect(201)).body.id;
});
afterAll(() => app.close());

describe('importing a statement', () => {
  let batchId: string;

  it('previews a bank’s CSV with its header under a title, then commits it; the same file again skips every line', async () => {
    const before = await count('ledger_event');
    const preview = await upload(owner.browser, STATEMENT).expect(201);
    expect(preview.body).toMatchObject({ status: 'preview', line_count: 3, duplicate_count: 0, total_in: '1900.00', total_out: '250.00' });
    expect(preview.body.mapping).toEqual({ header_row: 2, columns: { date: 0, description: 1, reference: 2, debit: 3, credit: 4, balance: 5 }, date_format: 'dd/MM/yyyy', decimal_separator: '.' });
    expect(preview.body.lines[1]).toMatchObject({ date: '2026-11-03', description: 'විදුලි බිල CEB', amount: '-250.00', balance: '11250.00', duplicate: false });
    expect(await count('bank_statement_lines')).toBe(0);
    batchId = preview.body.id;

    const committed = await owner.browser.post(`/api/bank-statements/import/commit/${batchId}`).expect(200);
    expect(committed.body).toMatchObject({ imported_count: 3, skipped_count: 0 });
    await owner.browser.post(`/api/bank-statements/import/commit/${batchId}`).expect(409);
    // Lines are rows of their own: the ledger did not move.
    expect(await count('ledger_event')).toBe(before);

    const again = await upload(owner.browser, STATEMENT).expect(201);
    expect(again.body).toMatchObject({ line_count: 3, duplicate_count: 3 });
    expect((await owner.browser.post(`/api/bank-statements/import/commit/${again.body.id}`).expect(200)).body).toMatchObject({ imported_count: 0, skipped_count: 3 });
    expect(await lines()).toHaveLength(3);
  });

  it('reads an xlsx export with Sinhala headers and a date cell, and undoes a batch as a whole', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['දිනය', 'විස්තරය', 'මුදල']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 5)), 'Interest', 12.5]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload(owner.browser, xlsx, bankId, 'statement.xlsx').expect(201);
    expect(preview.body.lines).toMatchObject([{ date: '2026-11-05', description: 'Interest', amount: '12.50' }]);
    await owner.browser.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200);
    expect(await lines()).toHaveLength(4);
    const undone = await owner.browser.post(`/api/bank-statements/import/undo/${preview.body.id}`).expect(200);
    expect(undone.body).toMatchObject({ status: 'undone', removed_count: 1 });
    expect(await lines()).toHaveLength(3);
    await owner.browser.post(`/api/bank-statements/import/undo/${preview.body.id}`).expect(409);
  });

  it('reads a state bank’s xlsx export with title rows, withdrawals and deposits and Sinhala narrations; a bad cell answers 422 naming its row and column', async () => {
    const bocId = (await owner.browser.post('/api/bank-accounts', { identification_name: 'BOC Savings', balance: '0' }).expect(201)).body.id;
    const workbook = async (cell: string | number) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Account Statement');
      sheet.addRow(['Bank of Ceylon']);
      sheet.addRow(['Account Number', '0000123456']);
      sheet.addRow([]);
      sheet.addRow(['Posting Date', 'Narration', 'Cheque No', 'Withdrawals', 'Deposits', 'Balance']);
      sheet.addRow(['01-Nov-26', 'CEFT ලැබීම් - Silva Traders', '', '', 2500, 2500]);
      sheet.addRow(['03-Nov-26', 'චෙක්පත් ගෙවීම', '334455', 1200.5, '', 1299.5]);
      sheet.addRow(['05-Nov-26', 'පොලිය', '', '', cell, 1310]);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const preview = await upload(owner.browser, await workbook(10.5), bocId, 'boc.xlsx').expect(201);
    expect(preview.body.mapping).toMatchObject({ header_row: 4, columns: { date: 0, description: 1, reference: 2, debit: 3, credit: 4, balance: 5 }, date_format: 'dd-MMM-yy' });
    expect(preview.body.lines.map((l: { date: string; description: string; reference: string | null; amount: string }) => [l.date, l.description, l.reference, l.amount])).toEqual([
      ['2026-11-01', 'CEFT ලැබීම් - Silva Traders', null, '2500.00'],
      ['2026-11-03', 'චෙක්පත් ගෙවීම', '334455', '-1200.50'],
      ['2026-11-05', 'පොලිය', null, '10.50'],
    ]);
    const bad = await upload(owner.browser, await workbook('දහය'), bocId, 'boc.xlsx').expect(422);
    expect(bad.body).toMatchObject({ code: 'bank-statements.bad-amount', errors: { file: ['Row 7, column Deposits: “දහය” is not an amount.'] } });
    expect(await app.sql(`SELECT 1 FROM bank_statement_lines WHERE account_id = $1`, [bocId])).toEqual([]);
  });

  it('reads a CSV saved as UTF-16 and one saved as Windows-1252, semicolon-separated with comma decimals', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('දිනය\tවිස්තරය\tමුදල\n2026-11-06\tපොලිය\t3.25\n', 'utf16le')]);
    expect((await upload(owner.browser, utf16).expect(201)).body.lines).toMatchObject([{ date: '2026-11-06', description: 'පොලිය', amount: '3.25' }]);
    const latin = Buffer.from('Date;Description;Amount\n07/11/2026;Caf\xe9 Colombo;-1.234,50\n', 'latin1');
    expect((await upload(owner.browser, latin).expect(201)).body.lines).toMatchObject([{ date: '2026-11-07', description: 'Café Colombo', amount: '-1234.50' }]);
  });

  it('remembers the account’s mapping, and refuses a bad file naming its row and column', async () => {
    const mine = 'a,b\n2026-11-09,77.00\n';
    const mapping = JSON.stringify({ header_row: 1, columns: { date: 0, amount: 1 }, date_format: 'yyyy-MM-dd' });
    const mapped = await upload(owner.browser, mine).field('mapping', mapping).expect(201);
    expect(mapped.body.lines).toMatchObject([{ date: '2026-11-09', amount: '77.00' }]);
    await owner.browser.post(`/api/bank-statements/import/commit/${mapped.body.id}`).expect(200);
    const remembered = await upload(owner.browser, 'a,b\n2026-11-10,5.00\n').expect(201);
    expect(remembered.body.lines).toMatchObject([{ date: '2026-11-10', amount: '5.00' }]);
    await owner.browser.post(`/api/bank-statements/import/undo/${mapped.body.id}`).expect(200);
    await upload(owner.browser, mine).field('mapping', '{"columns":{"amount":1}}').expect(422);

    const bad = await upload(owner.browser, 'Date,Amount\n01/11/2026,12.00\n02/11/2026,twelve\n').expect(422);
    expect(bad.body).toMatchObject({ code: 'bank-statements.bad-amount', errors: { file: ['Row 3, column Amount: “twelve” is not an amount.'] } });
    await upload(owner.browser, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0])).expect(422);
    await owner.browser.upload('/api/bank-statements/import', 'file', Buffer.from(''), { filename: 'x.csv' }).field('account_id', bankId).expect(422);
  });
});

describe('matching lines', () => {
  it('suggests the receipt of the line’s amount first, matches it, and refuses a match that does not add up', async () => {
    const receipt = await owner.browser
      .post('/api/payments?confirm=true', { customer_id: customerId, date: '2026-11-01', account_id: bankId, pay_type: 'Bank', paid_amount: '1500.00', invoices: [] })
      .expect(201);
    await owner.browser.post('/api/incomes', { account: bankId, amount: '1000.00', date: '2026-11-02', remark: 'Silva Traders' }).expect(201);
    const line = (await lines()).find((l: { amount: string }) => l.amount === '1500.00');
    const suggestions = (await owner.browser.get(`/api/bank-statements/lines/suggestions/${line.id}`).expect(200)).body;
    expect(suggestions[0]).toMatchObject({ kind: 'receipt', id: receipt.body.id, amount: '1500.00', party: 'Silva Traders' });
    expect(suggestions.map((s: { amount: string }) => s.amount)).toEqual(['1500.00', '1000.00']);

    const income = suggestions[1];
    const short = await owner.browser.post(`/api/bank-statements/lines/match/${line.id}`, { documents: [{ kind: income.kind, id: income.id }] }).expect(422);
    expect(short.body).toMatchObject({ code: 'bank-statements.match-sum', errors: { documents: ['The documents add up to 1000.00, not the line’s 1500.00.'] } });
    const matched = await owner.browser.post(`/api/bank-statements/lines/match/${line.id}`, { documents: [{ kind: 'receipt', id: receipt.body.id }] }).expect(200);
    expect(matched.body).toMatchObject({ matched: true });
    await owner.browser.post(`/api/bank-statements/lines/match/${line.id}`, { documents: [{ kind: income.kind, id: income.id }] }).expect(409);
    expect((await lines('matched'))[0].documents).toEqual([{ kind: 'receipt', id: receipt.body.id, amount: '1500.00', code: receipt.body.code }]);
    // The receipt is taken: another line cannot be matched to it.
    const deposit = (await lines('unmatched')).find((l: { amount: string }) => l.amount === '400.00');
    await owner.browser.post(`/api/bank-statements/lines/match/${deposit.id}`, { documents: [{ kind: 'receipt', id: receipt.body.id }] }).expect(422);
  });

  it('creates an expense from a money-out line and an income from a money-in line, matched at once; unmatches', async () => {
    const [bill] = (await lines('unmatched')).filter((l: { amount: string }) => l.amount === '-250.00');
    const refused = await owner.browser.post(`/api/bank-statements/lines/create/${bill.id}`, { kind: 'income' }).expect(422);
    expect(refused.body.code).toBe('bank-statements.create-kind');
    await owner.browser.post(`/api/bank-statements/lines/create/${bill.id}`, { kind: 'expense' }).expect(422);
    const created = await owner.browser.post(`/api/bank-statements/lines/create/${bill.id}`, { kind: 'expense', expense_category_id: categoryId }).expect(201);
    expect(created.body).toMatchObject({ matched: true, amount: '-250.00' });
    const expense = (await owner.browser.get('/api/expenses').expect(200)).body[0];
    expect(expense).toMatchObject({ amount: '250.00', date: '2026-11-03', remark: 'විදුලි බිල CEB' });

    const [deposit] = await lines('unmatched');
    await owner.browser.post(`/api/bank-statements/lines/create/${deposit.id}`, { kind: 'income' }).expect(201);
    await owner.browser.post(`/api/bank-statements/lines/unmatch/${deposit.id}`).expect(200);
    await owner.browser.post(`/api/bank-statements/lines/unmatch/${deposit.id}`).expect(409);
    const income = (await owner.browser.get(`/api/bank-statements/lines/suggestions/${deposit.id}`).expect(200)).body[0];
    expect(income).toMatchObject({ kind: 'income', amount: '400.00', date: '2026-11-04' });
    await owner.browser.post(`/api/bank-statements/lines/match/${deposit.id}`, { documents: [{ kind: 'income', id: income.id }] }).expect(200);
  });
});

describe('reconciling', () => {
  it('shows the difference, refuses to finish until it is zero, records the reconciliation in the ledger and locks its lines', async () => {
    const query = { account_id: bankId, statement_date: '2026-11-30', closing_balance: '11600.00' };
    const status = await owner.browser.get('/api/bank-reconciliations/-/status').query(query).expect(200);
    expect(status.body).toMatchObject({ opening_balance: '10000.00', cleared_in: '1900.00', cleared_out: '250.00', cleared_balance: '11650.00', difference: '-50.00', line_count: 3 });
    const refused = await owner.browser.post('/api/bank-reconciliations', query).expect(409);
    expect(refused.body).toMatchObject({ code: 'bank-statements.reconciliation-difference', message: 'The cleared balance differs from the statement balance by -50.00.' });

    const before = await count('ledger_event');
    const done = await owner.browser.post('/api/bank-reconciliations', { ...query, closing_balance: '11650.00' }).expect(201);
    expect(done.body).toMatchObject({ status: 'completed', difference: '0.00', line_count: 3 });
    expect(await count('ledger_event')).toBe(before + 1);
    const [event] = await app.sql<{ type: string; payload: { lines: string[] } }>(`SELECT type, payload FROM ledger_event ORDER BY position DESC LIMIT 1`);
    expect(event.type).toBe('BankReconciliationCompleted');
    expect(event.payload.lines).toHaveLength(3);

    const [reconciled] = await lines('reconciled');
    await owner.browser.post(`/api/bank-statements/lines/unmatch/${reconciled.id}`).expect(409);
    await owner.browser.post('/api/bank-reconciliations', { ...query, closing_balance: '11650.00' }).expect(409);
    expect((await owner.browser.get('/api/bank-reconciliations').query({ account_id: bankId }).expect(200)).body).toMatchObject([{ status: 'completed', closing_balance: '11650.00', line_count: 3 }]);

    // The report ties the statement to the books: what it left outstanding makes up the difference.
    const report = (await readWorkbook(owner.browser.get(`/api/bank-reconciliations/report/${done.body.id}`))).worksheets[0];
    const rows = report.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
    expect(rows.map((r) => [r[0], r[2] ?? null, r[4]])).toEqual([
      ['Opening balance', null, 10000],
      ['Cleared money in', null, 1900],
      ['Cleared money out', null, -250],
      ['Closing balance (statement)', null, 11650],
      ['Outstanding deposit', expect.stringMatching(/^income TRN-/), 1000],
      ['Balance in the books', null, 12650],
    ]);
    expect((await owner.browser.get(`/api/transactions/balance/${bankId}`).expect(200)).body.balance).toBe('12650.00');
    const printed = await owner.browser.get(`/api/bank-reconciliations/report/print/${done.body.id}`).query({ locale: 'si' }).buffer(true).parse(binary).expect(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    // Text read back from a PDF puts a Sinhala vowel sign before its consonant: the words checked have none.
    const text = await pdfText(printed.body);
    for (const said of ['බැංකු සැසඳුම', 'තැන්පතුව', 'income TRN-', '12,650.00']) expect(text).toContain(said);

    // What the reconciliation cleared stays in the books: neither deleted nor edited (which reverses).
    const clearedLines = await lines('reconciled');
    const documentOf = (amount: string) => clearedLines.find((l: { amount: string }) => l.amount === amount).documents[0].id;
    const [receiptId, expenseId] = [documentOf('1500.00'), documentOf('-250.00')];
    const eventsBefore = await count('ledger_event');
    // The lists and views say so before anyone tries, from the same matched lines the refusal reads.
    const listed = async (path: string, id: string) => (await owner.browser.get(path).expect(200)).body.find((r: { id: string }) => r.id === id);
    expect(await listed('/api/payments', receiptId)).toMatchObject({ cleared: '2026-11-30' });
    expect((await owner.browser.get(`/api/payments/${receiptId}`).expect(200)).body.cleared).toBe('2026-11-30');
    expect(await listed('/api/expenses', expenseId)).toMatchObject({ cleared: '2026-11-30' });
    expect(await listed('/api/transactions', expenseId)).toMatchObject({ cleared: '2026-11-30' });
    expect((await owner.browser.get(`/api/expenses/${expenseId}`).expect(200)).body.cleared).toBe('2026-11-30');
    const refusal = { code: 'bank-statements.document-cleared', message: 'This document is cleared by the bank reconciliation of 2026-11-30: undo that reconciliation before reversing or deleting it.' };
    expect((await owner.browser.delete(`/api/payments/${receiptId}`).expect(409)).body).toMatchObject(refusal);
    expect((await owner.browser.delete(`/api/expenses/${expenseId}`).expect(409)).body).toMatchObject(refusal);
    await owner.browser.put(`/api/expenses/${expenseId}`, { account: bankId, expense_category_id: categoryId, amount: '260.00', date: '2026-11-03' }).expect(409);
    expect(await count('ledger_event')).toBe(eventsBefore);

    await owner.browser.post(`/api/bank-reconciliations/undo/${done.body.id}`).expect(200);
    await owner.browser.post(`/api/bank-reconciliations/undo/${done.body.id}`).expect(409);
    expect(await lines('reconciled')).toHaveLength(0);
    const [undone] = await app.sql<{ type: string }>(`SELECT type FROM ledger_event ORDER BY position DESC LIMIT 1`);
    expect(undone.type).toBe('BankReconciliationUndone');
    expect(await listed('/api/payments', receiptId)).toMatchObject({ cleared: null });
    // Undone, a matched document may go, and its line waits for another match.
    await owner.browser.delete(`/api/expenses/${expenseId}`).expect(200);
    expect((await lines('unmatched')).map((l: { amount: string }) => l.amount)).toEqual(['-250.00']);
  });
});

describe('documents made from a line', () => {
  it('books a customer’s bank receipt of a money-in line, applied to their invoices oldest first with the rest as credit, matched at once', async () => {
    const invoice = async (date: string, price: string) => {
      const created = await owner.browser.post('/api/invoices', { customer_id: customerId, date, due_date: date, lines: [{ description: 'Service', price, quantity: 1 }] }).expect(201);
      await owner.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
      return created.body.id as string;
    };
    const newer = await invoice('2026-11-20', '300.00');
    const older = await invoice('2026-11-05', '500.00');
    const preview = await upload(owner.browser, 'Date,Description,Amount\n2026-12-02,CEFT Silva Traders,1000.00\n').expect(201);
    await owner.browser.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200);
    const line = (await lines('unmatched')).find((l: { amount: string }) => l.amount === '1000.00');

    const missing = await owner.browser.post(`/api/bank-statements/lines/create/${line.id}`, { kind: 'receipt' }).expect(422);
    expect(missing.body.errors).toEqual({ customer_id: ['The customer field is required.'] });
    const created = await owner.browser.post(`/api/bank-statements/lines/create/${line.id}`, { kind: 'receipt', customer_id: customerId }).expect(201);
    expect(created.body).toMatchObject({ matched: true, amount: '1000.00' });
    const [document] = (await lines('matched')).find((l: { id: string }) => l.id === line.id).documents;
    expect(document).toMatchObject({ kind: 'receipt', amount: '1000.00' });
    const receipt = (await owner.browser.get(`/api/payments/${document.id}`).expect(200)).body;
    expect(receipt).toMatchObject({ status: 'confirmed', date: '2026-12-02', pay_type: 'Bank', account_id: bankId, paid_amount: '1000.00', credit_amount: '200.00', remark: 'CEFT Silva Traders' });
    expect(receipt.invoices.map((i: { invoice_id: string; amount: string }) => [i.invoice_id, i.amount])).toEqual([
      [older, '500.00'],
      [newer, '300.00'],
    ]);
  });

  it('books a supplier’s bank voucher paying their bill, and a transfer to cash, from money-out lines', async () => {
    const supplierId = (await owner.browser.post('/api/suppliers', { name: 'Lanka Papers', type: 'Local Vendor' }).expect(201)).body.id;
    const bill = await owner.browser
      .post('/api/bills?confirm=true', { supplier_id: supplierId, bill_number: 'LP-1', date: '2026-11-25', lines: [{ expense_category_id: categoryId, description: 'Paper', quantity: '1', unit_cost: '600.00' }] })
      .expect(201);
    const preview = await upload(owner.browser, 'Date,Description,Amount\n2026-12-03,Lanka Papers,-900.00\n2026-12-03,ATM withdrawal,-100.00\n').expect(201);
    await owner.browser.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200);
    const unmatched = await lines('unmatched');
    const [paper, atm] = ['-900.00', '-100.00'].map((amount) => unmatched.find((l: { amount: string }) => l.amount === amount));

    await owner.browser.post(`/api/bank-statements/lines/create/${paper.id}`, { kind: 'receipt', customer_id: customerId }).expect(422);
    expect((await owner.browser.post(`/api/bank-statements/lines/create/${paper.id}`, { kind: 'voucher' }).expect(422)).body.errors).toEqual({ supplier_id: ['The supplier field is required.'] });
    await owner.browser.post(`/api/bank-statements/lines/create/${paper.id}`, { kind: 'voucher', supplier_id: supplierId }).expect(201);
    await owner.browser.post(`/api/bank-statements/lines/create/${atm.id}`, { kind: 'transfer', other_account: 'cash' }).expect(201);

    const matched = await lines('matched');
    const documentOf = (id: string) => matched.find((l: { id: string }) => l.id === id).documents[0];
    expect(documentOf(paper.id)).toMatchObject({ kind: 'voucher', amount: '-900.00' });
    const voucher = (await owner.browser.get(`/api/vouchers/${documentOf(paper.id).id}`).expect(200)).body;
    expect(voucher).toMatchObject({ status: 'confirmed', pay_type: 'Bank', account_id: bankId, amount: '900.00', date: '2026-12-03' });
    expect(voucher.bills).toMatchObject([{ bill_id: bill.body.id, amount: '600.00' }]);
    // Matched, not yet reconciled: still deletable.
    expect(voucher.cleared).toBeNull();
    expect((await owner.browser.get('/api/vouchers').expect(200)).body.find((v: { id: string }) => v.id === voucher.id)).toMatchObject({ cleared: null });
    expect(documentOf(atm.id)).toMatchObject({ kind: 'transfer', amount: '-100.00' });
    expect((await owner.browser.get('/api/transactions/balance/cash').expect(200)).body.balance).toBe('100.00');
  });
});

describe('rules', () => {
  const silvaPays = () => ({
    name: 'Silva pays',
    match: 'all',
    conditions: [
      { field: 'description', operator: 'starts_with', value: 'ceft silva' },
      { field: 'direction', operator: 'is', value: 'in' },
    ],
    action: 'create',
    entry: { kind: 'receipt', customer_id: customerId },
  });

  it('are kept in order and refused when a condition or the document they name does not fit', async () => {
    const bad = await owner.browser.post('/api/bank-rules', { ...silvaPays(), conditions: [{ field: 'amount', operator: 'contains', value: '1' }] }).expect(422);
    expect(bad.body.errors).toEqual({ 'conditions.0.value': ['The condition’s comparison or value does not fit its field.'] });
    const none = await owner.browser.post('/api/bank-rules', { ...silvaPays(), entry: { kind: 'receipt' } }).expect(422);
    expect(none.body.errors).toEqual({ 'entry.customer_id': ['The customer field is required.'] });
    const stranger = await owner.browser.post('/api/bank-rules', { ...silvaPays(), entry: { kind: 'receipt', customer_id: '00000000-0000-4000-8000-000000000001' } }).expect(422);
    expect(stranger.body.errors).toEqual({ 'entry.customer_id': ['The selected customer is invalid.'] });

    const interest = await owner.browser
      .post('/api/bank-rules', { name: 'Interest', match: 'any', conditions: [{ field: 'description', operator: 'contains', value: 'INTEREST' }], action: 'suggest', entry: { kind: 'income' }, memo: 'Bank interest' })
      .expect(201);
    const silva = await owner.browser.post('/api/bank-rules', { ...silvaPays(), position: 1 }).expect(201);
    expect((await owner.browser.get('/api/bank-rules').expect(200)).body.map((r: { id: string; position: number }) => [r.id, r.position])).toEqual([
      [silva.body.id, 1],
      [interest.body.id, 2],
    ]);
    await owner.browser.put(`/api/bank-rules/${silva.body.id}`, { ...silvaPays(), position: 2 }).expect(200);
    expect((await owner.browser.get('/api/bank-rules').expect(200)).body.map((r: { name: string }) => r.name)).toEqual(['Interest', 'Silva pays']);
  });

  it('book a line at import, preview the others, and book a suggested one when it is named', async () => {
    const preview = await upload(owner.browser, 'Date,Description,Amount\n2026-12-05,CEFT SILVA TRADERS,250.00\n2026-12-05,Interest,4.10\n').expect(201);
    expect((await owner.browser.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200)).body).toMatchObject({ imported_count: 2, ruled_count: 1 });
    const booked = (await lines('matched')).find((l: { description: string }) => l.description === 'CEFT SILVA TRADERS');
    expect(booked.documents).toMatchObject([{ kind: 'receipt', amount: '250.00' }]);

    const planned = (await owner.browser.get('/api/bank-rules/-/preview').query({ account_id: bankId }).expect(200)).body;
    expect(planned).toMatchObject([{ description: 'Interest', amount: '4.10', rule_name: 'Interest', action: 'suggest', kind: 'income' }]);
    expect((await owner.browser.post('/api/bank-rules/-/apply', { account_id: bankId }).expect(200)).body).toEqual({ applied: [], refused: [] });
    const applied = await owner.browser.post('/api/bank-rules/-/apply', { account_id: bankId, line_ids: [planned[0].line_id] }).expect(200);
    expect(applied.body.applied).toMatchObject([{ line_id: planned[0].line_id, kind: 'income' }]);
    const income = (await lines('matched')).find((l: { id: string }) => l.id === planned[0].line_id).documents[0];
    expect((await owner.browser.get(`/api/incomes`).expect(200)).body.find((i: { id: string }) => i.id === income.id)).toMatchObject({ amount: '4.10', remark: 'Bank interest' });
  });

  it('book the lines they can and report each refused one, which stays unmatched, with its refusal', async () => {
    const fees = (await owner.browser.post('/api/expenses-categories', { name: 'Bank fees', type: 'Cost of Operations' }).expect(201)).body.id;
    const feeRule = await owner.browser
      .post('/api/bank-rules', { name: 'Fees', match: 'all', conditions: [{ field: 'description', operator: 'contains', value: 'service fee' }], action: 'create', entry: { kind: 'expense', expense_category_id: fees } })
      .expect(201);
    // The category goes after the rule named it: the expense's own command now refuses it.
    await owner.browser.delete(`/api/expenses-categories/${fees}`).expect(200);
    const preview = await upload(owner.browser, 'Date,Description,Amount\n2026-12-06,SERVICE FEE,-35.00\n2026-12-06,CEFT SILVA TRADERS,75.00\n').expect(201);
    const committed = await owner.browser.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200);
    expect(committed.body).toMatchObject({ imported_count: 2, ruled_count: 1, rule_refused_count: 1 });
    const fee = (await lines('unmatched')).find((l: { description: string }) => l.description === 'SERVICE FEE');
    expect(fee).toBeDefined();
    expect((await lines('matched')).find((l: { description: string; amount: string }) => l.amount === '75.00').documents).toMatchObject([{ kind: 'receipt' }]);
    // The refused expense left nothing behind.
    expect((await owner.browser.get('/api/expenses').expect(200)).body.filter((e: { amount: string }) => e.amount === '35.00')).toEqual([]);

    const applied = await owner.browser.post('/api/bank-rules/-/apply', { account_id: bankId }).expect(200);
    expect(applied.body.applied).toEqual([]);
    expect(applied.body.refused).toEqual([
      {
        line_id: fee.id,
        date: '2026-12-06',
        description: 'SERVICE FEE',
        rule_id: feeRule.body.id,
        kind: 'expense',
        status: 422,
        code: 'cashbook.expense-category-required',
        message: expect.any(String),
        errors: { expense_category_id: [expect.any(String)] },
      },
    ]);
    expect((await lines('unmatched')).map((l: { id: string }) => l.id)).toContain(fee.id);
    await owner.browser.delete(`/api/bank-rules/${feeRule.body.id}`).expect(200);
  });
});

describe('booking a document from a line', () => {
  it('takes the permission to create that kind of document, and its module, besides the bank statements’ own', async () => {
    const preview = await upload(owner.browser, 'Date,Description,Amount\n2026-12-07,Deposit by hand,20.00\n').expect(201);
    await owner.browser.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200);
    const line = (await lines('unmatched')).find((l: { description: string }) => l.description === 'Deposit by hand');
    await app.sql(`UPDATE workspaces SET receipt = 0 WHERE id = $1`, [owner.user.workspace.id]);
    try {
      const refused = await owner.browser.post(`/api/bank-statements/lines/create/${line.id}`, { kind: 'receipt', customer_id: customerId }).expect(403);
      expect(refused.body).toEqual({ code: 'module_disabled', message: 'This module is disabled for your workspace.' });
      expect((await lines('unmatched')).map((l: { id: string }) => l.id)).toContain(line.id);
      await owner.browser.post(`/api/bank-statements/lines/create/${line.id}`, { kind: 'income' }).expect(201);
    } finally {
      await app.sql(`UPDATE workspaces SET receipt = 1 WHERE id = $1`, [owner.user.workspace.id]);
    }
  });
});

describe('access', () => {
  it('answers 404 for another workspace’s ids and 403 to an Audit user’s writes, which read', async () => {
    const stranger = await registerWorkspace(app, 'Stranger Co');
    const [line] = await lines();
    const [batch] = await app.sql<{ id: string }>(`SELECT id FROM bank_statement_batches WHERE tenant_id = $1 LIMIT 1`, [owner.user.workspace.id]);
    await stranger.browser.post(`/api/bank-statements/import/commit/${batch.id}`).expect(404);
    await stranger.browser.post(`/api/bank-statements/import/undo/${batch.id}`).expect(404);
    await stranger.browser.get(`/api/bank-statements/lines/suggestions/${line.id}`).expect(404);
    await stranger.browser.post(`/api/bank-statements/lines/match/${line.id}`, { documents: [] }).expect(404);
    await stranger.browser.post(`/api/bank-statements/lines/unmatch/${line.id}`).expect(404);
    await stranger.browser.post(`/api/bank-statements/lines/create/${line.id}`, { kind: 'income' }).expect(404);
    expect((await stranger.browser.get('/api/bank-statements/lines').query({ account_id: bankId }).expect(200)).body).toEqual([]);
    await upload(stranger.browser, STATEMENT).expect(422);
    const [reconciliation] = await app.sql<{ id: string }>(`SELECT id FROM bank_reconciliations LIMIT 1`);
    await stranger.browser.post(`/api/bank-reconciliations/undo/${reconciliation.id}`).expect(404);
    await stranger.browser.get(`/api/bank-reconciliations/report/${reconciliation.id}`).expect(404);
    await stranger.browser.get(`/api/bank-reconciliations/report/print/${reconciliation.id}`).expect(404);

    const [rule] = (await owner.browser.get('/api/bank-rules').expect(200)).body;
    await stranger.browser.put(`/api/bank-rules/${rule.id}`, {}).expect(404);
    await stranger.browser.delete(`/api/bank-rules/${rule.id}`).expect(404);
    expect((await stranger.browser.get('/api/bank-rules').expect(200)).body).toEqual([]);
    await stranger.browser.get('/api/bank-rules/-/preview').query({ account_id: bankId }).expect(422);
    await stranger.browser.post('/api/bank-rules/-/apply', { account_id: bankId }).expect(422);

    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.get('/api/bank-rules/-/preview').query({ account_id: bankId }).expect(200);
    await audit.post('/api/bank-rules', {}).expect(403);
    await audit.put(`/api/bank-rules/${rule.id}`, {}).expect(403);
    await audit.delete(`/api/bank-rules/${rule.id}`).expect(403);
    await audit.post('/api/bank-rules/-/apply', { account_id: bankId }).expect(403);
    await audit.get('/api/bank-statements/lines').query({ account_id: bankId }).expect(200);
    await audit.get(`/api/bank-reconciliations/report/${reconciliation.id}`).expect(200);
    await audit.upload('/api/bank-statements/import', 'file', Buffer.from(STATEMENT), { filename: 's.csv' }).field('account_id', bankId).expect(403);
    await audit.post(`/api/bank-statements/lines/unmatch/${line.id}`).expect(403);
    await audit.post('/api/bank-reconciliations', { account_id: bankId, statement_date: '2026-11-30', closing_balance: '0' }).expect(403);
    const entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
    await entry.post(`/api/bank-reconciliations/undo/${reconciliation.id}`).expect(403);
  });
});

describe('suggestions among many documents', () => {
  it('are the documents nearest the line’s amount and then its date, however many share the amount', async () => {
    const hnbId = (await owner.browser.post('/api/bank-accounts', { identification_name: 'HNB Current', balance: '0' }).expect(201)).body.id;
    // 150 receipts of the line's amount a day apart, more than the search reads of either side, and one a cent off on the line's own day.
    await app.sql(
      `INSERT INTO receipts (tenant_id, code, customer_id, date, pay_type, account_id, paid_amount, stage)
       SELECT $1, 'SUG-' || g, $2, date '2026-06-01' + g, 'Bank', $3, CASE WHEN g = 75 THEN 777.01 ELSE 777.00 END, 'confirmed'
         FROM generate_series(0, 150) AS g`,
      [owner.user.workspace.id, customerId, hnbId],
    );
    const preview = await upload(owner.browser, 'Date,Description,Amount\n2026-08-15,CEFT,777.00\n', hnbId).expect(201);
    await owner.browser.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200);
    const [line] = (await owner.browser.get('/api/bank-statements/lines').query({ account_id: hnbId }).expect(200)).body;
    const suggested = (await owner.browser.get(`/api/bank-statements/lines/suggestions/${line.id}`).expect(200)).body;
    const day = (date: string) => Math.abs(Date.parse(date) - Date.parse('2026-08-15')) / 86_400_000;
    expect(suggested.map((s: { amount: string }) => s.amount)).toEqual(Array(10).fill('777.00'));
    // The cent-off receipt of the line's own day comes after every one of its exact amount.
    expect(suggested.map((s: { date: string }) => day(s.date))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });
});
