import fc from 'fast-check';
import { Money, Quantity } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

/*
 * Balances that hold on every date: no money account and no product's stock is below zero on any day
 * from an entry's date onward. Money or stock that arrives later funds nothing before it
 * arrives; a back-dated outflow cannot overdraw a later day that was already spent down.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextYear = () => shift(today(), 365);
const events = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event`))[0].n;

async function workspace(name: string): Promise<{ owner: Registered; bank: string; category: string; supplier: string }> {
  const owner = await registerWorkspace(app, name);
  await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
  const bank = (await owner.browser.post('/api/bank-accounts', { identification_name: 'Empty Bank', balance: '0' }).expect(201)).body.id as string;
  const category = (await owner.browser.post('/api/expenses-categories', { name: 'Fuel', type: 'Cost of Operations' }).expect(201)).body.id as string;
  const supplier = (await owner.browser.post('/api/suppliers', { name: 'Supplier', type: 'Local Vendor' }).expect(201)).body.id as string;
  return { owner, bank, category, supplier };
}

/** A money account's balance at the end of each day it moved, in date order (the ledger's daily balances). */
async function moneyDays(tenantId: string, account: string): Promise<{ on: string; balance: string }[]> {
  return app.sql(
    `SELECT to_char(occurred_on, 'YYYY-MM-DD') AS on, (sum(debit - credit) OVER (ORDER BY occurred_on))::numeric(18,2)::text AS balance
       FROM ledger_balance_daily WHERE tenant_id = $1 AND account = $2 AND party = '' AND commodity = '' ORDER BY occurred_on`,
    [tenantId, account],
  );
}

/** A product's quantity at the end of each day it moved, in date order. */
async function stockDays(tenantId: string, productId: string): Promise<{ on: string; quantity: string }[]> {
  return app.sql(
    `SELECT to_char(occurred_on, 'YYYY-MM-DD') AS on, (sum(quantity) OVER (ORDER BY occurred_on))::text AS quantity
       FROM ledger_balance_daily WHERE tenant_id = $1 AND account = 'inventory' AND party = '' AND commodity = $2 ORDER BY occurred_on`,
    [tenantId, `product:${productId}`],
  );
}

describe('money: the balance on every day from an outflow\'s date onward', () => {
  it('refuses a transfer today out of money that arrives next year, naming the lowest balance and its day', async () => {
    const { owner, bank } = await workspace('Future Income Co');
    await owner.browser.post('/api/incomes', { account: bank, amount: '500.00', date: nextYear() }).expect(201);
    const before = await events();
    const refused = await owner.browser.post('/api/transactions/transferFund', { from_account: bank, to_account: 'cash', value: '500.00', date: today() }).expect(422);
    expect(refused.body.errors).toEqual({ value: ['The value may not exceed the balance of the from account (0.00).'] });
    expect(refused.body.error_codes).toEqual({ value: [{ code: 'cashbook.overdrawn', params: { available: '0.00', on: today() } }] });
    expect(await events()).toBe(before);
    // Dated when the money is there, it goes through.
    await owner.browser.post('/api/transactions/transferFund', { from_account: bank, to_account: 'cash', value: '500.00', date: nextYear() }).expect(201);
  });

  it('refuses a back-dated expense that would overdraw a later day already spent down', async () => {
    const { owner, bank, category } = await workspace('Back Dated Co');
    await owner.browser.post('/api/incomes', { account: bank, amount: '100.00', date: shift(today(), -10) }).expect(201);
    await owner.browser.post('/api/expenses', { account: bank, amount: '80.00', expense_category_id: category, date: shift(today(), -2) }).expect(201);
    const before = await events();
    // On day −5 the bank holds 100, but from day −2 on only 20.
    const refused = await owner.browser.post('/api/expenses', { account: bank, amount: '30.00', expense_category_id: category, date: shift(today(), -5) }).expect(422);
    expect(refused.body.error_codes).toEqual({ amount: [{ code: 'cashbook.overdrawn', params: { available: '20.00', on: shift(today(), -2) } }] });
    expect(await events()).toBe(before);
    await owner.browser.post('/api/expenses', { account: bank, amount: '20.00', expense_category_id: category, date: shift(today(), -5) }).expect(201);
  });

  it('refuses a voucher paid today out of money that arrives next year', async () => {
    const { owner, bank, category, supplier } = await workspace('Future Voucher Co');
    await owner.browser.post('/api/incomes', { account: bank, amount: '75.00', date: nextYear() }).expect(201);
    const created = await owner.browser
      .post('/api/vouchers', { supplier_id: supplier, date: today(), pay_type: 'Bank', account_id: bank, expense_category_id: category, amount: '75' })
      .expect(201);
    const refused = await owner.browser.post(`/api/vouchers/confirm/voucher/${created.body.id}`).expect(422);
    expect(refused.body.code).toBe('vouchers.voucher-overdrawn');
    expect(refused.body.error_codes.amount[0]).toEqual({ code: 'cashbook.overdrawn', params: { available: '0.00', on: today() } });
  });

  it('refuses to take back an income whose money a later day has spent', async () => {
    const { owner, bank, category } = await workspace('Reversal Co');
    const income = await owner.browser.post('/api/incomes', { account: bank, amount: '100.00', date: shift(today(), -3) }).expect(201);
    await owner.browser.post('/api/expenses', { account: bank, amount: '60.00', expense_category_id: category, date: shift(today(), 5) }).expect(201);
    // Today the bank holds 100; taking the income back today leaves −60 from day +5 on.
    const refused = await owner.browser.delete(`/api/incomes/${income.body.id}`).expect(422);
    expect(refused.body.error_codes).toEqual({ amount: [{ code: 'cashbook.overdrawn', params: { available: '40.00', on: shift(today(), 5) } }] });
  });
});

/** A manual journal saved and confirmed: `amount` into (in) or out of (out) the account, against sales. */
async function journal(owner: Registered, account: string, flow: 'in' | 'out', amount: string, date: string) {
  const [debit, credit] = flow === 'in' ? [account, 'sales'] : ['sales', account];
  const lines = [{ account: debit, debit: amount }, { account: credit, credit: amount }];
  const draft = await owner.browser.post('/api/journals', { date, memo: 'By hand', lines }).expect(201);
  return { id: draft.body.id as string, confirmed: await owner.browser.post(`/api/journals/confirm/${draft.body.id}`) };
}

describe('journals: money out of a cash or bank account on every day from its date', () => {
  it('refuses a journal today out of money that arrives next year, on the line that takes it', async () => {
    const { owner, bank } = await workspace('Future Journal Co');
    await owner.browser.post('/api/incomes', { account: bank, amount: '500.00', date: nextYear() }).expect(201);
    const before = await events();
    const { confirmed } = await journal(owner, `bank:${bank}`, 'out', '500.00', today());
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.code).toBe('cashbook.overdrawn');
    expect(confirmed.body.error_codes).toEqual({ 'lines.1.credit': [{ code: 'cashbook.overdrawn', params: { available: '0.00', on: today() } }] });
    expect(await events()).toBe(before);
    expect((await journal(owner, `bank:${bank}`, 'out', '500.00', nextYear())).confirmed.status).toBe(200);
  });

  it('refuses to reverse a journal whose money a later day has spent, and leaves a journal paying in alone', async () => {
    const { owner, bank, category } = await workspace('Journal Reversal Co');
    const loan = await journal(owner, `bank:${bank}`, 'in', '100.00', shift(today(), -3));
    expect(loan.confirmed.status).toBe(200);
    await owner.browser.post('/api/expenses', { account: bank, amount: '60.00', expense_category_id: category, date: shift(today(), 5) }).expect(201);
    const before = await events();
    const refused = await owner.browser.post(`/api/journals/reverse/${loan.id}`).expect(422);
    expect(refused.body.error_codes).toEqual({ 'lines.0.debit': [{ code: 'cashbook.overdrawn', params: { available: '40.00', on: shift(today(), 5) } }] });
    expect(await events()).toBe(before);
    expect((await journal(owner, `bank:${bank}`, 'out', '100.00', shift(today(), -1))).confirmed.status).toBe(422);
    const repaid = await journal(owner, `bank:${bank}`, 'out', '40.00', shift(today(), -1));
    expect(repaid.confirmed.status).toBe(200);
    // Taking back a journal that paid out puts the money back: nothing it could overdraw.
    await owner.browser.post(`/api/journals/reverse/${repaid.id}`).expect(200);
    for (const d of await moneyDays(owner.user.workspace.id, `bank:${bank}`)) expect(Money.of(d.balance).isNegative()).toBe(false);
  });
});

describe('receipts and refunds: money out of a bank account on every day from its date', () => {
  async function paidInvoice(owner: Registered, bank: string, paidOn: string): Promise<{ customer: string; invoice: string; receipt: string }> {
    await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
    const customer = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id as string;
    const invoice = await owner.browser
      .post('/api/invoices', { customer_id: customer, date: shift(today(), -20), due_date: shift(today(), 10), lines: [{ description: 'Service', price: '100', quantity: 1 }] })
      .expect(201);
    await owner.browser.post(`/api/invoices/confirm/${invoice.body.id}`).expect(200);
    const receipt = await owner.browser
      .post('/api/payments', { customer_id: customer, date: paidOn, account_id: bank, pay_type: 'Bank', paid_amount: '100.00', invoices: [{ invoice_id: invoice.body.id, amount: '100' }] })
      .expect(201);
    await owner.browser.post(`/api/payments/confirm/payment/${receipt.body.id}`).expect(200);
    return { customer, invoice: invoice.body.id, receipt: receipt.body.id };
  }

  it('refuses a refund out of the bank dated before the money it would pay arrived', async () => {
    const { owner, bank } = await workspace('Refund Co');
    const { customer, invoice } = await paidInvoice(owner, bank, shift(today(), -5));
    const body = { customer_id: customer, refund_type: 'Cash Refund', account_id: bank, invoices: [{ invoice_id: invoice, amount: '60' }] };
    const early = await owner.browser.post('/api/payments/refund/create/new', { ...body, date: shift(today(), -10) }).expect(201);
    const before = await events();
    const refused = await owner.browser.post(`/api/payments/confirm/refund/${early.body.id}`).expect(422);
    expect(refused.body.error_codes).toEqual({ amount: [{ code: 'cashbook.overdrawn', params: { available: '0.00', on: shift(today(), -10) } }] });
    expect(await events()).toBe(before);
    const later = await owner.browser.post('/api/payments/refund/create/new', { ...body, date: shift(today(), -5) }).expect(201);
    await owner.browser.post(`/api/payments/confirm/refund/${later.body.id}`).expect(200);
  });

  it('refuses to delete a receipt whose money a later day has spent', async () => {
    const { owner, bank, category } = await workspace('Receipt Reversal Co');
    const { receipt } = await paidInvoice(owner, bank, shift(today(), -5));
    await owner.browser.post('/api/expenses', { account: bank, amount: '70.00', expense_category_id: category, date: shift(today(), 3) }).expect(201);
    const before = await events();
    const refused = await owner.browser.delete(`/api/payments/${receipt}`).expect(422);
    expect(refused.body.error_codes).toEqual({ amount: [{ code: 'cashbook.overdrawn', params: { available: '30.00', on: shift(today(), 3) } }] });
    expect(await events()).toBe(before);
    for (const d of await moneyDays(owner.user.workspace.id, `bank:${bank}`)) expect(Money.of(d.balance).isNegative()).toBe(false);
  });

  it('refuses to delete a receipt whose over-payment (the customer\'s credit) a later day has spent', async () => {
    const { owner, bank, category } = await workspace('Receipt Credit Co');
    const { customer } = await paidInvoice(owner, bank, shift(today(), -5));
    // Paid on account: no invoice, all of it the customer's credit.
    const over = await owner.browser.post('/api/payments', { customer_id: customer, date: shift(today(), -4), account_id: bank, pay_type: 'Bank', paid_amount: '50.00', invoices: [] }).expect(201);
    await owner.browser.post(`/api/payments/confirm/payment/${over.body.id}`).expect(200);
    await owner.browser.post('/api/expenses', { account: bank, amount: '120.00', expense_category_id: category, date: shift(today(), 3) }).expect(201);
    const before = await events();
    const refused = await owner.browser.delete(`/api/payments/${over.body.id}`).expect(422);
    expect(refused.body.error_codes).toEqual({ amount: [{ code: 'cashbook.overdrawn', params: { available: '30.00', on: shift(today(), 3) } }] });
    expect(await events()).toBe(before);
  });
});

describe('stock: the quantity on every day from an out\'s date onward', () => {
  async function stockable(owner: Registered): Promise<string> {
    return (await owner.browser.post('/api/products', { name: 'Tea', type: 'Stockable', selling_price: '100', unit_cost: '5' }).expect(201)).body.id as string;
  }

  it('refuses 10 out today of 10 that arrive next year, by hand and on an invoice', async () => {
    const { owner } = await workspace('Future Stock Co');
    const tea = await stockable(owner);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '10', transaction_type: 'in', date: nextYear() }).expect(201);
    const before = await events();
    const refused = await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '10', transaction_type: 'out', date: today() }).expect(422);
    expect(refused.body.errors).toEqual({ quantity: ['Stock out quantity must be less than or equal to current quantity'] });

    await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
    const customer = (await owner.browser.post('/api/customers', { name: 'Buyer' }).expect(201)).body.id as string;
    const invoice = await owner.browser.post('/api/invoices', { customer_id: customer, date: today(), lines: [{ product_id: tea, quantity: '10' }] }).expect(201);
    const sale = await owner.browser.post(`/api/invoices/confirm/${invoice.body.id}`).expect(422);
    expect(Object.keys(sale.body.errors)).toEqual(['lines.0.quantity']);
    expect(await events()).toBe(before);
    // Next year the stock is there.
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '10', transaction_type: 'out', date: nextYear() }).expect(201);
  });

  it('refuses a back-dated out that would empty a later day below zero', async () => {
    const { owner } = await workspace('Back Dated Stock Co');
    const tea = await stockable(owner);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '10', transaction_type: 'in', date: shift(today(), -10) }).expect(201);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '8', transaction_type: 'out', date: shift(today(), -2) }).expect(201);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '3', transaction_type: 'out', date: shift(today(), -5) }).expect(422);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '2', transaction_type: 'out', date: shift(today(), -5) }).expect(201);
    expect((await stockDays(owner.user.workspace.id, tea)).map((d) => d.quantity)).toEqual(['10.000', '8.000', '0.000']);
  });

  it('refuses to reverse a bill whose goods have gone out since, and reverses it once they are back', async () => {
    const { owner, supplier } = await workspace('Bill Reversal Co');
    const tea = await stockable(owner);
    const lines = [{ product_id: tea, expense_category_id: null, description: 'Tea', quantity: '10', unit_cost: '5', tax_id: null }];
    const saved = await owner.browser.post('/api/bills?confirm=true', { supplier_id: supplier, bill_number: 'B-1', date: shift(today(), -10), note: null, lines }).expect(201);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '8', transaction_type: 'out', date: shift(today(), -5) }).expect(201);
    const before = await events();
    const refused = await owner.browser.post(`/api/bills/reverse/${saved.body.id}`).expect(422);
    expect(refused.body.code).toBe('bills.goods-no-longer-in-stock');
    expect(refused.body.error_codes).toEqual({ 'lines.0.quantity': [{ code: 'stock.stock-out-exceeds-on-hand' }] });
    expect(await events()).toBe(before);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '8', transaction_type: 'in', date: shift(today(), -1) }).expect(201);
    await owner.browser.post(`/api/bills/reverse/${saved.body.id}`).expect(200);
    expect((await stockDays(owner.user.workspace.id, tea)).every((d) => !Quantity.of(d.quantity).isNegative())).toBe(true);
  });
});

/**
 * One operation: stock in or out by hand; money in or out by an income or expense, or by a
 * journal; the bank's opening balance set to `amount` (a correction, on the opening date); or
 * the opening date moved to `day`.
 */
type Op = { side: 'money' | 'stock'; via: 'entry' | 'journal' | 'opening' | 'move'; flow: 'in' | 'out'; amount: number; day: number };
const op: fc.Arbitrary<Op> = fc.record({
  side: fc.constantFrom('money' as const, 'stock' as const),
  via: fc.constantFrom('entry' as const, 'journal' as const, 'opening' as const, 'move' as const),
  flow: fc.constantFrom('in' as const, 'out' as const),
  amount: fc.integer({ min: 1, max: 5_000 }),
  day: fc.integer({ min: -30, max: 30 }),
});

describe('every day at zero or more, whatever the order and dates (property)', () => {
  it('leaves the bank and the product at zero or more on every day after each accepted operation; a refused one changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const { owner, bank, category } = await workspace('Property Co');
        const settings = { business_name: 'Property Co', time_zone: 'Asia/Colombo', base_currency: 'LKR' };
        await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: shift(today(), -30) }).expect(200);
        const tea = (await owner.browser.post('/api/products', { name: 'Tea', type: 'Stockable', selling_price: '100', unit_cost: '5' }).expect(201)).body.id as string;
        const tenant = owner.user.workspace.id;
        // The model: each side's accepted movements (in thousandths), the bank's opening among
        // them, and the lowest balance over days from `from` (up to, not including, `until`).
        const moved: { side: Op['side']; day: number; delta: number; opening?: true }[] = [];
        let openingDay = -30;
        const lowest = (side: Op['side'], from: number, until = Infinity) => {
          const mine = moved.filter((m) => m.side === side);
          const days = [from, ...mine.map((m) => m.day).filter((d) => d > from && d < until)];
          return Math.min(...days.map((d) => mine.filter((m) => m.day <= d).reduce((sum, m) => sum + m.delta, 0)));
        };
        const openingHeld = () => moved.filter((m) => m.opening).reduce((sum, m) => sum + m.delta, 0);
        for (const o of ops) {
          const date = shift(today(), o.day);
          const before = await events();
          const money = Money.of((o.amount / 100).toFixed(2));
          const quantity = Quantity.of((o.amount / 1000).toFixed(3));
          // Amounts in thousandths of a unit on both sides (money: a cent is 10 of them).
          const units = o.side === 'money' ? o.amount * 10 : o.amount;
          if (o.side === 'money' && o.via === 'opening') {
            const change = units - openingHeld();
            const fits = change >= 0 || -change <= lowest('money', openingDay);
            const response = await owner.browser.put(`/api/bank-accounts/${bank}`, { identification_name: 'Empty Bank', opening_balance: money.toFixed() });
            expect(response.status).toBe(fits ? 200 : 422);
            if (fits && change !== 0) moved.push({ side: 'money', day: openingDay, delta: change, opening: true });
            if (!fits) expect(await events()).toBe(before);
          } else if (o.side === 'money' && o.via === 'move') {
            const held = openingHeld();
            const fits = o.day <= openingDay || held <= 0 || held <= lowest('money', openingDay, o.day);
            const response = await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: date });
            expect(response.status).toBe(fits ? 200 : 409);
            if (fits) {
              for (const m of moved) if (m.opening) m.day = o.day;
              openingDay = o.day;
            } else expect(await events()).toBe(before);
          } else {
            const response =
              o.side === 'stock'
                ? await owner.browser.post(`/api/products/stock/${tea}`, { quantity: quantity.toFixed(), transaction_type: o.flow, date })
                : o.via === 'journal'
                  ? (await journal(owner, `bank:${bank}`, o.flow, money.toFixed(), date)).confirmed
                  : o.flow === 'in'
                    ? await owner.browser.post('/api/incomes', { account: bank, amount: money.toFixed(), date })
                    : await owner.browser.post('/api/expenses', { account: bank, amount: money.toFixed(), expense_category_id: category, date });
            const fits = o.flow === 'in' || units <= lowest(o.side, o.day);
            expect(response.status).toBe(fits ? (o.side === 'money' && o.via === 'journal' ? 200 : 201) : 422);
            if (fits) moved.push({ side: o.side, day: o.day, delta: o.flow === 'in' ? units : -units });
            else expect(await events()).toBe(before);
          }
          for (const d of await moneyDays(tenant, `bank:${bank}`)) expect(Money.of(d.balance).isNegative()).toBe(false);
          for (const d of await stockDays(tenant, tea)) expect(Quantity.of(d.quantity).isNegative()).toBe(false);
        }
      }),
      { numRuns: 15 },
    );
  });
});
