import { runCli } from '../../../../tests/support/cli';
import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../tests/support/test-app';

/*
 * A document's stage is the ledger's: its events set it, and `ledger:rebuild` restores it from
 * them. Documents of every ledger kind are confirmed, reversed or left pending through the API;
 * then every stage is wiped behind the projection's back.
 */

let app: TestApp;
let owner: Registered;
let tenantId: string;
const ids: Record<string, string> = {};

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const tomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(Date.now() + 86_400_000));
const cli = (...args: string[]) => runCli('ledger-rebuild', app.database.url, ...args);
const DOCUMENT_TABLES = ['invoices', 'receipts', 'refunds', 'vouchers', 'journals'];

async function created(path: string, body: object): Promise<string> {
  return (await owner.browser.post(path, body).expect(201)).body.id as string;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Stages Co');
  tenantId = owner.user.workspace.id;
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  const customerId = await created('/api/customers', { name: 'Silva Traders' });
  const supplierId = await created('/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  const bankId = await created('/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  const categoryId = await created('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' });

  const invoice = (price: string) => created('/api/invoices', { customer_id: customerId, date: today(), due_date: today(), lines: [{ description: 'Service', price, quantity: 1 }] });
  ids.paidInvoice = await invoice('1000');
  ids.reversedInvoice = await invoice('300');
  ids.pendingInvoice = await invoice('50');
  for (const id of [ids.paidInvoice, ids.reversedInvoice]) await owner.browser.post(`/api/invoices/confirm/${id}`).expect(200);
  await owner.browser.post(`/api/invoices/reverse/${ids.reversedInvoice}`, { reason: 'Wrong customer' }).expect(200);

  const receipt = (amount: string, paid: string) =>
    created('/api/payments', { customer_id: customerId, date: today(), account_id: bankId, pay_type: 'Bank', paid_amount: paid, invoices: [{ invoice_id: ids.paidInvoice, amount }] });
  ids.receipt = await receipt('600', '700');
  ids.reversedReceipt = await receipt('100', '100');
  ids.pendingReceipt = await receipt('50', '50');
  for (const id of [ids.receipt, ids.reversedReceipt]) await owner.browser.post(`/api/payments/confirm/payment/${id}`).expect(200);
  await owner.browser.delete(`/api/payments/${ids.reversedReceipt}`).expect(200);

  const refund = (amount: string) =>
    created('/api/payments/refunds', { customer_id: customerId, date: today(), refund_type: 'Cash Refund', account_id: bankId, invoices: [{ invoice_id: ids.paidInvoice, amount }] });
  ids.refund = await refund('100');
  ids.reversedRefund = await refund('50');
  for (const id of [ids.refund, ids.reversedRefund]) await owner.browser.post(`/api/payments/confirm/refund/${id}`).expect(200);
  await owner.browser.delete(`/api/payments/refunds/${ids.reversedRefund}`).expect(200);

  const voucher = () =>
    created('/api/vouchers/create/new', {
      supplier_id: supplierId, date: today(), pay_type: 'Cheque', account_id: bankId, cheque_number: '000451', post_date: tomorrow(),
      expense_category_id: categoryId, amount: '250.00',
    });
  ids.voucher = await voucher();
  ids.reversedVoucher = await voucher();
  ids.pendingVoucher = await voucher();
  for (const id of [ids.voucher, ids.reversedVoucher]) await owner.browser.post(`/api/vouchers/confirm/voucher/${id}`).expect(200);
  await owner.browser.post(`/api/vouchers/delete/voucher/${ids.reversedVoucher}`).expect(200);

  await owner.browser.post('/api/ledger/accounts', { code: '2500', name_en: 'Bank loan', name_si: 'බැංකු ණය', type: 'liability' }).expect(201);
  const journal = () => created('/api/journals', { date: today(), memo: 'Bank loan received', lines: [{ account: 'cash', debit: '500.00' }, { account: 'gl:2500', credit: '500.00' }] });
  ids.journal = await journal();
  ids.reversedJournal = await journal();
  ids.pendingJournal = await journal();
  for (const id of [ids.journal, ids.reversedJournal]) await owner.browser.post(`/api/journals/confirm/${id}`).expect(200);
  await owner.browser.post(`/api/journals/reverse/${ids.reversedJournal}`).expect(200);
}, 120_000);
afterAll(() => app.close());

/** Every document row's stage (and the journal columns its events decide), by id. */
async function stages(): Promise<Record<string, string>> {
  const rows = await app.sql<{ id: string; stage: string }>(
    `${DOCUMENT_TABLES.filter((t) => t !== 'journals').map((t) => `SELECT id::text, stage FROM ${t} WHERE tenant_id = $1`).join(' UNION ALL ')}
     UNION ALL SELECT id::text, concat_ws(' ', stage, confirmed_by, reversed_on) FROM journals WHERE tenant_id = $1`,
    [tenantId],
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.stage]));
}

/** The statuses users see, as the documents' own reads answer them. */
async function statuses(): Promise<Record<string, string>> {
  const reads: Record<string, string> = {
    paidInvoice: '/api/invoices/', reversedInvoice: '/api/invoices/', pendingInvoice: '/api/invoices/',
    receipt: '/api/payments/get/payment/', reversedReceipt: '/api/payments/get/payment/', pendingReceipt: '/api/payments/get/payment/',
    refund: '/api/payments/get/refund/', reversedRefund: '/api/payments/get/refund/',
    voucher: '/api/vouchers/', reversedVoucher: '/api/vouchers/', pendingVoucher: '/api/vouchers/',
    journal: '/api/journals/', reversedJournal: '/api/journals/', pendingJournal: '/api/journals/',
  };
  const answered: Record<string, string> = {};
  for (const [name, path] of Object.entries(reads)) answered[name] = (await owner.browser.get(`${path}${ids[name]}`).expect(200)).body.status;
  return answered;
}

describe('the document-stage projection', () => {
  it('is restored by ledger:rebuild after every stage was wiped, and --verify names each row before that', async () => {
    const statusesBefore = await statuses();
    expect(statusesBefore).toEqual({
      paidInvoice: 'refund', reversedInvoice: 'reversed', pendingInvoice: 'pending',
      receipt: 'confirmed', reversedReceipt: 'reversed', pendingReceipt: 'pending',
      refund: 'confirmed', reversedRefund: 'reversed',
      voucher: 'confirmed', reversedVoucher: 'reversed', pendingVoucher: 'pending',
      journal: 'confirmed', reversedJournal: 'reversed', pendingJournal: 'pending',
    });
    const stagesBefore = await stages();
    expect(stagesBefore[ids.reversedJournal]).toBe(`reversed ${owner.user.id} ${today()}`);
    expect((await cli('--verify', '--tenant', owner.user.workspace_slug)).stdout).toMatch(/projections equal a replay/);

    for (const table of DOCUMENT_TABLES) await app.sql(`UPDATE ${table} SET stage = 'pending' WHERE tenant_id = $1`, [tenantId]);
    await app.sql(`UPDATE journals SET confirmed_by = NULL, reversed_on = NULL WHERE tenant_id = $1`, [tenantId]);
    // A draft no event has reached is pending whatever its row says.
    await app.sql(`UPDATE vouchers SET stage = 'confirmed' WHERE id = $1`, [ids.pendingVoucher]);

    const failure = await cli('--verify').catch((error: { code: number; stdout: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    const line = (table: string, kind: string, id: string, stage: string) =>
      `document-stage ${table} ${kind}: ${JSON.stringify({ tenant_id: tenantId, id, stage })}`;
    for (const [table, names] of Object.entries({
      invoices: ['paidInvoice', 'reversedInvoice'], receipts: ['receipt', 'reversedReceipt'], refunds: ['refund', 'reversedRefund'], vouchers: ['voucher', 'reversedVoucher'],
    })) {
      for (const name of names) {
        expect(failure.stdout).toContain(line(table, 'missing', ids[name], name.startsWith('reversed') ? 'reversed' : 'confirmed'));
        expect(failure.stdout).toContain(line(table, 'unexpected', ids[name], 'pending'));
      }
    }
    expect(failure.stdout).toContain(line('vouchers', 'missing', ids.pendingVoucher, 'pending'));
    expect(failure.stdout).toContain(line('vouchers', 'unexpected', ids.pendingVoucher, 'confirmed'));
    expect(failure.stdout).toContain(
      `document-stage journals missing: ${JSON.stringify({ tenant_id: tenantId, id: ids.reversedJournal, stage: 'reversed', confirmed_by: owner.user.id, reversed_on: today() })}`,
    );
    expect(failure.stdout).not.toContain(ids.pendingInvoice);
    expect(failure.stdout).toMatch(/does NOT match/);

    expect((await cli()).stdout).toMatch(/Rebuilt \d+ events of \d+ workspace\(s\)/);
    expect(await stages()).toEqual(stagesBefore);
    expect(await statuses()).toEqual(statusesBefore);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay, hash chains intact/);
  }, 180_000);
});
