import fc from 'fast-check';
import { defaultUnitCost, Money, Quantity, stockIn, stockOut, type StockPosition } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const milli = (n: number) => Quantity.of(`${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`);
const cents = (n: number) => Money.of(`${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`);

type Step =
  | { kind: 'in' | 'out' | 'sell'; product: number; quantity: number; day: number }
  | { kind: 'reverse'; invoice: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('in' as const, 'out' as const, 'sell' as const), product: fc.nat(1), quantity: fc.integer({ min: 1, max: 12_000 }), day: fc.nat(300) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), invoice: fc.nat(4) }) },
);

/** One movement as the model saw it: what the levels "as of D" must add up. */
interface Moved {
  product: number;
  date: string;
  quantity: Quantity;
  value: Money;
}

/** The lowest quantity of a product on any day from `from` onward, replaying the movements. */
function lowestFrom(moved: readonly Moved[], product: number, from: string): Quantity {
  const mine = moved.filter((m) => m.product === product);
  const days = [from, ...mine.map((m) => m.date).filter((d) => d > from)];
  const levels = days.map((d) => Quantity.sum(mine.filter((m) => m.date <= d).map((m) => m.quantity)));
  return levels.reduce((low, q) => (q.compare(low) < 0 ? q : low));
}

describe('stock on hand over random sequences', () => {
  it('equals open + ins − outs (sales and reversals included), never goes negative on any day, and the levels equal a replay as of any date', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ open: fc.integer({ min: 0, max: 20_000 }), cost: fc.integer({ min: 1, max: 50_000 }) }), { minLength: 2, maxLength: 2 }),
        fc.array(step, { maxLength: 10 }),
        fc.array(fc.nat(320), { minLength: 1, maxLength: 3 }),
        async (specs, steps, questions) => {
          const owner = await registerWorkspace(app, 'Stock Property Co');
          await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
          await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
          const customer = (await owner.browser.post('/api/customers', { name: 'Buyer' }).expect(201)).body.id as string;
          const service = (await owner.browser.post('/api/products', { name: 'Service', type: 'Non-stockable', selling_price: '5' }).expect(201)).body.id as string;
          const products: { id: string; cost: Money; position: StockPosition }[] = [];
          const moved: Moved[] = [];
          for (const [i, spec] of specs.entries()) {
            const open = milli(spec.open);
            const cost = cents(spec.cost);
            const created = await owner.browser
              .post('/api/products', { name: `Item ${i}`, type: 'Stockable', selling_price: '100', unit_cost: cost.toFixed(), open_stock: open.toFixed() })
              .expect(201);
            const position = stockIn({ onHand: Quantity.ZERO, value: Money.ZERO }, open, cost);
            products.push({ id: created.body.id, cost, position });
            if (!open.isZero()) moved.push({ product: i, date: today(), quantity: open, value: position.value });
          }
          const sold: { id: string; product: number; quantity: Quantity; cost: Money; reversed: boolean }[] = [];

          for (const s of steps) {
            if (s.kind === 'reverse') {
              const sale = sold.filter((x) => !x.reversed)[s.invoice];
              if (!sale) continue;
              await owner.browser.post(`/api/invoices/reverse/${sale.id}`).expect(200);
              sale.reversed = true;
              const p = products[sale.product];
              p.position = { onHand: p.position.onHand.plus(sale.quantity), value: p.position.value.plus(sale.cost) };
              moved.push({ product: sale.product, date: today(), quantity: sale.quantity, value: sale.cost });
              continue;
            }
            const p = products[s.product];
            const quantity = milli(s.quantity);
            // An out fits when no day from its date onward is left below zero.
            const enough = quantity.compare(lowestFrom(moved, s.product, day(s.day))) <= 0;
            if (s.kind === 'in') {
              await owner.browser.post(`/api/products/stock/${p.id}`, { quantity: quantity.toFixed(), transaction_type: 'in', date: day(s.day) }).expect(201);
              // No unit cost given: the average on hand, the product's own cost on an empty shelf.
              const after = stockIn(p.position, quantity, defaultUnitCost(p.position, p.cost.toFixed()));
              moved.push({ product: s.product, date: day(s.day), quantity, value: after.value.minus(p.position.value) });
              p.position = after;
            } else if (s.kind === 'out') {
              const response = await owner.browser.post(`/api/products/stock/${p.id}`, { quantity: quantity.toFixed(), transaction_type: 'out', date: day(s.day) });
              expect(response.status).toBe(enough ? 201 : 422);
              if (!enough) continue;
              const out = stockOut(p.position, quantity);
              expect(response.body.value).toBe(out.cost.toFixed());
              moved.push({ product: s.product, date: day(s.day), quantity: quantity.negated(), value: out.cost.negated() });
              p.position = out.position;
            } else {
              const invoice = await owner.browser
                .post('/api/invoices', { customer_id: customer, date: day(s.day), lines: [{ product_id: service, quantity: 1 }, { product_id: p.id, quantity: quantity.toFixed() }] })
                .expect(201);
              const response = await owner.browser.post(`/api/invoices/confirm/${invoice.body.id}`);
              expect(response.status).toBe(enough ? 200 : 422);
              if (!enough) continue;
              const out = stockOut(p.position, quantity);
              sold.push({ id: invoice.body.id, product: s.product, quantity, cost: out.cost, reversed: false });
              moved.push({ product: s.product, date: day(s.day), quantity: quantity.negated(), value: out.cost.negated() });
              p.position = out.position;
            }
          }

          for (const p of products) {
            const shown = (await owner.browser.get(`/api/products/${p.id}`).expect(200)).body.stock_quantity as string;
            expect(shown).toBe(p.position.onHand.toFixed());
            expect(Quantity.of(shown).isNegative()).toBe(false);
          }
          expect((await owner.browser.get(`/api/products/${service}`).expect(200)).body.stock_quantity).toBe('0.000');
          const levels = await owner.browser.get('/api/stocks').query({ sort: '["name","ASC"]' }).expect(200);
          expect(levels.body.map((r: { stock_quantity: string; stock_value: string }) => [r.stock_quantity, r.stock_value])).toEqual(
            products.map((p) => [p.position.onHand.toFixed(), p.position.value.toFixed()]),
          );
          for (const q of [...questions.map(day), today()]) {
            const asOf = await owner.browser.get('/api/stocks').query({ sort: '["name","ASC"]', filter: JSON.stringify({ as_of: q }) }).expect(200);
            const replay = products.map((_, i) => {
              const until = moved.filter((m) => m.product === i && m.date <= q);
              return [Quantity.sum(until.map((m) => m.quantity)).toFixed(), Money.sum(until.map((m) => m.value)).toFixed()];
            });
            expect(asOf.body.map((r: { stock_quantity: string; stock_value: string }) => [r.stock_quantity, r.stock_value])).toEqual(replay);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
