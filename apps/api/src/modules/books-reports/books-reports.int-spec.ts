import { calendarDateIn, DEFAULT_TIME_ZONE, type BalanceSheetReport, type GeneralLedgerReport, type TrialBalanceReport } from '@ginuma/domain';
import type ExcelJS from 'exceljs';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook, reportTable } from '../../../../../tests/support/xlsx';
import { cellsOf, questionOf } from './report-sheets.fixtures';

/** A report sheet's cells from its column headers on, without the heading above them. */
const tableCellsOf = (sheet: ExcelJS.Worksheet): unknown[][] => cellsOf(sheet).slice(reportTable(sheet).heading.length);

let app: TestApp;
let owner: Registered;
let entry: Browser;
let audit: Browser;
let other: Registered;
let customerId: string;
let bankId: string;
let invoiceCode: string;
let receiptCode: string;
/** What the books knew before the back-dated correction. */
let before: string;

const today = () => calendarDateIn(DEFAULT_TIME_ZONE);
const daysBefore = (n: number) => {
  const day = new Date(`${today()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
};

const ledgerEvents = async () => Number((await app.sql<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_event`))[0]?.n);
const row = (tb: TrialBalanceReport, account: string) => tb.rows.find((r) => r.account === account);

/**
 * A small known business: a bank opened with 5,000; an invoice of 1,000 ten days back; 400
 * received five days back; a cash voucher of 150 three days back; a 50,000 loan journal
 * today; then — after `before` — a back-dated cash sale journal of 300 twenty days back.
 */
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Ledger Books Co');
  other = await registerWorkspace(app, 'Other Ledger Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  entry = await signInNewUser(app, owner.user.workspace.id, 3);
  audit = await signInNewUser(app, owner.user.workspace.id, 2);
  const b = owner.browser;
  await b.post('/api/invoice-templates', { name: 'T', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  customerId = (await b.post('/api/customers', { name: 'Silva Traders' }).expect(201)).body.id;
  const supplierId = (await b.post('/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' }).expect(201)).body.id;
  const categoryId = (await b.post('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' }).expect(201)).body.id;
  bankId = (await b.post('/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' }).expect(201)).body.id;
  await b.post('/api/ledger/accounts', { code: '2500', name_en: 'Bank loan', name_si: 'බැංකු ණය', type: 'liability' }).expect(201);

  const invoiceDate = daysBefore(10);
  const invoice = await b.post('/api/invoices', { customer_id: customerId, date: invoiceDate, due_date: invoiceDate, lines: [{ description: 'Work', price: '1000.00', quantity: 1 }] }).expect(201);
  invoiceCode = (await b.post(`/api/invoices/confirm/${invoice.body.id}`).expect(200)).body.code;
  const receipt = await b
    .post('/api/payments', { customer_id: customerId, date: daysBefore(5), pay_type: 'Cash', paid_amount: '400.00', invoices: [{ invoice_id: invoice.body.id, amount: '400.00' }] })
    .expect(201);
  receiptCode = (await b.post(`/api/payments/confirm/payment/${receipt.body.id}`).expect(200)).body.code ?? receipt.body.code;
  const voucher = await b.post('/api/vouchers', { supplier_id: supplierId, date: daysBefore(3), pay_type: 'Cash', expense_category_id: categoryId, amount: '150.00' }).expect(201);
  await b.post(`/api/vouchers/confirm/voucher/${voucher.body.id}`).expect(200);
  const loan = await b.post('/api/journals', { date: today(), memo: 'Loan', lines: [{ account: 'cash', debit: '50000.00' }, { account: 'gl:2500', credit: '50000.00' }] }).expect(201);
  await b.post(`/api/journals/confirm/${loan.body.id}`).expect(200);

  before = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const late = await b.post('/api/journals', { date: daysBefore(20), memo: 'Cash sale found late', lines: [{ account: 'cash', debit: '300.00' }, { account: 'sales', credit: '300.00' }] }).expect(201);
  await b.post(`/api/journals/confirm/${late.body.id}`).expect(200);
}, 120_000);
afterAll(() => app?.close());

describe('trial balance', () => {
  it('sums each account up to today, sub-ledgers rolled into their control account; debits equal credits', async () => {
    const tb = (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
    expect(tb.as_of).toBe(today());
    expect(Date.parse(tb.known_at)).toBeGreaterThan(Date.parse(before));
    expect(row(tb, `bank:${bankId}`)).toMatchObject({ code: '1020', name: { en: 'BOC Current' }, debit: '5000.00', credit: '0.00' });
    expect(row(tb, 'cash')).toMatchObject({ debit: '50550.00', credit: '0.00', posted_debit: '50700.00', posted_credit: '150.00' });
    expect(row(tb, 'receivable')).toMatchObject({ code: '1100', control: true, has_parties: true, debit: '600.00', posted_debit: '1000.00', posted_credit: '400.00' });
    expect(row(tb, 'sales')).toMatchObject({ debit: '0.00', credit: '1300.00' });
    expect(row(tb, 'expense')).toMatchObject({ debit: '150.00' });
    expect(row(tb, 'gl:2500')).toMatchObject({ name: { en: 'Bank loan', si: 'බැංකු ණය' }, credit: '50000.00' });
    expect(row(tb, 'opening-balance-equity')).toMatchObject({ credit: '5000.00' });
    expect(tb.totals).toMatchObject({ debit: '56300.00', credit: '56300.00' });
    expect(tb.totals.posted_debit).toBe(tb.totals.posted_credit);
    expect(tb.balanced).toBe(true);
    expect(tb.rows.map((r) => r.code)).toEqual([...tb.rows.map((r) => r.code)].sort((a, b) => a.localeCompare(b)));
    expect(row(tb, 'receivable')?.general_ledger).toEqual({ account: 'receivable', to: tb.as_of, known_at: tb.known_at });
  });

  it('opens a control account into its parties, which sum to it', async () => {
    const parties = (await owner.browser.get('/api/reports/trial-balance/parties').query({ account: 'receivable' }).expect(200)).body;
    expect(parties.rows).toEqual([
      expect.objectContaining({ party: `customer:${customerId}`, name: 'Silva Traders', debit: '600.00', credit: '0.00', general_ledger: expect.objectContaining({ party: `customer:${customerId}` }) }),
    ]);
    expect(parties.totals.debit).toBe('600.00');
  });

  it('answers as of a business date and as known at an instant: a back-dated entry leaves the earlier answer unchanged', async () => {
    const asOf = daysBefore(4);
    const then = (await owner.browser.get('/api/reports/trial-balance').query({ as_of: asOf, known_at: before }).expect(200)).body as TrialBalanceReport;
    expect(then).toMatchObject({ as_of: asOf, known_at: before, balanced: true });
    expect(row(then, 'sales')?.credit).toBe('1000.00');
    expect(row(then, 'cash')?.debit).toBe('400.00');
    expect(row(then, 'expense')).toBeUndefined();
    const now = (await owner.browser.get('/api/reports/trial-balance').query({ as_of: asOf }).expect(200)).body as TrialBalanceReport;
    expect(row(now, 'sales')?.credit).toBe('1300.00');
    expect(row(now, 'cash')?.debit).toBe('700.00');
  });

  it('exports the figures and the question; the same known_at reproduces them cell for cell after a back-dated correction', async () => {
    const json = (await owner.browser.get('/api/reports/trial-balance').query({ known_at: before }).expect(200)).body as TrialBalanceReport;
    const book = await readWorkbook(owner.browser.get('/api/reports/trial-balance/export').query({ known_at: before }));
    const cells = tableCellsOf(book.worksheets[0]!);
    expect(cells[0]).toEqual(['Code', 'Account', 'Type', 'Debit', 'Credit', 'Posted debits', 'Posted credits']);
    expect(cells.slice(1, -1)).toEqual(json.rows.map((r) => [r.code || undefined, r.name.en, r.type, Number(r.debit), Number(r.credit), Number(r.posted_debit), Number(r.posted_credit)]));
    expect(cells.at(-1)).toEqual(['Total', undefined, undefined, Number(json.totals.debit), Number(json.totals.credit), Number(json.totals.posted_debit), Number(json.totals.posted_credit)]);
    const question = questionOf(book);
    expect(question).toMatchObject({ Report: 'Trial balance', 'As of': today(), 'Known at': before, 'Ask again': `/api/reports/trial-balance?as_of=${today()}&known_at=${encodeURIComponent(before)}` });
    expect(question['Asked by']).toContain(owner.user.email);

    // A correction dated inside the period, recorded after the first export.
    const fix = await owner.browser.post('/api/journals', { date: daysBefore(6), memo: 'Correction', lines: [{ account: 'cash', debit: '75.00' }, { account: 'sales', credit: '75.00' }] }).expect(201);
    await owner.browser.post(`/api/journals/confirm/${fix.body.id}`).expect(200);
    const again = await readWorkbook(owner.browser.get('/api/reports/trial-balance/export').query({ known_at: before }));
    expect(tableCellsOf(again.worksheets[0]!)).toEqual(cells);
    const current = (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
    expect(row(current, 'sales')?.credit).toBe('1375.00');
    await owner.browser.post(`/api/journals/reverse/${fix.body.id}`).expect(200);
  });

  it('defaults known_at of an export to the moment of export, and records it', async () => {
    const book = await readWorkbook(owner.browser.get('/api/reports/trial-balance/export'));
    const question = questionOf(book);
    expect(Date.parse(question['Known at']!)).toBeGreaterThan(Date.parse(before));
    expect(Date.parse(question['Asked at']!)).toBeGreaterThanOrEqual(Date.parse(question['Known at']!));
  });
});

describe('general ledger', () => {
  it('lists a party sub-ledger with document codes, running balance, opening and closing', async () => {
    const gl = (await owner.browser.get('/api/reports/general-ledger').query({ account: 'receivable', party: `customer:${customerId}` }).expect(200)).body as GeneralLedgerReport;
    expect(gl).toMatchObject({ account: { id: 'receivable', code: '1100', normal: 'debit' }, party_name: 'Silva Traders', opening_balance: '0.00', closing_balance: '600.00', total: 2 });
    expect(gl.lines.map((l) => [l.occurred_on, l.document_code, l.debit, l.credit, l.balance])).toEqual([
      [daysBefore(10), invoiceCode, '1000.00', '0.00', '1000.00'],
      [daysBefore(5), receiptCode, '0.00', '400.00', '600.00'],
    ]);
    expect(gl.lines[0]).toMatchObject({ document_kind: 'invoice', event_type: 'InvoiceConfirmed' });
    expect(gl.lines[1]).toMatchObject({ document_kind: 'receipt' });
  });

  it('keeps the running balance right across pages and opens a period with its opening balance', async () => {
    const all = (await owner.browser.get('/api/reports/general-ledger').query({ account: 'cash' }).expect(200)).body as GeneralLedgerReport;
    expect(all.lines.length).toBeGreaterThanOrEqual(5);
    const page = await owner.browser.get('/api/reports/general-ledger').query({ account: 'cash', range: '[2,3]' }).expect(200);
    expect(page.headers['content-range']).toBe(`general-ledger 2-3/${all.total}`);
    expect((page.body as GeneralLedgerReport).lines).toEqual(all.lines.slice(2, 4));
    expect(all.closing_balance).toBe(all.lines.at(-1)?.balance);

    const from = daysBefore(4);
    const period = (await owner.browser.get('/api/reports/general-ledger').query({ account: 'cash', from }).expect(200)).body as GeneralLedgerReport;
    const earlier = all.lines.filter((l) => l.occurred_on < from);
    expect(period.opening_balance).toBe(earlier.at(-1)?.balance);
    expect(period.lines).toEqual(all.lines.filter((l) => l.occurred_on >= from));
    expect(period.closing_balance).toBe(all.closing_balance);
  });

  it('shows a credit-normal account on its normal side, and the same figures in its export', async () => {
    const gl = (await owner.browser.get('/api/reports/general-ledger').query({ account: 'sales', known_at: before }).expect(200)).body as GeneralLedgerReport;
    expect(gl).toMatchObject({ known_at: before, closing_balance: '1000.00', total: 1 });
    const book = await readWorkbook(owner.browser.get('/api/reports/general-ledger/export').query({ account: 'sales', known_at: before }));
    const cells = tableCellsOf(book.worksheets[0]!);
    expect(cells[0]).toEqual(['Date', 'Document', 'Entry', 'Party', 'Memo', 'Debit', 'Credit', 'Balance']);
    expect(cells[1]).toEqual([undefined, undefined, undefined, undefined, 'Opening balance', undefined, undefined, 0]);
    expect(cells[2]?.[1]).toBe(invoiceCode);
    expect(cells[2]?.slice(5)).toEqual([0, 1000, 1000]);
    expect(cells.at(-1)).toEqual([undefined, undefined, undefined, undefined, 'Closing balance', 0, 1000, 1000]);
    expect(questionOf(book)).toMatchObject({ Report: 'General ledger', 'Filter account': 'sales', 'Known at': before });
  });
});

describe('balance sheet', () => {
  it('lists assets, liabilities and equity with earnings from the P&L; assets = liabilities + equity', async () => {
    const bs = (await owner.browser.get('/api/reports/balance-sheet').expect(200)).body as BalanceSheetReport;
    const [assets, liabilities, equity] = bs.sections;
    expect(assets?.lines.map((l) => [l.account, l.amount])).toEqual([
      ['cash', '50550.00'],
      [`bank:${bankId}`, '5000.00'],
      ['receivable', '600.00'],
    ]);
    expect(liabilities?.lines.map((l) => [l.account, l.amount])).toEqual([['gl:2500', '50000.00']]);
    const amount = (key: string) => equity?.lines.find((l) => l.key === key)?.amount;
    expect(equity?.lines.find((l) => l.account === 'opening-balance-equity')?.amount).toBe('5000.00');
    // Net profit: sales 1,300 − expenses 150, split between this and earlier financial years.
    expect(Number(amount('current_year_earnings')) + Number(amount('retained_earnings'))).toBe(1150);
    expect(bs.totals).toEqual({ assets: '56150.00', liabilities: '50000.00', equity: '6150.00', liabilities_and_equity: '56150.00' });
    expect(equity?.lines.find((l) => l.key === 'current_year_earnings')?.profit_and_loss).toEqual({ from: bs.financial_year_start, to: bs.as_of, known_at: bs.known_at });
    expect(assets?.lines[0]?.general_ledger).toEqual({ account: 'cash', to: bs.as_of, known_at: bs.known_at });
  });

  it('reproduces an earlier question, exports and prints (in Sinhala too)', async () => {
    const then = (await owner.browser.get('/api/reports/balance-sheet').query({ known_at: before }).expect(200)).body as BalanceSheetReport;
    expect(then.totals.assets).toBe('55850.00');
    expect(then.totals.liabilities_and_equity).toBe(then.totals.assets);
    const book = await readWorkbook(owner.browser.get('/api/reports/balance-sheet/export').query({ known_at: before }));
    const cells = tableCellsOf(book.worksheets[0]!);
    expect(cells.find((c) => c[2] === 'Total assets')?.[3]).toBe(55850);
    expect(cells.at(-1)).toEqual([undefined, undefined, 'Total liabilities and equity', 55850]);
    expect(questionOf(book)).toMatchObject({ Report: 'Balance sheet', 'Known at': before });
    for (const locale of ['en', 'si']) {
      const printed = await owner.browser.get('/api/reports/balance-sheet/print').query({ locale, known_at: before }).buffer(true).expect(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
      expect((printed.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('every report export carries its question', () => {
  it('profit and loss, outstanding, expenses, product sales and stock movements', async () => {
    const exports: [string, Record<string, string>, string][] = [
      ['/api/reports/profit_and_loss/export', { from: daysBefore(30), to: today() }, 'Profit and loss'],
      ['/api/reports/payment_outstanding/export', { known_at: before }, 'Payment outstanding'],
      ['/api/voucher-expenses/report/export', { from: daysBefore(30), to: today() }, 'Voucher expenses'],
      ['/api/products/report/export', { known_at: before }, 'Product sales'],
      ['/api/stock-logs/export', {}, 'Stock movements'],
    ];
    for (const [path, query, report] of exports) {
      const question = questionOf(await readWorkbook(owner.browser.get(path).query(query)));
      expect(question).toMatchObject({ Report: report });
      if (query.known_at) expect(question['Known at']).toBe(query.known_at);
      else expect(Date.parse(question['Known at']!)).toBeGreaterThan(Date.parse(before));
    }
  });

  it('the P&L exported as known at an instant is the same after a back-dated entry', async () => {
    const query = { from: daysBefore(30), to: today(), known_at: new Date().toISOString() };
    const first = tableCellsOf((await readWorkbook(owner.browser.get('/api/reports/profit_and_loss/export').query(query))).worksheets[0]!);
    const fix = await owner.browser.post('/api/journals', { date: daysBefore(7), memo: 'Late sale', lines: [{ account: 'cash', debit: '20.00' }, { account: 'sales', credit: '20.00' }] }).expect(201);
    await owner.browser.post(`/api/journals/confirm/${fix.body.id}`).expect(200);
    const second = tableCellsOf((await readWorkbook(owner.browser.get('/api/reports/profit_and_loss/export').query(query))).worksheets[0]!);
    expect(second).toEqual(first);
    await owner.browser.post(`/api/journals/reverse/${fix.body.id}`).expect(200);
  });
});

describe('access', () => {
  const reads = () => [
    ['/api/reports/trial-balance', {}],
    ['/api/reports/trial-balance/parties', { account: 'receivable' }],
    ['/api/reports/general-ledger', { account: 'cash' }],
    ['/api/reports/balance-sheet', {}],
  ] as const;

  it('Audit and Entry read every report and export; Audit writes nothing', async () => {
    const count = await ledgerEvents();
    for (const browser of [audit, entry]) {
      for (const [path, query] of reads()) await browser.get(path).query(query).expect(200);
      await readWorkbook(browser.get('/api/reports/trial-balance/export'));
      await readWorkbook(browser.get('/api/reports/general-ledger/export').query({ account: 'cash' }));
      await readWorkbook(browser.get('/api/reports/balance-sheet/export'));
    }
    await audit.post('/api/journals', { date: today(), memo: 'x', lines: [{ account: 'cash', debit: '1.00' }, { account: 'sales', credit: '1.00' }] }).expect(403);
    expect(await ledgerEvents()).toBe(count);
  });

  it('refuses bad dates and a missing account with field messages', async () => {
    const bad = async (path: string, query: Record<string, string>) => (await owner.browser.get(path).query(query).expect(422)).body.errors;
    expect(await bad('/api/reports/trial-balance', { as_of: '2024-13-01', known_at: 'yesterday' })).toEqual({
      as_of: ['The as of date must be a date in the form YYYY-MM-DD.'],
      known_at: ['The known at time must be an ISO-8601 date and time.'],
    });
    expect(await bad('/api/reports/balance-sheet', { as_of: '31/12/2024' })).toHaveProperty('as_of');
    expect(await bad('/api/reports/general-ledger', {})).toEqual({ account: ['The account field is required.'] });
    expect(await bad('/api/reports/general-ledger', { account: 'cash', from: '2024-05-02', to: '2024-05-01' })).toEqual({ to: ['The to date must be a date after or equal to from.'] });
    expect(await bad('/api/reports/general-ledger/export', { account: 'cash', from: 'May' })).toHaveProperty('from');
    expect(await bad('/api/reports/trial-balance/parties', {})).toEqual({ account: ['The account field is required.'] });
  });

  it('shows another workspace nothing of ours: its own empty books, 404 for our accounts and parties', async () => {
    const theirs = (await other.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
    expect(theirs.rows).toEqual([]);
    expect(theirs.totals.debit).toBe('0.00');
    await other.browser.get('/api/reports/general-ledger').query({ account: `bank:${bankId}` }).expect(404);
    await other.browser.get('/api/reports/general-ledger').query({ account: 'gl:2500' }).expect(404);
    await other.browser.get('/api/reports/general-ledger').query({ account: 'receivable', party: `customer:${customerId}` }).expect(404);
    await other.browser.get('/api/reports/general-ledger/export').query({ account: 'receivable', party: `customer:${customerId}` }).expect(404);
    await other.browser.get('/api/reports/trial-balance/parties').query({ account: `bank:${bankId}` }).expect(404);
    const gl = (await other.browser.get('/api/reports/general-ledger').query({ account: 'receivable' }).expect(200)).body as GeneralLedgerReport;
    expect(gl.lines).toEqual([]);
    const bs = (await other.browser.get('/api/reports/balance-sheet').expect(200)).body as BalanceSheetReport;
    expect(bs.totals.assets).toBe('0.00');
  });

  it('is gated by the report module flag', async () => {
    await app.sql(`UPDATE workspaces SET report = 0 WHERE id = $1`, [owner.user.workspace.id]);
    try {
      for (const [path, query] of reads()) await owner.browser.get(path).query(query).expect(403);
    } finally {
      await app.sql(`UPDATE workspaces SET report = 1 WHERE id = $1`, [owner.user.workspace.id]);
    }
  });
});
