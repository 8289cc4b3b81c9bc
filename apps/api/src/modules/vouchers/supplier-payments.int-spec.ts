import fc from 'fast-check';
import { Money, ROLES, type BillView, type OpenBillsView, type TrialBalanceReport } from '@ginuma/domain';
import { runCli } from '../../../../../tests/support/cli';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

/*
 * Supplier payments: a voucher allocated to the supplier's confirmed bills, each payment an event
 * on the bill's stream (Dr payable / Cr the money account), any over-payment the supplier's credit.
 */

let app: TestApp;
let owner: Registered;
let supplierId: string;
let otherSupplierId: string;
let bankId: string;
let categoryId: string;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Supplier Payments Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  supplierId = (await owner.browser.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor' }).expect(201)).body.id;
  otherSupplierId = (await owner.browser.post('/api/suppliers', { name: 'Lanka Transport', type: 'Transport' }).expect(201)).body.id;
  bankId = (
    await owner.browser
      .post('/api/bank-accounts', { identification_name: 'BOC Current', account_number: '0012345', bank_name: 'BOC', branch_name: 'Kandy', balance: '100000' })
      .expect(201)
  ).body.id;
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id;
});
afterAll(() => app.close());

const balance = async (account: string, party?: string) =>
  ((await owner.browser.get('/api/ledger/balances').query(party ? { account, party } : { account })).body[0]?.balance as string | undefined) ?? '0.00';
const trialBalance = async () => (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
const billOf = async (id: string) => (await owner.browser.get(`/api/bills/${id}`).expect(200)).body as BillView;

let numbers = 0;
/** A confirmed bill of `total` (one expense line, no tax) dated today. */
const confirmedBill = async (total: string, supplier = supplierId, as = owner) =>
  (
    await as.browser
      .post('/api/bills?confirm=true', {
        supplier_id: supplier,
        bill_number: `PW-${++numbers}`,
        date: today(),
        note: null,
        lines: [{ product_id: null, expense_category_id: categoryId, description: 'Goods', quantity: '1', unit_cost: total, tax_id: null }],
      })
      .expect(201)
  ).body as BillView;

/** A bank voucher of `amount` paying `bills`, with no expense lines unless given. */
const voucher = (amount: string, bills: { bill_id: string; amount: string }[], overrides: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  date: today(),
  pay_type: 'Bank',
  account_id: bankId,
  amount,
  bills,
  ...overrides,
});

describe('supplier payments', () => {
  it('pays a bill in part, then in full with an over-payment kept as supplier credit; deleting the voucher takes it back', async () => {
    const bill = await confirmedBill('1000.00');
    const bank = Money.of(await balance(`bank:${bankId}`));

    const open = (await owner.browser.get(`/api/bills/open-bills/${supplierId}`).expect(200)).body as OpenBillsView;
    expect(open).toEqual({
      credit_balance: '0.00',
      bills: [expect.objectContaining({ id: bill.id, code: bill.code, bill_number: bill.bill_number, grand_total: '1000.00', paid_amount: '0.00', due_amount: '1000.00' })],
    });

    const first = await owner.browser.post('/api/vouchers?confirm=true', voucher('400.00', [{ bill_id: bill.id, amount: '400.00' }])).expect(201);
    expect(first.body).toMatchObject({ status: 'confirmed', amount: '400.00', supplier_credit: '0.00', expense_category_id: null, expenses: [] });
    expect(first.body.bills).toEqual([{ bill_id: bill.id, amount: '400.00', code: bill.code, bill_number: bill.bill_number }]);
    expect(await billOf(bill.id)).toMatchObject({ status: 'partial', paid: '400.00', due: '600.00' });
    expect(await balance(`bank:${bankId}`)).toBe(bank.minus('400').toFixed());

    const second = await owner.browser.post('/api/vouchers?confirm=true', voucher('700.00', [{ bill_id: bill.id, amount: '600.00' }])).expect(201);
    expect(second.body).toMatchObject({ status: 'confirmed', supplier_credit: '100.00' });
    expect(await billOf(bill.id)).toMatchObject({ status: 'paid', paid: '1000.00', due: '0.00' });
    expect(await balance('supplier-credit', `supplier:${supplierId}`)).toBe('100.00');
    expect(await balance('payable', `supplier:${supplierId}`)).toBe('0.00');
    expect(await balance(`bank:${bankId}`)).toBe(bank.minus('1100').toFixed());
    expect((await owner.browser.get(`/api/bills/open-bills/${supplierId}`).expect(200)).body).toEqual({ credit_balance: '100.00', bills: [] });
    // A bill with payments on it is not reversed until they are taken off.
    expect((await owner.browser.post(`/api/bills/reverse/${bill.id}`).expect(409)).body.code).toBe('bills.bill-has-payments');

    await owner.browser.post(`/api/vouchers/delete/voucher/${second.body.id}`).expect(200);
    expect(await billOf(bill.id)).toMatchObject({ status: 'partial', paid: '400.00', due: '600.00' });
    expect(await balance('supplier-credit', `supplier:${supplierId}`)).toBe('0.00');
    expect(await balance(`bank:${bankId}`)).toBe(bank.minus('400').toFixed());
    expect((await trialBalance()).balanced).toBe(true);
    const events = await app.sql<{ type: string }>(`SELECT type FROM ledger_event WHERE stream = $1 ORDER BY position`, [`bill-${bill.id}`]);
    expect(events.map((e) => e.type)).toEqual(['BillConfirmed', 'BillPaid', 'BillPaid', 'BillPaymentReversed']);
    // The dashboard's payables due is what the open bills owe today: the payables aging report's total.
    const dashboard = await owner.browser.get('/api/dashboard').expect(200);
    const aging = await owner.browser.get('/api/reports/payables_aging').expect(200);
    expect(dashboard.body.payables_due).toBe('600.00');
    expect(aging.body.totals.total_due).toBe('600.00');
    // The bill's screen lists the payments made on it, the deleted voucher's as taken back.
    const payments = await owner.browser.get(`/api/bills/payments/${bill.id}`).expect(200);
    expect(payments.body).toEqual([
      { voucher_id: first.body.id, voucher_code: first.body.code, date: today(), amount: '400.00', account: `bank:${bankId}`, account_name: 'BOC Current', reversed_on: null },
      { voucher_id: second.body.id, voucher_code: second.body.code, date: today(), amount: '600.00', account: `bank:${bankId}`, account_name: 'BOC Current', reversed_on: today() },
    ]);
  });

  it('pays expenses and a bill on one voucher, and keeps direct-expense vouchers as they were', async () => {
    const bill = await confirmedBill('300.00');
    const both = await owner.browser
      .post(
        '/api/vouchers?confirm=true',
        voucher('550.00', [{ bill_id: bill.id, amount: '300.00' }], { expenses: [{ description: 'Fuel', expense_category_id: categoryId, amount: '200.00' }] }),
      )
      .expect(201);
    expect(both.body).toMatchObject({ status: 'confirmed', supplier_credit: '50.00' });
    expect(await billOf(bill.id)).toMatchObject({ status: 'paid' });
    const postings = await app.sql<{ account: string; debit: string; credit: string }>(
      `SELECT p.account, p.debit::text, p.credit::text FROM ledger_posting p JOIN ledger_event e USING (tenant_id, position)
        WHERE e.stream = $1 ORDER BY p.line_no`,
      [`voucher-${both.body.id}`],
    );
    expect(postings).toEqual([
      { account: 'expense', debit: '200.00', credit: '0.00' },
      { account: 'supplier-credit', debit: '50.00', credit: '0.00' },
      { account: `bank:${bankId}`, debit: '0.00', credit: '250.00' },
    ]);

    const plain = await owner.browser
      .post('/api/vouchers?confirm=true', { supplier_id: supplierId, date: today(), pay_type: 'Bank', account_id: bankId, expense_category_id: categoryId, amount: '75.00' })
      .expect(201);
    expect(plain.body).toMatchObject({ status: 'confirmed', bills: [], supplier_credit: '0.00', expenses: [expect.objectContaining({ amount: '75.00' })] });
    // Without bills, a voucher still needs its category and lines adding up to its amount.
    const refused = await owner.browser.post('/api/vouchers', { supplier_id: supplierId, date: today(), pay_type: 'Bank', account_id: bankId, amount: '75.00' }).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(['expense_category_id']);
  });

  it('refuses another supplier’s bill, more than a bill owes, a repeated bill and an amount short of its allocations', async () => {
    const bill = await confirmedBill('500.00');
    const others = await confirmedBill('500.00', otherSupplierId);
    const pending = (
      await owner.browser
        .post('/api/bills', { supplier_id: supplierId, bill_number: `PW-${++numbers}`, date: today(), note: null, lines: [{ product_id: null, expense_category_id: categoryId, description: null, quantity: '1', unit_cost: '10', tax_id: null }] })
        .expect(201)
    ).body as BillView;
    const before = (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event`))[0].n;

    const wrongSupplier = await owner.browser.post('/api/vouchers', voucher('100.00', [{ bill_id: others.id, amount: '100.00' }])).expect(422);
    expect(wrongSupplier.body.error_codes).toEqual({ 'bills.0.bill_id': [{ code: 'bills.bill-not-payable' }] });
    const notConfirmed = await owner.browser.post('/api/vouchers', voucher('10.00', [{ bill_id: pending.id, amount: '10.00' }])).expect(422);
    expect(Object.keys(notConfirmed.body.errors)).toEqual(['bills.0.bill_id']);

    const overDue = await owner.browser.post('/api/vouchers?confirm=true', voucher('600.00', [{ bill_id: bill.id, amount: '600.00' }])).expect(422);
    expect(overDue.body).toMatchObject({
      code: 'bills.payment-exceeds-due',
      errors: { 'bills.0.amount': ['The amount 600.00 is more than the bill still owes (500.00).'] },
      error_codes: { 'bills.0.amount': [{ code: 'bills.payment-exceeds-due', params: { amount: '600.00', due: '500.00' } }] },
    });
    // Saved as a draft, the same voucher is refused when confirmed, and nothing is booked.
    const draft = await owner.browser.post('/api/vouchers', voucher('600.00', [{ bill_id: bill.id, amount: '600.00' }])).expect(201);
    const refused = await owner.browser.post(`/api/vouchers/confirm/voucher/${draft.body.id}`).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(['bills.0.amount']);
    expect((await owner.browser.get(`/api/vouchers/${draft.body.id}`).expect(200)).body.status).toBe('pending');

    const repeated = await owner.browser.post('/api/vouchers', voucher('200.00', [{ bill_id: bill.id, amount: '100.00' }, { bill_id: bill.id, amount: '100.00' }])).expect(422);
    expect(Object.keys(repeated.body.errors)).toEqual(['bills.1.bill_id']);
    const short = await owner.browser.post('/api/vouchers', voucher('99.00', [{ bill_id: bill.id, amount: '100.00' }])).expect(422);
    expect(short.body.error_codes).toEqual({ amount: [{ code: 'vouchers.amount-below-allocations' }] });
    const badAmount = await owner.browser.post('/api/vouchers', voucher('100.00', [{ bill_id: bill.id, amount: '-1' }])).expect(422);
    expect(Object.keys(badAmount.body.errors)).toEqual(['bills.0.amount']);

    // The money account pays the whole voucher, its bills too: never below zero.
    const overdrawn = await owner.browser.post('/api/vouchers?confirm=true', voucher('100.00', [{ bill_id: bill.id, amount: '100.00' }], { pay_type: 'Cash', account_id: undefined })).expect(422);
    expect(overdrawn.body.code).toBe('vouchers.voucher-overdrawn');

    expect((await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event`))[0].n).toBe(before);
    expect(await billOf(bill.id)).toMatchObject({ status: 'due', due: '500.00' });
  });

  it('keeps what a draft pays on bills when the public API adds an expense line to it', async () => {
    const bill = await confirmedBill('80.00');
    const draft = await owner.browser.post('/api/vouchers', voucher('100.00', [{ bill_id: bill.id, amount: '80.00' }])).expect(201);
    const edited = await owner.browser.post(`/api/voucher-expenses/add/${draft.body.id}`, { expense_category_id: categoryId, amount: '15.00' }).expect(200);
    expect(edited.body).toMatchObject({ amount: '115.00', supplier_credit: '20.00', bills: [expect.objectContaining({ bill_id: bill.id, amount: '80.00' })] });
  });

  it('hides another workspace’s bills and supplier, and refuses an Audit user’s write', async () => {
    const bill = await confirmedBill('250.00');
    const other = await registerWorkspace(app, 'Other Payments Co');
    await other.browser.get(`/api/bills/open-bills/${supplierId}`).expect(404);
    await other.browser.get(`/api/bills/payments/${bill.id}`).expect(404);
    const theirSupplier = (await other.browser.post('/api/suppliers', { name: 'Their Supplier', type: 'Local Vendor' }).expect(201)).body.id;
    const theirs = await other.browser
      .post('/api/vouchers', { supplier_id: theirSupplier, date: today(), pay_type: 'Cash', amount: '250.00', bills: [{ bill_id: bill.id, amount: '250.00' }] })
      .expect(422);
    expect(Object.keys(theirs.body.errors)).toEqual(['bills.0.bill_id']);

    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.post('/api/vouchers', voucher('250.00', [{ bill_id: bill.id, amount: '250.00' }])).expect(403);
    await audit.get(`/api/bills/open-bills/${supplierId}`).expect(403);
    await audit.get(`/api/bills/payments/${bill.id}`).expect(200);
    expect(await billOf(bill.id)).toMatchObject({ status: 'due' });
  });

  it('is restored by ledger:rebuild: what each bill was paid and each voucher’s stage come from the events alone', async () => {
    const cli = (...args: string[]) => runCli('ledger-rebuild', app.database.url, ...args);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay/);
  }, 120_000);

  it('keeps payables equal to what open bills owe, supplier credit apart, and the trial balance balanced over random payments', async () => {
    const supplier = (await owner.browser.post('/api/suppliers', { name: 'Random Supplier', type: 'Local Vendor' }).expect(201)).body.id as string;
    const vouchers: string[] = [];
    let credit = Money.ZERO;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 500_000 }).map((n) => (n / 100).toFixed(2)),
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 5_000 }).map((n) => (n / 100).toFixed(2)),
        fc.constantFrom('keep', 'delete-last'),
        async (total, shares, over, fate) => {
          await confirmedBill(total, supplier);
          const open = ((await owner.browser.get(`/api/bills/open-bills/${supplier}`).expect(200)).body as OpenBillsView).bills;
          // Each share is a percentage of what an open bill still owes, oldest first.
          const bills = shares
            .map((share, i) => ({ bill: open[i], share }))
            .filter((x): x is { bill: OpenBillsView['bills'][number]; share: number } => x.bill !== undefined)
            .map(({ bill, share }) => ({ bill_id: bill.id, amount: Money.of(bill.due_amount).percent(String(share)).toFixed() }))
            .filter((b) => Money.of(b.amount).isPositive());
          if (bills.length > 0 || Money.of(over).isPositive()) {
            const amount = Money.sum(bills.map((b) => b.amount)).plus(over);
            if (bills.length > 0) {
              const saved = await owner.browser.post('/api/vouchers?confirm=true', { ...voucher(amount.toFixed(), bills), supplier_id: supplier }).expect(201);
              vouchers.push(saved.body.id);
              credit = credit.plus(saved.body.supplier_credit);
            }
          }
          if (fate === 'delete-last' && vouchers.length > 0) {
            const last = vouchers.pop() as string;
            const deleted = await owner.browser.post(`/api/vouchers/delete/voucher/${last}`).expect(200);
            credit = credit.minus(deleted.body.supplier_credit);
          }
          const all = await owner.browser.get('/api/bills').query({ filter: JSON.stringify({ supplier_id: supplier }), range: '[0,999]' }).expect(200);
          const owed = Money.sum((all.body as BillView[]).map((b) => b.due));
          expect(Money.of(await balance('payable', `supplier:${supplier}`)).negated().toFixed()).toBe(owed.toFixed());
          expect(await balance('supplier-credit', `supplier:${supplier}`)).toBe(credit.toFixed());
          for (const b of all.body as BillView[]) expect(Money.of(b.due).isNegative()).toBe(false);
          expect((await trialBalance()).balanced).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  });
});
