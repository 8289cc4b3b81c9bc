import type ExcelJS from 'exceljs';
import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook, reportTable } from '../../../../../tests/support/xlsx';
import { daysBefore, documentsOf, openBooks, today, type Books } from '../books/books.fixtures';
import { cellsOf, questionOf } from './report-sheets.fixtures';

let app: TestApp;
let owner: Registered;
let books: Books;
let docs: ReturnType<typeof documentsOf>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A small business on every report: an invoice of 1,000 ten days back with 400 received, an
 * unpaid one of two products eleven days back, a bank voucher of 150 and a cash sale journal.
 */
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Exporting Co');
  books = await openBooks(app, owner);
  docs = documentsOf(books);
  // The product's opening stock (entered today) sells nothing before today: stock from 40 days back for the back-dated sales.
  await books.browser.post(`/api/products/stock/${books.productId}`, { quantity: '10', transaction_type: 'in', reason: 'opening', unit_cost: '100', date: daysBefore(40) }).expect(201);
  const paid = await docs.confirmedInvoice(daysBefore(10));
  await docs.confirmedReceipt(paid, daysBefore(8), '400.00');
  await docs.confirmedInvoice(daysBefore(11), [{ product_id: books.productId, price: '450.00', quantity: 2 }]);
  await docs.confirmedVoucher(daysBefore(6), '150.00');
  await docs.confirmedJournal(daysBefore(3), '300.00');
}, 120_000);
afterAll(() => app?.close());

/** Each report export, the question it is asked, and the question sheet's rows that query must give. */
const exportsOf = (): { report: string; path: string; query: Record<string, string>; asked: Record<string, unknown> }[] => [
  { report: 'Trial balance', path: '/api/reports/trial-balance/export', query: { as_of: today() }, asked: { 'As of': today() } },
  { report: 'Balance sheet', path: '/api/reports/balance-sheet/export', query: { as_of: today() }, asked: { 'As of': today() } },
  { report: 'Profit and loss', path: '/api/reports/profit_and_loss/export', query: { from: daysBefore(30), to: today() }, asked: { From: daysBefore(30), To: today() } },
  {
    report: 'General ledger',
    path: '/api/reports/general-ledger/export',
    query: { account: 'cash', from: daysBefore(30) },
    asked: { From: daysBefore(30), To: today(), 'Filter account': 'cash' },
  },
  // Sorted against the default (by date): asking again must keep the rows' order too.
  {
    report: 'Payment outstanding',
    path: '/api/reports/payment_outstanding/export',
    query: { customer_id: books.customerId, sort: '["total_due","ASC"]' },
    asked: { 'As of': today(), 'Filter customer_id': books.customerId, 'Filter sort': '["total_due","ASC"]' },
  },
  {
    report: 'Stock levels',
    path: '/api/stocks/export',
    query: { as_of: today(), sort: '["stock_value","DESC"]' },
    asked: { 'As of': today(), 'Filter sort': '["stock_value","DESC"]' },
  },
  {
    report: 'Stock movements',
    path: '/api/stock-logs/export',
    query: { product_id: books.productId },
    asked: { 'Filter product_id': books.productId, 'Filter sort': expect.stringMatching(/^\["\w+","(ASC|DESC)"\]$/) },
  },
  { report: 'Product sales', path: '/api/products/report/export', query: { from: daysBefore(30), to: today() }, asked: { From: daysBefore(30), To: today() } },
  {
    report: 'Voucher expenses',
    path: '/api/voucher-expenses/report/export',
    query: { from: daysBefore(30), to: today(), supplier_id: books.supplierId },
    asked: { From: daysBefore(30), To: today(), 'Filter supplier_id': books.supplierId },
  },
];

const dataOf = (book: ExcelJS.Workbook) => ({ title: book.worksheets[0]?.name, cells: cellsOf(book.worksheets[0]!) });

describe('every report export', () => {
  it('opens with its title and its question, and prints one page wide', async () => {
    for (const { report, path, query, asked } of exportsOf()) {
      const book = await readWorkbook(books.browser.get(path).query(query));
      const sheet = book.worksheets[0]!;
      const { heading } = reportTable(sheet);
      const knownAt = questionOf(book)['Known at'];
      expect({ report, heading: heading[0], knownAt: heading.includes(`Known at ${knownAt}`) }).toEqual({ report, heading: report, knownAt: true });
      if (asked['As of']) expect({ report, heading }).toEqual({ report, heading: expect.arrayContaining([`As of ${String(asked['As of'])}`]) });
      if (asked.From) expect({ report, heading }).toEqual({ report, heading: expect.arrayContaining([`From ${String(asked.From)} to ${String(asked.To)}`]) });
      const filters = Object.keys(asked).filter((name) => name.startsWith('Filter ')).map((name) => name.slice('Filter '.length));
      // The order is said in words ("sorted by Date, ascending"); every other filter as name = value.
      for (const name of filters) {
        const said = name === 'sort' ? expect.stringMatching(/sorted by [^,]+, (ascending|descending)/) : expect.stringContaining(`${name} = `);
        expect({ report, filters: heading.at(-1) }).toEqual({ report, filters: said });
      }
      expect({ report, ...sheet.pageSetup }).toMatchObject({ report, fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    }
  });

  it('carries its question, and asking it again after a back-dated correction reproduces the figures cell for cell', async () => {
    const first: { book: ExcelJS.Workbook; askAgain: string }[] = [];
    for (const { report, path, query, asked } of exportsOf()) {
      const askedFrom = Date.now();
      const book = await readWorkbook(books.browser.get(path).query(query));
      const question = questionOf(book);
      expect({ report, ...question }).toMatchObject({ report, Report: report, ...asked, 'Asked by': expect.stringContaining(`<${owner.user.email}>`) });
      for (const instant of [question['Known at'], question['Asked at']]) {
        expect(instant).toMatch(ISO_INSTANT);
        expect(Date.parse(instant!)).toBeGreaterThanOrEqual(askedFrom - 1);
        expect(Date.parse(instant!)).toBeLessThanOrEqual(Date.now());
      }
      expect(question['Ask again']).toContain(`known_at=${encodeURIComponent(question['Known at']!)}`);
      first.push({ book, askAgain: question['Ask again']! });
    }

    // Found late and back-dated into every report's period: a sale of the product, a voucher, a cash sale.
    await docs.confirmedInvoice(daysBefore(12), [{ product_id: books.productId, price: '450.00', quantity: 1 }]);
    // Paid out of the bank after the receipt 8 days back brought money in (its opening counts from today).
    await docs.confirmedVoucher(daysBefore(7), '75.00');
    await docs.confirmedJournal(daysBefore(12), '20.00');

    for (const [i, { report, path, query }] of exportsOf().entries()) {
      const { book, askAgain } = first[i]!;
      // The question sheet's own request, to the export beside the route it names.
      const [route, search] = askAgain.split('?');
      const again = await readWorkbook(books.browser.get(`${route}/export?${search}`));
      expect({ report, ...dataOf(again) }).toEqual({ report, ...dataOf(book) });
      const now = await readWorkbook(books.browser.get(path).query(query));
      expect({ report, ...dataOf(now) }).not.toEqual({ report, ...dataOf(book) });
    }
  });
});
