import fc from 'fast-check';
import { financialYearStart, Money, Quantity, ROLES, type BalanceSheetReport, type BillView, type DebitNoteView, type PayablesAgingReport, type ProfitAndLossView, type TrialBalanceReport } from '@ginuma/domain';
import { runCli } from '../../../../../tests/support/cli';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let supplierId: string;
let otherSupplierId: string;
let teaId: string;
let categoryId: string;
let vatId: string;

/** The business day in the workspace's zone: the products' opening stock is dated then, so every bill here is too. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const YESTERDAY = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Supplier Returns Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  supplierId = (await owner.browser.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor', payment_terms_days: '30' }).expect(201)).body.id;
  otherSupplierId = (await owner.browser.post('/api/suppliers', { name: 'Lanka Transport', type: 'Transport' }).expect(201)).body.id;
  teaId = (await owner.browser.post('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '10' }).expect(201)).body.id;
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
});
afterAll(() => app.close());

const balance = async (account: string, party?: string) =>
  ((await owner.browser.get('/api/ledger/balances').query(party ? { account, party } : { account })).body[0]?.balance as string | undefined) ?? '0.00';
const stockOf = async (productId: string) => (await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: productId }) }).expect(200)).body[0] as { stock_quantity: string; stock_value: string };
const trialBalance = async () => (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
const billOf = async (id: string) => (await owner.browser.get(`/api/bills/${id}`).expect(200)).body as BillView;
const credit = () => balance('supplier-credit', `supplier:${supplierId}`);
const notes = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM debit_notes`))[0].n;

let numbers = 0;
/** 20 tea at 115.50 and freight at 333.33, both with VAT 18 %: 3,119.13, confirmed. */
const purchase = async (supplier = supplierId) =>
  (
    await owner.browser
      .post('/api/bills?confirm=true', {
        supplier_id: supplier,
        bill_number: `PW-${++numbers}`,
        date: TODAY,
        lines: [
          { product_id: teaId, description: 'Tea cartons', quantity: '20', unit_cost: '115.50', tax_id: vatId },
          { expense_category_id: categoryId, description: 'Freight', quantity: '1', unit_cost: '333.33', tax_id: vatId },
        ],
      })
      .expect(201)
  ).body as BillView;

const returning = (billId: string, lines: object[], overrides: Record<string, unknown> = {}) => ({ supplier_id: supplierId, bill_id: billId, date: TODAY, note: 'Damaged cartons', lines, ...overrides });
const claim = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  bill_id: null,
  date: TODAY,
  note: null,
  lines: [{ expense_category_id: categoryId, description: 'Freight over-charged', unit_cost: '50', tax_id: vatId, quantity: '2' }],
  ...overrides,
});

describe('debit notes', () => {
  it('sends goods of a bill back out of stock at the cost they came in at, as supplier credit, spent on the bill', async () => {
    const bought = await purchase();
    expect(bought.grand_total).toBe('3119.13');
    // 10 opening at 100 and 20 at 115.50: 3,310.00 for 30.
    expect(await stockOf(teaId)).toMatchObject({ stock_quantity: '30.000', stock_value: '3310.00' });

    const draft = (await owner.browser.post('/api/debit-notes', returning(bought.id, [{ bill_line: 0, quantity: '5' }])).expect(201)).body as DebitNoteView;
    // Five at 115.50 = 577.50, VAT 103.95.
    expect(draft).toMatchObject({ code: 'DN-000001', stage: 'pending', bill_code: bought.code, supplier_name: 'Perera Wholesale', sub_total: '577.50', tax_total: '103.95', grand_total: '681.45' });
    expect(draft.lines).toEqual([expect.objectContaining({ bill_line: 0, product_id: teaId, quantity: '5.000', unit_cost: '115.50', amount: '577.50', tax_amount: '103.95', total: '681.45' })]);
    expect((await owner.browser.get('/api/debit-notes/get/code').expect(200)).body).toMatchObject({ code: 'DN-000002' });

    const confirmed = await owner.browser.post(`/api/debit-notes/confirm/${draft.id}`).expect(200);
    expect(confirmed.body).toMatchObject({ stage: 'confirmed', grand_total: '681.45' });
    await owner.browser.post(`/api/debit-notes/confirm/${draft.id}`).expect(409);
    expect(await credit()).toBe('681.45');
    expect(await balance('input-tax', `tax:${vatId}`)).toBe('371.85');
    expect(await stockOf(teaId)).toMatchObject({ stock_quantity: '25.000', stock_value: '2732.50' });
    const logs = (await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ product_id: teaId, source: 'debit_note' }) }).expect(200)).body;
    expect(logs).toEqual([expect.objectContaining({ transaction_type: 'out', quantity: '5.000', value: '577.50', reference: 'DN-000001' })]);
    expect((await trialBalance()).balanced).toBe(true);

    // Fifteen of the twenty are left to send back: sixteen more are refused under the line, and nothing is saved.
    const over = await owner.browser.post('/api/debit-notes', returning(bought.id, [{ bill_line: 0, quantity: '16' }])).expect(422);
    expect(over.body.code).toBe('debit-notes.returns-exceed-bought');
    expect(over.body.errors).toEqual({ 'lines.0.quantity': ['Only 15.000 of this line is bought and not yet returned.'] });
    expect(await notes()).toBe(1);

    // Spent on the bill: its balance shows it paid in part, and what the supplier is owed falls by as much.
    const beforeApplying = new Date().toISOString();
    const applied = await owner.browser.post(`/api/debit-notes/apply/${draft.id}`, { bill_id: bought.id, amount: '600' }).expect(201);
    expect(applied.body).toEqual({ bill_id: bought.id, amount: '600.00', paid: '600.00', due: '2519.13' });
    expect(await billOf(bought.id)).toMatchObject({ paid: '600.00', due: '2519.13', status: 'partial' });
    expect(await credit()).toBe('81.45');
    expect(await balance('payable', `supplier:${supplierId}`)).toBe('-2519.13');
    const aging = async (query: Record<string, string>) =>
      ((await owner.browser.get('/api/reports/payables_aging').query({ as_of: TODAY, ...query }).expect(200)).body as PayablesAgingReport).rows.find((r) => r.supplier_id === supplierId)?.total_due;
    expect(await aging({})).toBe('2519.13');
    expect(await aging({ known_at: beforeApplying })).toBe('3119.13');
    const tooMuch = await owner.browser.post(`/api/debit-notes/apply/${draft.id}`, { bill_id: bought.id, amount: '90' }).expect(422);
    expect(tooMuch.body).toMatchObject({ code: 'bills.credit-exceeds-balance', errors: { amount: ['The amount may not exceed the supplier’s credit of 81.45.'] } });
    const theirs = await purchase(otherSupplierId);
    const foreign = await owner.browser.post(`/api/debit-notes/apply/${draft.id}`, { bill_id: theirs.id, amount: '10' }).expect(422);
    expect(foreign.body.code).toBe('debit-notes.apply-other-supplier');
    await owner.browser.post(`/api/debit-notes/apply/${draft.id}`, { bill_id: bought.id, amount: '0' }).expect(422);

    // Its credit is spent: it cannot be taken back, nor can the bill it paid.
    expect((await owner.browser.post(`/api/debit-notes/reverse/${draft.id}`).expect(409)).body.code).toBe('payments.credit-used');
    expect((await owner.browser.post(`/api/bills/reverse/${bought.id}`).expect(409)).body.code).toBe('bills.bill-has-payments');
    expect((await trialBalance()).balanced).toBe(true);
  });

  it('takes applied credit back off a bill as the supplier’s credit again, never more than the note applied there nor off a reversed bill', async () => {
    const bought = await purchase();
    const note = (await owner.browser.post('/api/debit-notes?confirm=true', claim()).expect(201)).body as DebitNoteView;
    const other = (await owner.browser.post('/api/debit-notes?confirm=true', claim()).expect(201)).body as DebitNoteView;
    const creditBefore = await credit();
    await owner.browser.post(`/api/debit-notes/apply/${note.id}`, { bill_id: bought.id, amount: '100' }).expect(201);
    await owner.browser.post(`/api/debit-notes/apply/${other.id}`, { bill_id: bought.id, amount: '50' }).expect(201);
    expect(await billOf(bought.id)).toMatchObject({ paid: '150.00', status: 'partial' });

    const back = await owner.browser.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: bought.id, amount: '40' }).expect(201);
    expect(back.body).toEqual({ bill_id: bought.id, amount: '40.00', paid: '110.00', due: '3009.13' });
    expect(await billOf(bought.id)).toMatchObject({ paid: '110.00', due: '3009.13', status: 'partial' });
    expect(await credit()).toBe(Money.of(creditBefore).minus('110.00').toFixed());
    const [event] = await app.sql<{ type: string; stream: string }>(`SELECT type, stream FROM ledger_event WHERE tenant_id = $1 ORDER BY position DESC LIMIT 1`, [owner.user.workspace.id]);
    expect(event).toEqual({ type: 'BillCreditUnapplied', stream: `bill-${bought.id}` });
    expect(((await owner.browser.get(`/api/debit-notes/${note.id}`).expect(200)).body as DebitNoteView).applied).toEqual([{ bill_id: bought.id, bill_code: bought.code, amount: '60.00' }]);

    // The note applied 100 and 40 is back: 60 stands, whatever the other note applied.
    const events = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [owner.user.workspace.id]))[0].n;
    const before = await events();
    const over = await owner.browser.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: bought.id, amount: '60.01' }).expect(422);
    expect(over.body).toMatchObject({ code: 'debit-notes.unapply-exceeds-applied', errors: { amount: ['Only 60.00 of this debit note is applied to the bill.'] } });
    const elsewhere = await owner.browser.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: (await purchase(otherSupplierId)).id, amount: '1' }).expect(422);
    expect(elsewhere.body.code).toBe('debit-notes.apply-other-supplier');
    await owner.browser.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: bought.id, amount: '-5' }).expect(422);
    expect((await owner.browser.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: bought.id }).expect(422)).body.errors).toHaveProperty('amount');
    expect(await events()).toBe(before + 1);

    // All back off: the bill owes its whole total and may be reversed, after which nothing comes back off it.
    await owner.browser.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: bought.id, amount: '60' }).expect(201);
    await owner.browser.post(`/api/debit-notes/unapply/${other.id}`, { bill_id: bought.id, amount: '50' }).expect(201);
    expect(await billOf(bought.id)).toMatchObject({ paid: '0.00', status: 'due' });
    expect(await credit()).toBe(creditBefore);
    await owner.browser.post(`/api/bills/reverse/${bought.id}`).expect(200);
    const reversed = await owner.browser.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: bought.id, amount: '1' }).expect(409);
    expect(reversed.body.code).toBe('debit-notes.unapply-bill-reversed');

    // Another workspace's note is not found; an Audit user may not take credit back.
    const stranger = await registerWorkspace(app, 'Unapply Stranger Co');
    await stranger.browser.post(`/api/debit-notes/unapply/${other.id}`, { bill_id: bought.id, amount: '1' }).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.post(`/api/debit-notes/unapply/${other.id}`, { bill_id: bought.id, amount: '1' }).expect(403);
    expect((await trialBalance()).balanced).toBe(true);
  });

  it('claims a price back with its tax, reverses it, and deletes, lists, restores and refuses to purge it', async () => {
    const before = await credit();
    const freight = await balance('expense', `expense-category:${categoryId}`);
    const note = (await owner.browser.post('/api/debit-notes?confirm=true', claim()).expect(201)).body as DebitNoteView;
    expect(note).toMatchObject({ stage: 'confirmed', bill_id: null, sub_total: '100.00', tax_total: '18.00', grand_total: '118.00' });
    expect(await credit()).toBe(Money.of(before).plus('118.00').toFixed());
    expect(await balance('expense', `expense-category:${categoryId}`)).toBe(Money.of(freight).minus('100.00').toFixed());

    await owner.browser.delete(`/api/debit-notes/${note.id}`).expect(409);
    expect((await owner.browser.post(`/api/debit-notes/reverse/${note.id}`).expect(200)).body).toMatchObject({ stage: 'reversed', reversed_on: TODAY });
    expect(await credit()).toBe(before);
    expect(await balance('expense', `expense-category:${categoryId}`)).toBe(freight);
    await owner.browser.delete(`/api/debit-notes/${note.id}`).expect(200);
    const deleted = await owner.browser.get('/api/debit-notes/-/deleted-list').expect(200);
    expect(deleted.body).toEqual([expect.objectContaining({ id: note.id, status: 'reversed' })]);
    expect((await owner.browser.delete(`/api/debit-notes/permanent/${note.id}`).expect(409)).body.code).toBe('documents.ledger-known');
    await owner.browser.post(`/api/debit-notes/restore/${note.id}`).expect(200);
    const listed = await owner.browser.get('/api/debit-notes').query({ filter: JSON.stringify({ status: 'reversed' }) }).expect(200);
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual([note.id]);
    expect((await owner.browser.get('/api/debit-notes/-/export').expect(200)).headers['content-type']).toContain('spreadsheet');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const bought = await purchase();
    const pendingBill = (await owner.browser.post('/api/bills', { supplier_id: supplierId, bill_number: `PW-${++numbers}`, date: TODAY, lines: [{ expense_category_id: categoryId, quantity: '1', unit_cost: '10' }] }).expect(201)).body as BillView;
    const before = await notes();
    const shape = 'A line returns a bill line (with a bill) or names the expense claimed and its unit cost (without one).';
    const cases: [object, string, string][] = [
      [returning(bought.id, []), 'lines', 'Add at least one line to the debit note.'],
      [returning(bought.id, [{ expense_category_id: categoryId, unit_cost: '10', quantity: '1' }]), 'lines.0', shape],
      [claim({ lines: [{ bill_line: 0, quantity: '1' }] }), 'lines.0', shape],
      [returning(bought.id, [{ bill_line: 0, quantity: '0' }]), 'lines.0.quantity', 'The quantity must be greater than zero.'],
      [returning(bought.id, [{ bill_line: 7, quantity: '1' }]), 'lines.0.bill_line', 'Choose a line of the bill.'],
      [returning(bought.id, [{ bill_line: 0, quantity: '1' }], { date: YESTERDAY }), 'date', `A debit note cannot be dated before its bill (${TODAY}).`],
      [returning(bought.id, [{ bill_line: 0, quantity: '1' }], { supplier_id: otherSupplierId }), 'bill_id', 'Choose a confirmed bill of this supplier.'],
      [returning(pendingBill.id, [{ bill_line: 0, quantity: '1' }]), 'bill_id', 'Choose a confirmed bill of this supplier.'],
      [claim({ supplier_id: '00000000-0000-4000-8000-000000000000' }), 'supplier_id', 'The selected supplier is invalid.'],
      [claim({ lines: [{ expense_category_id: categoryId, description: 'Nothing', unit_cost: '0', quantity: '1' }] }), 'lines', 'A debit note must claim more than zero.'],
      [claim({ lines: [{ expense_category_id: categoryId, unit_cost: '1.005', quantity: '1' }] }), 'lines.0.unit_cost', 'The unit cost may have at most 2 decimal places.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.browser.post('/api/debit-notes', body).expect(422);
      expect({ field, errors: response.body.errors?.[field] }).toEqual({ field, errors: expect.arrayContaining([message]) });
    }
    expect(await notes()).toBe(before);
  });

  it('hides another workspace’s debit note and refuses an Audit user’s write', async () => {
    const mine = (await owner.browser.post('/api/debit-notes', claim()).expect(201)).body as DebitNoteView;
    const bought = await purchase();
    const other = await registerWorkspace(app, 'Other Supplier Returns Co');
    await other.browser.get(`/api/debit-notes/${mine.id}`).expect(404);
    await other.browser.post(`/api/debit-notes/confirm/${mine.id}`).expect(404);
    await other.browser.post(`/api/debit-notes/reverse/${mine.id}`).expect(404);
    await other.browser.delete(`/api/debit-notes/${mine.id}`).expect(404);
    await other.browser.put(`/api/debit-notes/${mine.id}`, claim()).expect(404);
    await other.browser.post(`/api/debit-notes/apply/${mine.id}`, { bill_id: bought.id, amount: '1' }).expect(404);
    expect((await owner.browser.get(`/api/debit-notes/${mine.id}`).expect(200)).body).toMatchObject({ stage: 'pending' });
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.post('/api/debit-notes', claim()).expect(403);
    await audit.post(`/api/debit-notes/confirm/${mine.id}`).expect(403);
    await audit.post(`/api/debit-notes/apply/${mine.id}`, { bill_id: bought.id, amount: '1' }).expect(403);
    await audit.get('/api/debit-notes').expect(200);
    await audit.get(`/api/debit-notes/${mine.id}`).expect(200);
    const entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
    await entry.post(`/api/debit-notes/confirm/${mine.id}`).expect(200);
    await entry.post(`/api/debit-notes/apply/${mine.id}`, { bill_id: bought.id, amount: '1' }).expect(201);
  });

  type Step =
    | { kind: 'bill'; quantity: number; cents: number }
    | { kind: 'sale'; quantity: number }
    | { kind: 'return'; bill: number; quantity: number }
    | { kind: 'claim'; cents: number; taxed: boolean }
    | { kind: 'apply'; note: number; bill: number; cents: number }
    | { kind: 'reverse'; note: number };
  const cents = fc.integer({ min: 1, max: 200_000 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('bill' as const), quantity: fc.integer({ min: 1, max: 5 }), cents }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('sale' as const), quantity: fc.integer({ min: 1, max: 8 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('return' as const), bill: fc.nat(9), quantity: fc.integer({ min: 1, max: 6 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('claim' as const), cents, taxed: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('apply' as const), note: fc.nat(9), bill: fc.nat(9), cents }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), note: fc.nat(9) }) },
  );
  const amount = (value: number) => Money.of((value / 100).toFixed(2)).toFixed();

  it('over random purchases, sales, returns, claims, spends and reversals: stock never below zero, payables are open bills less supplier credit, the books balance and the P&L is the balance sheet’s earnings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 9 }), async (steps) => {
        const shop = await registerWorkspace(app, 'Random Supplier Returns Co');
        const b = shop.browser;
        await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [shop.user.workspace.id]);
        const supplier = (await b.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor' }).expect(201)).body.id as string;
        const customer = (await b.post('/api/customers', { name: 'Silva Stores' }).expect(201)).body.id as string;
        const product = (await b.post('/api/products', { name: 'Tile', type: 'Stockable', selling_price: '25', unit_cost: '10', open_stock: '3' }).expect(201)).body.id as string;
        const category = (await b.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id as string;
        const vat = (await b.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id as string;
        const bills: string[] = [];
        const made: { id: string; total: string; reversed: boolean }[] = [];
        let onHand = Quantity.of('3');
        let spent = Money.ZERO;
        const ok = (status: number) => {
          expect([200, 201, 409, 422]).toContain(status);
          return status < 300;
        };
        for (const s of steps) {
          if (s.kind === 'bill') {
            const lines = [{ product_id: product, quantity: String(s.quantity), unit_cost: amount(s.cents), tax_id: vat }];
            const bought = await b.post('/api/bills?confirm=true', { supplier_id: supplier, bill_number: `R-${bills.length + 1}`, date: TODAY, lines });
            if (ok(bought.status)) {
              bills.push(bought.body.id);
              onHand = onHand.plus(String(s.quantity));
            }
          } else if (s.kind === 'sale') {
            const sold = await b.post('/api/invoices?confirm=true', { customer_id: customer, date: TODAY, due_date: TODAY, lines: [{ product_id: product, quantity: String(s.quantity), price: '25' }] });
            if (ok(sold.status)) onHand = onHand.minus(String(s.quantity));
          } else if (s.kind === 'return' && bills.length > 0) {
            const body = { supplier_id: supplier, bill_id: bills[s.bill % bills.length], date: TODAY, note: null, lines: [{ bill_line: 0, quantity: String(s.quantity) }] };
            const note = await b.post('/api/debit-notes?confirm=true', body);
            if (ok(note.status)) {
              made.push({ id: note.body.id, total: note.body.grand_total, reversed: false });
              onHand = onHand.minus(String(s.quantity));
            }
          } else if (s.kind === 'claim') {
            const lines = [{ expense_category_id: category, description: 'Allowance', unit_cost: amount(s.cents), tax_id: s.taxed ? vat : null, quantity: '1' }];
            const note = await b.post('/api/debit-notes?confirm=true', { supplier_id: supplier, bill_id: null, date: TODAY, note: null, lines });
            if (ok(note.status)) made.push({ id: note.body.id, total: note.body.grand_total, reversed: false });
          } else if (s.kind === 'apply' && made.length > 0 && bills.length > 0) {
            const note = made[s.note % made.length] as (typeof made)[number];
            const applied = await b.post(`/api/debit-notes/apply/${note.id}`, { bill_id: bills[s.bill % bills.length], amount: amount(s.cents) });
            if (ok(applied.status)) spent = spent.plus(amount(s.cents));
          } else if (s.kind === 'reverse' && made.length > 0) {
            const note = made[s.note % made.length] as (typeof made)[number];
            const reversed = await b.post(`/api/debit-notes/reverse/${note.id}`);
            if (ok(reversed.status)) {
              note.reversed = true;
              const back = reversed.body as DebitNoteView;
              onHand = onHand.plus(Quantity.sum(back.lines.filter((l) => l.product_id !== null).map((l) => l.quantity)));
            }
          }
        }
        const shelf = (await b.get('/api/stocks').query({ filter: JSON.stringify({ product_id: product }) }).expect(200)).body[0] as { stock_quantity: string; stock_value: string };
        expect(shelf.stock_quantity).toBe(onHand.toFixed());
        expect(onHand.isNegative()).toBe(false);
        expect(Money.of(shelf.stock_value).isNegative()).toBe(false);
        const balanceOf = async (account: string, party: string) => ((await b.get('/api/ledger/balances').query({ account, party })).body[0]?.balance as string | undefined) ?? '0.00';
        // The supplier's credit is what the standing notes claimed less what was spent of it.
        const claimed = Money.sum(made.filter((n) => !n.reversed).map((n) => n.total));
        const supplierCredit = Money.of(await balanceOf('supplier-credit', `supplier:${supplier}`));
        expect(supplierCredit.toFixed()).toBe(claimed.minus(spent).toFixed());
        // What the business owes the supplier, net, is what its open bills still owe less the supplier's credit.
        const open = (await b.get('/api/bills').query({ filter: JSON.stringify({ supplier_id: supplier }), range: '[0,999]' }).expect(200)).body as BillView[];
        const payable = Money.of(await balanceOf('payable', `supplier:${supplier}`)).negated();
        expect(payable.minus(supplierCredit).toFixed()).toBe(Money.sum(open.map((x) => x.due)).minus(claimed.minus(spent)).toFixed());
        expect(((await b.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport).balanced).toBe(true);
        for (const knownAt of [undefined, new Date().toISOString()]) {
          const sheet = (await b.get('/api/reports/balance-sheet').query(knownAt ? { known_at: knownAt } : {}).expect(200)).body as BalanceSheetReport;
          const earnings = sheet.sections.find((x) => x.key === 'equity')?.lines.find((l) => l.key === 'current_year_earnings');
          const pl = (await b.get('/api/reports/profit_and_loss').query({ from: financialYearStart(sheet.as_of), to: sheet.as_of, ...(knownAt ? { known_at: knownAt } : {}) }).expect(200)).body as ProfitAndLossView;
          expect(pl.net_profit).toBe(earnings?.amount);
        }
      }),
      { numRuns: 4, seed: 20_261_201, endOnFailure: true },
    );
  }, 300_000);

  it('is restored by ledger:rebuild: each note’s stage, the stock it moved and the bills it paid come from its events alone', async () => {
    const cli = (...args: string[]) => runCli('ledger-rebuild', app.database.url, ...args);
    const snapshot = () => app.sql(`SELECT id, stage, reversed_on FROM debit_notes ORDER BY id`);
    const before = await snapshot();
    expect(before.some((row) => (row as { stage: string }).stage === 'reversed')).toBe(true);
    await app.sql(`UPDATE debit_notes SET stage = 'pending', reversed_on = NULL`);
    const failure = await cli('--verify').catch((error: { code: number; stdout: string }) => error);
    expect(failure.stdout).toMatch(/debit_notes/);
    expect((await cli()).stdout).toMatch(/Rebuilt \d+ events/);
    expect(await snapshot()).toEqual(before);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay, hash chains intact/);
  }, 120_000);
});
