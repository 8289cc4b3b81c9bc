import fc from 'fast-check';
import { financialYearStart, Money, Quantity, ROLES, type BalanceSheetReport, type CreditNoteView, type InvoiceView, type ProfitAndLossView, type TrialBalanceReport } from '@ginuma/domain';
import { runCli } from '../../../../../tests/support/cli';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let customerId: string;
let otherCustomerId: string;
let teaId: string;
let serviceId: string;
let vatId: string;

/** The business day in the workspace's zone: the products' opening stock is dated then, so every sale here is too. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const YESTERDAY = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Returns Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  customerId = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id;
  otherCustomerId = (await owner.browser.post('/api/customers', { name: 'Silva Traders' }).expect(201)).body.id;
  teaId = (await owner.browser.post('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '100' }).expect(201)).body.id;
  serviceId = (await owner.browser.post('/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '250' }).expect(201)).body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
});
afterAll(() => app.close());

const balance = async (account: string, party?: string) =>
  ((await owner.browser.get('/api/ledger/balances').query(party ? { account, party } : { account })).body[0]?.balance as string | undefined) ?? '0.00';
const stockOf = async (productId: string) => (await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: productId }) }).expect(200)).body[0] as { stock_quantity: string; stock_value: string };
const trialBalance = async () => (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
const invoiceOf = async (id: string) => (await owner.browser.get(`/api/invoices/${id}`).expect(200)).body as InvoiceView;
const credit = () => balance('customer-credit', `customer:${customerId}`);

/** 4 tea at 450 less 100, a delivery at 250, 195 off the whole, VAT 18 %: 2,070.90, confirmed. */
const sale = async (customer = customerId, date = TODAY) =>
  (
    await owner.browser
      .post('/api/invoices?confirm=true', {
        customer_id: customer,
        date,
        due_date: date,
        tax_ids: [vatId],
        other_discount_type: 'value',
        other_discount: '195',
        lines: [
          { product_id: teaId, quantity: '4', price: '450', discount_type: 'value', discount_value: '100' },
          { product_id: serviceId, quantity: '1', price: '250' },
        ],
      })
      .expect(201)
  ).body as InvoiceView;

const returning = (invoiceId: string, lines: object[], overrides: Record<string, unknown> = {}) => ({ customer_id: customerId, invoice_id: invoiceId, date: TODAY, note: 'Damaged in transit', lines, ...overrides });
const reduction = (overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  invoice_id: null,
  date: TODAY,
  note: null,
  tax_ids: [vatId],
  lines: [{ description: 'Late delivery allowance', unit_price: '500', quantity: '2' }],
  ...overrides,
});

describe('credit notes', () => {
  it('returns a line of an invoice into stock at the cost it left at, as the customer’s credit, spent on another invoice', async () => {
    const sold = await sale();
    expect(sold.grand_total).toBe('2070.90');
    expect(await stockOf(teaId)).toMatchObject({ stock_quantity: '96.000', stock_value: '9600.00' });
    const tbBefore = await trialBalance();

    const created = await owner.browser.post('/api/credit-notes', returning(sold.id, [{ invoice_line: 0, quantity: '1' }])).expect(201);
    const draft = created.body as CreditNoteView;
    // One of four: 450 less a quarter of the 100 off, less 195 × 425 / 1,950 = 42.50, plus VAT 18 %.
    expect(draft).toMatchObject({ code: 'CN-000001', stage: 'pending', invoice_code: sold.code, sub_total: '425.00', other_discount: '42.50', tax_total: '68.85', grand_total: '451.35' });
    expect(draft.lines).toEqual([expect.objectContaining({ invoice_line: 0, product_id: teaId, quantity: '1.000', unit_price: '450.00', discount: '25.00', total: '425.00' })]);
    expect((await owner.browser.get('/api/credit-notes/get/code').expect(200)).body).toMatchObject({ code: 'CN-000002' });

    const confirmed = await owner.browser.post(`/api/credit-notes/confirm/${draft.id}`).expect(200);
    expect(confirmed.body).toMatchObject({ stage: 'confirmed', grand_total: '451.35' });
    await owner.browser.post(`/api/credit-notes/confirm/${draft.id}`).expect(409);
    expect(await credit()).toBe('-451.35');
    expect(await stockOf(teaId)).toMatchObject({ stock_quantity: '97.000', stock_value: '9700.00' });
    const logs = (await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ product_id: teaId, source: 'credit_note' }) }).expect(200)).body;
    expect(logs).toEqual([expect.objectContaining({ transaction_type: 'in', quantity: '1.000', value: '100.00', reference: 'CN-000001' })]);
    const tb = await trialBalance();
    expect(tb.balanced).toBe(true);
    expect(tb.totals.debit).not.toBe(tbBefore.totals.debit);

    // Three of the four are left to return: four more are refused under the line, and nothing is saved.
    const over = await owner.browser.post('/api/credit-notes', returning(sold.id, [{ invoice_line: 0, quantity: '4' }])).expect(422);
    expect(over.body.code).toBe('credit-notes.returns-exceed-sold');
    expect(over.body.errors).toEqual({ 'lines.0.quantity': ['Only 3.000 of this line is sold and not yet returned.'] });
    expect((await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM credit_notes`))[0].n).toBe(1);

    // Spent on another invoice of the customer: that invoice's balance shows it paid.
    const other = await sale();
    const applied = await owner.browser.post(`/api/credit-notes/apply/${draft.id}`, { invoice_id: other.id, amount: '400' }).expect(201);
    expect(applied.body).toMatchObject({ paid_amount: '400.00' });
    expect(await invoiceOf(other.id)).toMatchObject({ paid: '400.00', due: '1670.90', status: 'partial' });
    expect(await credit()).toBe('-51.35');
    const tooMuch = await owner.browser.post(`/api/credit-notes/apply/${draft.id}`, { invoice_id: other.id, amount: '60' }).expect(422);
    expect(tooMuch.body.code).toBe('payments.credit-exceeds-balance');
    const theirs = await sale(otherCustomerId);
    const foreign = await owner.browser.post(`/api/credit-notes/apply/${draft.id}`, { invoice_id: theirs.id, amount: '10' }).expect(422);
    expect(foreign.body.code).toBe('credit-notes.apply-other-customer');
    await owner.browser.post(`/api/credit-notes/apply/${draft.id}`, { invoice_id: other.id, amount: '0' }).expect(422);

    // Its credit is spent: it cannot be taken back until what spent it is.
    const refused = await owner.browser.post(`/api/credit-notes/reverse/${draft.id}`).expect(409);
    expect(refused.body.code).toBe('payments.credit-used');
    expect((await trialBalance()).balanced).toBe(true);
  });

  it('takes applied credit back off an invoice as the customer’s credit again, never more than the note applied there nor off a reversed invoice', async () => {
    const bill = async () =>
      (await owner.browser.post('/api/invoices?confirm=true', { customer_id: customerId, date: TODAY, due_date: TODAY, lines: [{ product_id: serviceId, quantity: '2', price: '250' }] }).expect(201))
        .body as InvoiceView;
    const target = await bill();
    const note = (await owner.browser.post('/api/credit-notes?confirm=true', reduction({ tax_ids: [], lines: [{ description: 'Allowance', unit_price: '300', quantity: '1' }] })).expect(201))
      .body as CreditNoteView;
    const before = await credit();
    await owner.browser.post(`/api/credit-notes/apply/${note.id}`, { invoice_id: target.id, amount: '120' }).expect(201);
    await owner.browser.post(`/api/credit-notes/apply/${note.id}`, { invoice_id: target.id, amount: '80' }).expect(201);
    expect(await invoiceOf(target.id)).toMatchObject({ paid: '200.00', due: '300.00', status: 'partial' });

    // 150 back: the newest receipt (80) is reversed, then the older one (120), of which 50 is spent again.
    const back = await owner.browser.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: target.id, amount: '150' }).expect(201);
    expect(back.body).toEqual({ invoice_id: target.id, amount: '150.00', paid: '50.00', due: '450.00' });
    // The credit is a liability (its balance negative): 50 of it stays spent.
    expect(await credit()).toBe(Money.of(before).plus('50.00').toFixed());
    const shown = (await owner.browser.get(`/api/credit-notes/${note.id}`).expect(200)).body as CreditNoteView;
    expect(shown.applied).toEqual([{ invoice_id: target.id, invoice_code: target.code, amount: '50.00' }]);

    const events = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [owner.user.workspace.id]))[0].n;
    const theirs = await sale(otherCustomerId);
    const count = await events();
    const over = await owner.browser.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: target.id, amount: '50.01' }).expect(422);
    expect(over.body).toMatchObject({ code: 'credit-notes.unapply-exceeds-applied', errors: { amount: ['Only 50.00 of this credit note is applied to the invoice.'] } });
    expect((await owner.browser.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: theirs.id, amount: '1' }).expect(422)).body.code).toBe('credit-notes.apply-other-customer');
    await owner.browser.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: target.id, amount: '0' }).expect(422);
    expect(await events()).toBe(count);

    // All back off: the invoice may be reversed, after which nothing comes back off it.
    await owner.browser.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: target.id, amount: '50' }).expect(201);
    expect(await invoiceOf(target.id)).toMatchObject({ paid: '0.00', due: '500.00', status: 'due' });
    expect(await credit()).toBe(before);
    await owner.browser.post(`/api/invoices/reverse/${target.id}`, { reason: 'Wrong customer' }).expect(200);
    const reversed = await owner.browser.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: target.id, amount: '1' }).expect(409);
    expect(reversed.body.code).toBe('credit-notes.unapply-invoice-reversed');

    const stranger = await registerWorkspace(app, 'Unapply Stranger Co');
    await stranger.browser.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: target.id, amount: '1' }).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: target.id, amount: '1' }).expect(403);
    expect((await trialBalance()).balanced).toBe(true);
  });

  it('credits a price reduction with its tax, reverses it, and deletes, lists, restores and refuses to purge it', async () => {
    const before = await credit();
    const sales = await balance('sales');
    const note = (await owner.browser.post('/api/credit-notes?confirm=true', reduction()).expect(201)).body as CreditNoteView;
    expect(note).toMatchObject({ stage: 'confirmed', invoice_id: null, sub_total: '1000.00', tax_total: '180.00', grand_total: '1180.00' });
    expect(await credit()).toBe(Money.of(before).minus('1180.00').toFixed());
    expect(await balance('sales')).toBe(Money.of(sales).plus('1000.00').toFixed());
    expect(await balance('tax-payable', `tax:${vatId}`)).not.toBe('0.00');

    await owner.browser.delete(`/api/credit-notes/${note.id}`).expect(409);
    const reversed = await owner.browser.post(`/api/credit-notes/reverse/${note.id}`).expect(200);
    expect(reversed.body).toMatchObject({ stage: 'reversed' });
    expect(await credit()).toBe(before);
    expect(await balance('sales')).toBe(sales);
    await owner.browser.delete(`/api/credit-notes/${note.id}`).expect(200);
    const deleted = await owner.browser.get('/api/credit-notes/-/deleted-list').expect(200);
    expect(deleted.body).toEqual([expect.objectContaining({ id: note.id, status: 'reversed' })]);
    expect((await owner.browser.delete(`/api/credit-notes/permanent/${note.id}`).expect(409)).body.code).toBe('documents.ledger-known');
    await owner.browser.post(`/api/credit-notes/restore/${note.id}`).expect(200);
    const listed = await owner.browser.get('/api/credit-notes').query({ filter: JSON.stringify({ status: 'reversed' }) }).expect(200);
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual([note.id]);
    const exported = await owner.browser.get('/api/credit-notes/-/export').expect(200);
    expect(exported.headers['content-type']).toContain('spreadsheet');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const sold = await sale();
    const draftInvoice = (await owner.browser.post('/api/invoices', { customer_id: customerId, date: TODAY, due_date: TODAY, lines: [{ product_id: serviceId, quantity: '1', price: '250' }] }).expect(201)).body as InvoiceView;
    const before = (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM credit_notes`))[0].n;
    const cases: [object, string, string][] = [
      [returning(sold.id, []), 'lines', 'Add at least one line to the credit note.'],
      [returning(sold.id, [{ description: 'x', unit_price: '10', quantity: '1' }]), 'lines.0', 'A line returns an invoice line (with an invoice) or says what is credited and its price (without one).'],
      [reduction({ lines: [{ invoice_line: 0, quantity: '1' }] }), 'lines.0', 'A line returns an invoice line (with an invoice) or says what is credited and its price (without one).'],
      [returning(sold.id, [{ invoice_line: 0, quantity: '0' }]), 'lines.0.quantity', 'The quantity must be greater than zero.'],
      [returning(sold.id, [{ invoice_line: 7, quantity: '1' }]), 'lines.0.invoice_line', 'Choose a line of the invoice.'],
      [returning(sold.id, [{ invoice_line: 0, quantity: '1' }], { date: YESTERDAY }), 'date', `A credit note cannot be dated before its invoice (${TODAY}).`],
      [returning(sold.id, [{ invoice_line: 0, quantity: '1' }], { customer_id: otherCustomerId }), 'invoice_id', 'Choose a confirmed invoice of this customer.'],
      [returning(draftInvoice.id, [{ invoice_line: 0, quantity: '1' }]), 'invoice_id', 'Choose a confirmed invoice of this customer.'],
      [reduction({ customer_id: '00000000-0000-4000-8000-000000000000' }), 'customer_id', 'The selected customer is invalid.'],
      [reduction({ lines: [{ description: 'Nothing', unit_price: '0', quantity: '1' }] }), 'lines', 'A credit note must credit more than zero.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.browser.post('/api/credit-notes', body).expect(422);
      expect({ field, errors: response.body.errors?.[field] }).toEqual({ field, errors: expect.arrayContaining([message]) });
    }
    expect((await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM credit_notes`))[0].n).toBe(before);
  });

  it('hides another workspace’s credit note and refuses an Audit user’s write', async () => {
    const mine = (await owner.browser.post('/api/credit-notes', reduction()).expect(201)).body as CreditNoteView;
    const invoice = await sale();
    const other = await registerWorkspace(app, 'Other Returns Co');
    await other.browser.get(`/api/credit-notes/${mine.id}`).expect(404);
    await other.browser.post(`/api/credit-notes/confirm/${mine.id}`).expect(404);
    await other.browser.post(`/api/credit-notes/reverse/${mine.id}`).expect(404);
    await other.browser.delete(`/api/credit-notes/${mine.id}`).expect(404);
    await other.browser.put(`/api/credit-notes/${mine.id}`, reduction()).expect(404);
    await other.browser.post(`/api/credit-notes/apply/${mine.id}`, { invoice_id: invoice.id, amount: '1' }).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.post('/api/credit-notes', reduction()).expect(403);
    await audit.post(`/api/credit-notes/confirm/${mine.id}`).expect(403);
    await audit.post(`/api/credit-notes/apply/${mine.id}`, { invoice_id: invoice.id, amount: '1' }).expect(403);
    await audit.get('/api/credit-notes').expect(200);
    await audit.get(`/api/credit-notes/${mine.id}`).expect(200);
    const entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
    await entry.post(`/api/credit-notes/confirm/${mine.id}`).expect(200);
    await entry.post(`/api/credit-notes/apply/${mine.id}`, { invoice_id: invoice.id, amount: '1' }).expect(201);
  });

  type Step =
    | { kind: 'sale'; quantity: number; cents: number }
    | { kind: 'return'; invoice: number; quantity: number }
    | { kind: 'reduction'; cents: number; taxed: boolean }
    | { kind: 'apply'; note: number; invoice: number; cents: number }
    | { kind: 'reverse'; note: number };
  const cents = fc.integer({ min: 1, max: 200_000 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('sale' as const), quantity: fc.integer({ min: 1, max: 5 }), cents }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('return' as const), invoice: fc.nat(9), quantity: fc.integer({ min: 1, max: 6 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reduction' as const), cents, taxed: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('apply' as const), note: fc.nat(9), invoice: fc.nat(9), cents }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), note: fc.nat(9) }) },
  );
  const amount = (value: number) => Money.of((value / 100).toFixed(2)).toFixed();

  it('over random sales, returns, reductions, spends and reversals: stock never below zero, receivables and credit tie, the books balance and the P&L is the balance sheet’s earnings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 9 }), async (steps) => {
        const shop = await registerWorkspace(app, 'Random Returns Co');
        const b = shop.browser;
        await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [shop.user.workspace.id]);
        const customer = (await b.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id as string;
        const product = (await b.post('/api/products', { name: 'Tile', type: 'Stockable', selling_price: '25', unit_cost: '10', open_stock: '30' }).expect(201)).body.id as string;
        const vat = (await b.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id as string;
        const invoices: string[] = [];
        const notes: { id: string; total: string; reversed: boolean }[] = [];
        let onHand = Quantity.of('30');
        let spent = Money.ZERO;
        const ok = (status: number) => {
          expect([200, 201, 409, 422]).toContain(status);
          return status < 300;
        };
        for (const s of steps) {
          if (s.kind === 'sale') {
            const sold = await b.post('/api/invoices?confirm=true', { customer_id: customer, date: TODAY, due_date: TODAY, tax_ids: [vat], lines: [{ product_id: product, quantity: String(s.quantity), price: amount(s.cents) }] });
            if (ok(sold.status)) {
              invoices.push(sold.body.id);
              onHand = onHand.minus(String(s.quantity));
            }
          } else if (s.kind === 'return' && invoices.length > 0) {
            const body = returning(invoices[s.invoice % invoices.length] as string, [{ invoice_line: 0, quantity: String(s.quantity) }], { customer_id: customer });
            const note = await b.post('/api/credit-notes?confirm=true', body);
            if (ok(note.status)) {
              notes.push({ id: note.body.id, total: note.body.grand_total, reversed: false });
              onHand = onHand.plus(String(s.quantity));
            }
          } else if (s.kind === 'reduction') {
            const note = await b.post('/api/credit-notes?confirm=true', reduction({ customer_id: customer, tax_ids: s.taxed ? [vat] : [], lines: [{ description: 'Allowance', unit_price: amount(s.cents), quantity: '1' }] }));
            if (ok(note.status)) notes.push({ id: note.body.id, total: note.body.grand_total, reversed: false });
          } else if (s.kind === 'apply' && notes.length > 0 && invoices.length > 0) {
            const note = notes[s.note % notes.length] as (typeof notes)[number];
            const applied = await b.post(`/api/credit-notes/apply/${note.id}`, { invoice_id: invoices[s.invoice % invoices.length], amount: amount(s.cents) });
            if (ok(applied.status)) spent = spent.plus(amount(s.cents));
          } else if (s.kind === 'reverse' && notes.length > 0) {
            const note = notes[s.note % notes.length] as (typeof notes)[number];
            const reversed = await b.post(`/api/credit-notes/reverse/${note.id}`);
            if (ok(reversed.status)) {
              note.reversed = true;
              const back = (await b.get(`/api/credit-notes/${note.id}`).expect(200)).body as CreditNoteView;
              onHand = onHand.minus(Quantity.sum(back.lines.filter((l) => l.invoice_line !== null).map((l) => l.quantity)));
            }
          }
        }
        const shelf = (await b.get('/api/stocks').query({ filter: JSON.stringify({ product_id: product }) }).expect(200)).body[0] as { stock_quantity: string; stock_value: string };
        expect(shelf.stock_quantity).toBe(onHand.toFixed());
        expect(Money.of(shelf.stock_value).isNegative()).toBe(false);
        const balanceOf = async (account: string, party: string) => ((await b.get('/api/ledger/balances').query({ account, party })).body[0]?.balance as string | undefined) ?? '0.00';
        // The customer's credit is what the standing notes gave less what was spent of it.
        const given = Money.sum(notes.filter((n) => !n.reversed).map((n) => n.total));
        expect(Money.of(await balanceOf('customer-credit', `customer:${customer}`)).negated().toFixed()).toBe(given.minus(spent).toFixed());
        // What the customer owes is what their invoices still owe.
        const open = (await b.get('/api/invoices').query({ filter: JSON.stringify({ customer_id: customer }), range: '[0,999]' }).expect(200)).body as InvoiceView[];
        expect(await balanceOf('receivable', `customer:${customer}`)).toBe(Money.sum(open.map((i) => i.due)).toFixed());
        expect(((await b.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport).balanced).toBe(true);
        for (const knownAt of [undefined, new Date().toISOString()]) {
          const sheet = (await b.get('/api/reports/balance-sheet').query(knownAt ? { known_at: knownAt } : {}).expect(200)).body as BalanceSheetReport;
          const earnings = sheet.sections.find((x) => x.key === 'equity')?.lines.find((l) => l.key === 'current_year_earnings');
          const pl = (await b.get('/api/reports/profit_and_loss').query({ from: financialYearStart(sheet.as_of), to: sheet.as_of, ...(knownAt ? { known_at: knownAt } : {}) }).expect(200)).body as ProfitAndLossView;
          expect(pl.net_profit).toBe(earnings?.amount);
        }
      }),
      { numRuns: 4, seed: 20_261_128, endOnFailure: true },
    );
  }, 300_000);

  it('is restored by ledger:rebuild: each note’s stage and the stock it moved come from its events alone', async () => {
    const cli = (...args: string[]) => runCli('ledger-rebuild', app.database.url, ...args);
    const snapshot = () => app.sql(`SELECT id, stage, reversed_on FROM credit_notes ORDER BY id`);
    const before = await snapshot();
    expect(before.some((row) => (row as { stage: string }).stage === 'reversed')).toBe(true);
    await app.sql(`UPDATE credit_notes SET stage = 'pending', reversed_on = NULL`);
    const failure = await cli('--verify').catch((error: { code: number; stdout: string }) => error);
    expect(failure.stdout).toMatch(/credit_notes/);
    expect((await cli()).stdout).toMatch(/Rebuilt \d+ events/);
    expect(await snapshot()).toEqual(before);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay, hash chains intact/);
  }, 120_000);
});
