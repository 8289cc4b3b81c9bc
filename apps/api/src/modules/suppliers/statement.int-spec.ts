import type { PayablesAgingReport } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { binary, pdfText } from '../../../../../tests/support/pdf';
import { readWorkbook } from '../../../../../tests/support/xlsx';
import type { Statement } from '../customers/statement';

/*
 * A supplier's statement of account over the supplier's payable: bills, the vouchers paying
 * them (BillPaid events on the bill's stream), their reversal, and the aging of what is owed,
 * which is the supplier's row of payables aging and its line of the trial balance.
 */

let app: TestApp;
let owner: Registered;
let supplierId: string;
let bankId: string;
let categoryId: string;
let numbers = 0;

const bill = async (date: string, total: string) => {
  const saved = await owner.browser
    .post('/api/bills?confirm=true', {
      supplier_id: supplierId,
      bill_number: `PW-${++numbers}`,
      date,
      note: null,
      lines: [{ product_id: null, expense_category_id: categoryId, description: 'Goods', quantity: '1', unit_cost: total, tax_id: null }],
    })
    .expect(201);
  return saved.body as { id: string; code: string; due_date: string };
};

const statement = async (query: Record<string, string>) => (await owner.browser.get(`/api/suppliers/statement/${supplierId}`).query(query).expect(200)).body as Statement;

let first: { id: string; code: string };
let second: { id: string; code: string };
let voucher: { id: string; code: string };

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Supplier Statement Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  supplierId = (await owner.browser.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor', payment_terms_days: '30' }).expect(201)).body.id;
  bankId = (
    await owner.browser
      .post('/api/bank-accounts', { identification_name: 'BOC Current', account_number: '0012345', bank_name: 'BOC', branch_name: 'Kandy', balance: '100000' })
      .expect(201)
  ).body.id;
  // Money in the bank before the voucher's date (its opening balance is dated today).
  await owner.browser.post('/api/incomes', { account: bankId, amount: '5000.00', date: '2026-01-02', remark: 'Capital' }).expect(201);
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id;
  first = await bill('2026-09-01', '1000.00');
  second = await bill('2026-11-01', '500.00');
  const paid = await owner.browser.post('/api/vouchers?confirm=true', {
    supplier_id: supplierId,
    date: '2026-11-10',
    pay_type: 'Bank',
    account_id: bankId,
    amount: '400.00',
    bills: [{ bill_id: first.id, amount: '400.00' }],
  });
  expect([paid.status, paid.body.errors]).toEqual([201, undefined]);
  voucher = paid.body;
});
afterAll(() => app?.close());

describe('GET /api/suppliers/statement/:id', () => {
  it('runs what the business owes the supplier through bills and the vouchers paying them', async () => {
    const body = await statement({ from: '2026-10-01', to: '2026-11-22' });
    expect(body).toMatchObject({ side: 'supplier', opening_balance: '1000.00', closing_balance: '1100.00', total_debit: '400.00', total_credit: '500.00' });
    expect(body.lines.map((l) => [l.date, l.entry, l.document_kind, l.document_code, l.reference_code, l.debit, l.credit, l.balance])).toEqual([
      ['2026-11-01', 'bill', 'bill', second.code, null, '0.00', '500.00', '1500.00'],
      ['2026-11-10', 'payment', 'voucher', voucher.code, first.code, '400.00', '0.00', '1100.00'],
    ]);
    expect(body.lines[1]).toMatchObject({ document_id: voucher.id });
    expect(body.aging).toEqual({ current: '500.00', days_1_30: '0.00', days_31_60: '600.00', days_61_90: '0.00', days_over_90: '0.00', total: '1100.00' });
  });

  it('ties to payables aging and the trial balance; a deleted voucher shows as a reversal', async () => {
    const aging = (await owner.browser.get('/api/reports/payables_aging').query({ as_of: '2026-11-22' }).expect(200)).body as PayablesAgingReport;
    expect(aging.rows.find((r) => r.id === supplierId)?.total_due).toBe('1100.00');
    await owner.browser.post(`/api/vouchers/delete/voucher/${voucher.id}`).expect(200);
    const now = await statement({ from: '2026-10-01' });
    expect(now.lines.at(-1)).toMatchObject({ entry: 'reversal', document_kind: 'voucher', document_code: voucher.code, credit: '400.00' });
    expect(now.closing_balance).toBe('1500.00');
    const tb = (await owner.browser.get('/api/reports/trial-balance/parties').query({ account: 'payable', as_of: now.to }).expect(200)).body as {
      rows: { party: string; debit: string; credit: string }[];
    };
    expect(tb.rows.find((r) => r.party === `supplier:${supplierId}`)).toMatchObject({ debit: '0.00', credit: now.closing_balance });
  });

  it('prints in both languages and exports; another workspace gets 404, Audit reads', async () => {
    for (const locale of ['en', 'si']) {
      const pdf = (await owner.browser.get(`/api/suppliers/statement/print/${supplierId}`).query({ from: '2026-10-01', locale }).buffer(true).parse(binary).expect(200)).body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain('Perera Wholesale');
      expect(text).toContain(second.code);
      if (locale === 'si') expect(pdf.toString('latin1')).toMatch(/\+NotoSansSinhala/);
      else expect(text).toContain('Supplier');
    }
    const book = await readWorkbook(owner.browser.get(`/api/suppliers/statement/export/${supplierId}`).query({ from: '2026-10-01' }));
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Date', 'Entry', 'Document', 'Reference', 'Debit', 'Credit', 'Balance']);
    const stranger = await registerWorkspace(app, 'Stranger Supplier Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    await stranger.browser.get(`/api/suppliers/statement/${supplierId}`).expect(404);
    await stranger.browser.get(`/api/suppliers/statement/export/${supplierId}`).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get(`/api/suppliers/statement/${supplierId}`).expect(200);
    // Suppliers' statements are not mailed: no such route.
    await owner.browser.post(`/api/suppliers/statement/email/${supplierId}`, {}).expect(404);
  });
});
