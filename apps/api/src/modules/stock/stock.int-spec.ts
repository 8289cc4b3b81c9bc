import ExcelJS from 'exceljs';
import { Money, Quantity, STOCK_OUT_EXCEEDS_ON_HAND, STOCK_UPDATE_DENIED, stockOut } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook, reportTable } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let customerId: string;
let teaId: string;
let serviceId: string;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const stockOf = async (productId: string) => (await owner.browser.get(`/api/products/${productId}`).expect(200)).body.stock_quantity as string;
const counts = async () =>
  (await app.sql<{ events: number; movements: number }>(`SELECT (SELECT count(*) FROM ledger_event)::int AS events, (SELECT count(*) FROM stock_movement)::int AS movements`))[0];

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Stock Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
  customerId = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id;
  teaId = (await owner.browser.post('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '10' }).expect(201)).body.id;
  serviceId = (await owner.browser.post('/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '250' }).expect(201)).body.id;
});
afterAll(() => app.close());

describe('stock update (POST /api/products/stock/{id})', () => {
  it('opens stock at the unit cost, takes stock in at the unit cost given (else the average on hand) and out at the moving average', async () => {
    const levels = await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: teaId }) }).expect(200);
    expect(levels.body).toEqual([expect.objectContaining({ stock_quantity: '10.000', stock_value: '1000.00', average_cost: '100.00' })]);

    const stockIn = await owner.browser
      .post(`/api/products/stock/${teaId}`, { quantity: '5', transaction_type: 'in', po_number: 'PO-9', date: today(), remark: 'Delivery from Kandy' })
      .expect(201);
    expect(stockIn.body).toEqual({
      id: expect.any(Number),
      product_id: teaId,
      transaction_type: 'in',
      quantity: '5.000',
      value: '500.00',
      date: today(),
      po_number: 'PO-9',
      remark: 'Delivery from Kandy',
      reason: 'count',
      stock_quantity: '15.000',
    });
    await owner.browser.post(`/api/products/add/cost/${teaId}`, { effective_on: today(), unit_cost: '130' }).expect(201);
    await owner.browser.post(`/api/products/stock/${teaId}`, { quantity: 5, transaction_type: 'in', date: today(), unit_cost: '130' }).expect(201);
    // 1000 + 500 + 650 = 2150 for 20: an average of 107.50, so 4 out cost 430.00.
    const out = await owner.browser.post(`/api/products/stock/${teaId}`, { quantity: '4', transaction_type: 'out', date: today() }).expect(201);
    expect(out.body).toMatchObject({ transaction_type: 'out', quantity: '4.000', value: '430.00', po_number: null, remark: null, stock_quantity: '16.000' });
    expect(await stockOf(teaId)).toBe('16.000');

    const [event] = (await owner.browser.get('/api/ledger/events').query({ filter: JSON.stringify({ stream: `stock-${teaId}` }), sort: '["position","DESC"]' })).body;
    expect(event).toMatchObject({ id: out.body.id, type: 'StockUpdated', occurredOn: today() });
  });

  it('refuses a stock out beyond on hand with the spec message and writes nothing', async () => {
    const before = await counts();
    const refused = await owner.browser.post(`/api/products/stock/${teaId}`, { quantity: '16.001', transaction_type: 'out', date: today() }).expect(422);
    expect(refused.body).toEqual({
      message: STOCK_OUT_EXCEEDS_ON_HAND,
      code: 'stock.stock-out-exceeds-on-hand',
      errors: { quantity: [STOCK_OUT_EXCEEDS_ON_HAND] },
      error_codes: { quantity: [{ code: 'stock.stock-out-exceeds-on-hand' }] },
    });
    expect(await counts()).toEqual(before);
    expect(await stockOf(teaId)).toBe('16.000');
  });

  it.each([
    [{ quantity: '0' }, 'quantity'],
    [{ quantity: '-1' }, 'quantity'],
    [{ quantity: '1.2345' }, 'quantity'],
    [{ quantity: 'NaN' }, 'quantity'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: 'yesterday' }, 'date'],
    [{ transaction_type: 'sideways' }, 'transaction_type'],
    [{ transaction_type: undefined }, 'transaction_type'],
  ])('refuses %j with 422 under its field and writes nothing', async (change, field) => {
    const before = await counts();
    const refused = await owner.browser.post(`/api/products/stock/${teaId}`, { quantity: '1', transaction_type: 'in', date: today(), ...change }).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('lets open stock fall only by what is still on hand', async () => {
    const sugar = (await owner.browser.post('/api/products', { name: 'Sugar 1kg', type: 'Stockable', selling_price: '300', unit_cost: '200', open_stock: '10' }).expect(201)).body.id;
    await owner.browser.post(`/api/products/stock/${sugar}`, { quantity: '7', transaction_type: 'out', date: today() }).expect(201);
    const before = await counts();
    const refused = await owner.browser.put(`/api/products/${sugar}`, { name: 'Sugar 1kg', type: 'Stockable', selling_price: '300', open_stock: '2' }).expect(422);
    expect(refused.body.errors).toEqual({ open_stock: [STOCK_OUT_EXCEEDS_ON_HAND] });
    expect(await counts()).toEqual(before);
    expect(await stockOf(sugar)).toBe('3.000');
    await owner.browser.put(`/api/products/${sugar}`, { name: 'Sugar 1kg', type: 'Stockable', selling_price: '300', open_stock: '7' }).expect(200);
    expect(await stockOf(sugar)).toBe('0.000');
  });

  it('refuses a non-stockable or deleted product with 422 and an unknown or foreign one with 404', async () => {
    const body = { quantity: '1', transaction_type: 'in', date: today() };
    const service = await owner.browser.post(`/api/products/stock/${serviceId}`, body).expect(422);
    expect(Object.keys(service.body.errors)).toEqual(['product_id']);
    const gone = (await owner.browser.post('/api/products', { name: 'Gone', type: 'Stockable', selling_price: '1' }).expect(201)).body.id;
    await owner.browser.delete(`/api/products/${gone}`).expect(200);
    expect(Object.keys((await owner.browser.post(`/api/products/stock/${gone}`, body).expect(422)).body.errors)).toEqual(['product_id']);
    await owner.browser.post('/api/products/stock/00000000-0000-4000-8000-000000000000', body).expect(404);
    await owner.browser.post('/api/products/stock/not-a-uuid', body).expect(404);
    const stranger = await registerWorkspace(app, 'Stock Stranger');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [stranger.user.workspace.id]);
    const before = await counts();
    await stranger.browser.post(`/api/products/stock/${teaId}`, body).expect(404);
    expect(await counts()).toEqual(before);
    const theirs = await stranger.browser.get('/api/stocks').expect(200);
    expect(theirs.body).toEqual([]);
    expect((await stranger.browser.get('/api/stock-logs').expect(200)).body).toEqual([]);
    await stranger.browser.get(`/api/products/report/${teaId}/lines`).expect(404);
  });

  it('refuses Audit with the spec message and lets Entry update stock', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    const refused = await audit.post(`/api/products/stock/${teaId}`, { quantity: '1', transaction_type: 'in', date: today() }).expect(403);
    expect(refused.body.message).toBe(STOCK_UPDATE_DENIED);
    await audit.get('/api/stocks').expect(200);
    await audit.get('/api/stock-logs').expect(200);
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.post(`/api/products/stock/${teaId}`, { quantity: '1', transaction_type: 'out', date: today() }).expect(201);
    await owner.browser.post(`/api/products/stock/${teaId}`, { quantity: '1', transaction_type: 'in', date: today() }).expect(201);
    expect(await stockOf(teaId)).toBe('16.000');
  });

  it('adjusts for a reason at the average on hand unless a unit cost is given; opening stock posts to opening stock equity, not the P&L', async () => {
    const dhal = (await owner.browser.post('/api/products', { name: 'Dhal 1kg', type: 'Stockable', selling_price: '90', unit_cost: '50', open_stock: '4' }).expect(201)).body.id;
    // The product's cost moves on, but a count found on the shelf is valued at what is on hand.
    await owner.browser.post(`/api/products/add/cost/${dhal}`, { effective_on: today(), unit_cost: '65' }).expect(201);
    const count = await owner.browser.post(`/api/products/stock/${dhal}`, { quantity: '2', transaction_type: 'in', date: today(), reason: 'count' }).expect(201);
    expect(count.body).toMatchObject({ reason: 'count', value: '100.00', stock_quantity: '6.000' });
    const damage = await owner.browser.post(`/api/products/stock/${dhal}`, { quantity: '1', transaction_type: 'out', date: today(), reason: 'damage' }).expect(201);
    expect(damage.body).toMatchObject({ reason: 'damage', value: '50.00' });
    const opening = await owner.browser.post(`/api/products/stock/${dhal}`, { quantity: '3', transaction_type: 'in', date: today(), reason: 'opening', unit_cost: '48.05' }).expect(201);
    expect(opening.body).toMatchObject({ reason: 'opening', value: '144.15', stock_quantity: '8.000' });
    const postings = await app.sql<{ account: string; debit: string; credit: string }>(
      `SELECT p.account, sum(p.debit)::text AS debit, sum(p.credit)::text AS credit FROM ledger_posting p
        WHERE p.position = ANY($1::bigint[]) AND p.commodity IS NULL GROUP BY p.account ORDER BY p.account`,
      [[count.body.id, damage.body.id, opening.body.id]],
    );
    expect(postings).toEqual([
      { account: 'inventory', debit: '244.15', credit: '50.00' },
      { account: 'opening-stock', debit: '0.00', credit: '144.15' },
      { account: 'stock-adjustment', debit: '50.00', credit: '100.00' },
    ]);
  });

  it.each([
    [{ reason: 'theft' }, 'reason', 'stock.reason'],
    [{ unit_cost: '-5' }, 'unit_cost', 'validation.negative'],
    [{ unit_cost: '1.234' }, 'unit_cost', 'validation.decimal-places'],
    [{ transaction_type: 'out', unit_cost: '5' }, 'unit_cost', 'stock.unit-cost-on-out'],
  ])('refuses %j with 422 under its field and writes nothing', async (change, field, code) => {
    const before = await counts();
    const refused = await owner.browser.post(`/api/products/stock/${teaId}`, { quantity: '1', transaction_type: 'in', date: today(), ...change }).expect(422);
    expect(refused.body.error_codes).toEqual({ [field]: [expect.objectContaining({ code })] });
    expect(await counts()).toEqual(before);
  });

  it('names the transaction types', async () => {
    await owner.browser.get('/api/products/transactionTypes').expect(200, [
      { id: 'in', name: 'In' },
      { id: 'out', name: 'Out' },
    ]);
  });
});

describe('invoices move stock', () => {
  // Dated today: the stock these sell came in today, and an invoice may not sell it before it arrived.
  const sell = async (lines: object[], date = today()) =>
    (await owner.browser.post('/api/invoices', { customer_id: customerId, date, due_date: date, lines }).expect(201)).body.id as string;

  it('confirming lowers stock at the moving average; non-stockable lines never move stock; a reversal returns it at the cost it left', async () => {
    const before = (await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: teaId }) })).body[0];
    const invoiceId = await sell([
      { product_id: teaId, quantity: '2' },
      { product_id: serviceId, quantity: 1 },
      { product_id: teaId, quantity: '1.5' },
    ]);
    const confirmed = await owner.browser.post(`/api/invoices/confirm/${invoiceId}`).expect(200);
    expect(await stockOf(teaId)).toBe('12.500');
    expect(await stockOf(serviceId)).toBe('0.000');
    // At the moving average, the second line of the same product taking from what the first left.
    const first = stockOut({ onHand: Quantity.of(before.stock_quantity), value: Money.of(before.stock_value) }, Quantity.of('2'));
    const second = stockOut(first.position, Quantity.of('1.5'));
    const [event] = await app.sql<{ payload: { lines: { costOfSales?: string; profit: string | null }[] } }>(
      `SELECT payload FROM ledger_event WHERE stream = $1`,
      [`invoice-${invoiceId}`],
    );
    expect(event.payload.lines.map((l) => l.costOfSales)).toEqual([first.cost.toFixed(), undefined, second.cost.toFixed()]);
    expect(event.payload.lines.map((l) => l.profit)).toEqual([Money.of('900').minus(first.cost).toFixed(), null, Money.of('675').minus(second.cost).toFixed()]);
    expect(confirmed.body.lines[0]).toMatchObject({ profit: Money.of('900').minus(first.cost).toFixed() });
    const after = (await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: teaId }) })).body[0];
    expect(after).toMatchObject({ stock_quantity: '12.500', stock_value: second.position.value.toFixed() });

    await owner.browser.post(`/api/invoices/reverse/${invoiceId}`).expect(200);
    expect(await stockOf(teaId)).toBe('16.000');
    const back = (await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: teaId }) })).body[0];
    expect(back).toMatchObject({ stock_quantity: before.stock_quantity, stock_value: before.stock_value });

    const logs = await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ product_id: teaId, source: 'invoice_reversal' }) }).expect(200);
    const cost = first.cost.plus(second.cost).toFixed();
    expect(logs.body).toEqual([expect.objectContaining({ transaction_type: 'in', quantity: '3.500', value: cost, reference: confirmed.body.code })]);
  });

  it('refuses a confirm whose line takes more than is on hand, under the line, and writes nothing', async () => {
    const invoiceId = await sell([
      { product_id: serviceId, quantity: 1 },
      { product_id: teaId, quantity: '10' },
      { product_id: teaId, quantity: '6.001' },
    ]);
    const before = await counts();
    const refused = await owner.browser.post(`/api/invoices/confirm/${invoiceId}`).expect(422);
    expect(refused.body).toEqual({
      message: STOCK_OUT_EXCEEDS_ON_HAND,
      code: 'invoicing.stock-exceeds-on-hand',
      errors: { 'lines.2.quantity': [STOCK_OUT_EXCEEDS_ON_HAND] },
      error_codes: { 'lines.2.quantity': [{ code: 'stock.stock-out-exceeds-on-hand' }] },
    });
    expect(await counts()).toEqual(before);
    expect((await owner.browser.get(`/api/invoices/${invoiceId}`)).body.stage).toBe('pending');
    expect(await stockOf(teaId)).toBe('16.000');
  });
});

describe('stock levels and movements, as of any date', () => {
  let riceId: string;
  let categoryId: string;

  beforeAll(async () => {
    categoryId = (await owner.browser.post('/api/product-category', { name: 'Grains' }).expect(201)).body.id;
    const unitId = (await owner.browser.post('/api/units', { name: 'kg' }).expect(201)).body.id;
    riceId = (
      await owner.browser
        .post('/api/products', { name: 'Rice 1kg', type: 'Stockable', selling_price: '300', unit_cost: '50', stock_level: '8', category_id: categoryId, unit_id: unitId })
        .expect(201)
    ).body.id;
    await owner.browser.post(`/api/products/stock/${riceId}`, { quantity: '10', transaction_type: 'in', date: '2026-01-10', po_number: 'PO-R1' }).expect(201);
    await owner.browser.post(`/api/products/stock/${riceId}`, { quantity: '4', transaction_type: 'out', date: '2026-02-10', remark: 'Damaged' }).expect(201);
  });

  const level = async (filter: Record<string, unknown>) =>
    (await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: riceId, ...filter }) }).expect(200)).body[0];

  it('answers the level as of a business date and as known at a moment', async () => {
    expect(await level({ as_of: '2026-01-09' })).toMatchObject({ stock_quantity: '0.000', stock_value: '0.00', below_level: true });
    expect(await level({ as_of: '2026-01-31' })).toMatchObject({ stock_quantity: '10.000', stock_value: '500.00', average_cost: '50.00', below_level: false });
    expect(await level({ as_of: '2026-02-28' })).toMatchObject({ stock_quantity: '6.000', stock_value: '300.00', below_level: true });
    expect(await level({})).toMatchObject({ code: expect.any(String), name: 'Rice 1kg', category_name: 'Grains', unit_name: 'kg', stock_level: '8.000', stock_quantity: '6.000' });
    const [outEvent] = await app.sql<{ recorded_at: Date }>(`SELECT recorded_at FROM ledger_event WHERE stream = $1 ORDER BY position DESC LIMIT 1`, [`stock-${riceId}`]);
    const justBefore = new Date(outEvent.recorded_at.getTime() - 1).toISOString();
    expect(await level({ known_at: justBefore })).toMatchObject({ stock_quantity: '10.000', stock_value: '500.00' });
  });

  it('lists, filters, sorts and pages the levels', async () => {
    const below = await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ below_level: true }) }).expect(200);
    expect(below.body.map((r: { id: string }) => r.id)).toEqual([riceId]);
    const grains = await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ category_id: categoryId }) }).expect(200);
    expect(grains.body).toHaveLength(1);
    const sorted = await owner.browser.get('/api/stocks').query({ sort: '["stock_value","DESC"]', range: '[0,0]' }).expect(200);
    expect(sorted.body[0].id).toBe(teaId);
    expect(sorted.headers['content-range']).toMatch(/^stocks 0-0\/\d+$/);
    const searched = await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ q: 'rice' }) }).expect(200);
    expect(searched.body.map((r: { id: string }) => r.id)).toEqual([riceId]);
    const alias = await owner.browser.get('/api/stock-logs/stocks/balance').query({ filter: JSON.stringify({ product_id: riceId }) }).expect(200);
    expect(alias.body).toEqual([await level({})]);
    // Only stockable, live products.
    const all = await owner.browser.get('/api/stocks').expect(200);
    expect(all.body.map((r: { id: string }) => r.id)).not.toContain(serviceId);
    await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ as_of: '2026-13-01' }) }).expect(422);
    await owner.browser.get('/api/stocks').query({ sort: '["remark","ASC"]' }).expect(422);
  });

  it('lists movements newest first with their source, reference and remark, and sums them', async () => {
    const logs = await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ product_id: riceId }) }).expect(200);
    expect(logs.body).toEqual([
      expect.objectContaining({ date: '2026-02-10', source: 'stock_update', transaction_type: 'out', quantity: '4.000', value: '200.00', remark: 'Damaged', reference: null, name: 'Rice 1kg' }),
      expect.objectContaining({ date: '2026-01-10', source: 'stock_update', transaction_type: 'in', quantity: '10.000', value: '500.00', reference: 'PO-R1', stream: `stock-${riceId}` }),
    ]);
    expect(logs.body[0].id).toBe(`${logs.body[0].event_id}-${riceId}`);
    expect(logs.headers['content-range']).toBe('stock-logs 0-1/2');
    const outs = await owner.browser.get('/api/stock-logs/stocks/qty/filter').query({ filter: JSON.stringify({ product_id: riceId, transaction_type: 'out' }) }).expect(200);
    expect(outs.body).toHaveLength(1);
    const february = await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ from: '2026-02-01', to: '2026-02-28', category_id: categoryId }) }).expect(200);
    expect(february.body.map((r: { date: string }) => r.date)).toEqual(['2026-02-10']);
    const opening = await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ product_id: teaId, source: 'opening' }) }).expect(200);
    expect(opening.body).toEqual([expect.objectContaining({ transaction_type: 'in', quantity: '10.000', value: '1000.00' })]);

    const summary = await owner.browser.get('/api/stock-logs/summary').query({ filter: JSON.stringify({ product_id: riceId, from: '2026-02-01', to: '2026-02-28' }) }).expect(200);
    expect(summary.body).toEqual({ opening_quantity: '10.000', in_quantity: '0.000', out_quantity: '4.000', in_value: '0.00', out_value: '200.00', closing_quantity: '6.000' });
    const everything = await owner.browser.get('/api/stock-logs/summary').expect(200);
    expect(everything.body).not.toHaveProperty('opening_quantity');
    await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ transaction_type: 'both' }) }).expect(422);
    await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ from: '2026-02-31' }) }).expect(422);
  });

  it('exports levels and movements as typed sheets with totals', async () => {
    const levels = await readWorkbook(owner.browser.get('/api/stocks/export').query({ filter: JSON.stringify({ category_id: categoryId }) }));
    const sheet = reportTable(levels.worksheets[0]);
    expect(sheet.getRow(1).getCell(1).value).toBe('Code');
    expect(sheet.getRow(2).getCell(2).value).toBe('Rice 1kg');
    expect(sheet.getRow(2).getCell(6).value).toBe(6);
    expect(sheet.getRow(2).getCell(8).value).toBe(300);
    expect(sheet.getRow(3).getCell(1).value).toBe('Total');
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
    expect(sheet.getRow(3).getCell(8).value).toBe(300);

    const movements = await readWorkbook(owner.browser.get('/api/stock-logs/export').query({ filter: JSON.stringify({ product_id: riceId }) }));
    const log = reportTable(movements.worksheets[0]);
    expect(log.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(log.getRow(2).getCell(8).value).toBe(4);
    expect(log.getRow(3).getCell(5).value).toBe('PO-R1');
    expect(log.getRow(3).getCell(7).value).toBe(10);
    expect(log.getRow(4).getCell(2).value).toBe('Total');
    expect([7, 8, 9, 10].map((c) => log.getRow(4).getCell(c).value)).toEqual([10, 4, 500, 200]);
  });
});

describe('product sales drill-down', () => {
  it('opens a product row into its sales and reversals, which add up to the row', async () => {
    const soap = (await owner.browser.post('/api/products', { name: 'Soap', type: 'Stockable', selling_price: '120', unit_cost: '70', open_stock: '10' }).expect(201)).body.id;
    const sold = async (date: string, quantity: string) => {
      const id = (await owner.browser.post('/api/invoices', { customer_id: customerId, date, due_date: date, lines: [{ product_id: soap, quantity }] }).expect(201)).body.id;
      await owner.browser.post(`/api/invoices/confirm/${id}`).expect(200);
      return id as string;
    };
    await owner.browser.post(`/api/products/stock/${soap}`, { quantity: '10', transaction_type: 'in', date: '2026-04-01' }).expect(201);
    await owner.browser.post(`/api/products/add/cost/${soap}`, { effective_on: '2026-04-02', unit_cost: '90' }).expect(201);
    await owner.browser.post(`/api/products/stock/${soap}`, { quantity: '10', transaction_type: 'in', date: '2026-04-02', unit_cost: '90' }).expect(201);
    // 30 units worth 700 + 700 + 900 = 2300: 3 cost 230.00.
    const first = await sold('2026-04-05', '3');
    await sold('2026-04-06', '1');
    await owner.browser.post(`/api/invoices/reverse/${first}`).expect(200);

    const report = await owner.browser.get('/api/products/report').expect(200);
    const row = report.body.find((r: { product_id: string }) => r.product_id === soap);
    const lines = await owner.browser.get(`/api/products/report/${soap}/lines`).expect(200);
    expect(lines.body).toHaveLength(3);
    expect(lines.body[0]).toMatchObject({ stream: `invoice-${first}`, invoice_id: first, kind: 'sale', date: '2026-04-05', quantity: '3.000', revenue: '360.00', cost: '230.00', profit: '130.00' });
    expect(lines.body.find((l: { kind: string }) => l.kind === 'reversal')).toMatchObject({ invoice_id: first, quantity: '-3.000', cost: '-230.00' });
    expect(typeof lines.body[0].event_id).toBe('number');
    for (const key of ['quantity', 'revenue', 'cost', 'profit'] as const) {
      const total = lines.body.reduce((sum: number, l: Record<string, string>) => sum + Number(l[key]), 0);
      expect(total).toBeCloseTo(Number(row[key]), 3);
    }
    expect(row).toMatchObject({ quantity: '1.000', revenue: '120.00', cost: '76.67', profit: '43.33' });
    const april5 = await owner.browser.get(`/api/products/report/${soap}/lines`).query({ from: '2026-04-05', to: '2026-04-05' }).expect(200);
    expect(april5.body).toHaveLength(1);
    await owner.browser.get(`/api/products/report/${soap}/lines`).query({ from: 'soon' }).expect(422);
    await app.sql(`UPDATE workspaces SET report_product_sale = 0 WHERE id = $1`, [owner.user.workspace.id]);
    await owner.browser.get(`/api/products/report/${soap}/lines`).expect(403);
    await app.sql(`UPDATE workspaces SET report_product_sale = 1 WHERE id = $1`, [owner.user.workspace.id]);
  });

  it('keeps the ledger verifiable: hash chain intact, projections (stock movements among them) equal to a replay', async () => {
    const verified = await owner.browser.get('/api/ledger/verify').expect(200);
    expect(verified.body).toMatchObject({ hash_chain: { intact: true }, projections: { equal: true } });
  });
});
