import type { InvoiceConfirmedData, InvoiceLineSnapshot } from '../invoicing/invoice.events';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { openingValueAfter } from '../records/record-resources';
import { costInvoiceStock, stockableProductIds } from './invoice-stock';
import { STOCK_OUT_EXCEEDS_ON_HAND, stockRefusal, type StockPosition } from './stock';

const TEA = '22222222-2222-4222-8222-222222222222';
const SOAP = '11111111-1111-4111-8111-111111111111';
const line = (productId: string | null, quantity: string, total: string, stockable = true): InvoiceLineSnapshot => ({
  productId,
  description: 'x',
  unit: null,
  unitPrice: total,
  quantity,
  discountType: 'value' as const,
  discountValue: '0.00',
  unitCost: null,
  stockable,
  gross: total,
  discount: '0.00',
  total,
  profit: null,
});
const invoiceConfirmedFixture = (over: Pick<InvoiceConfirmedData, 'lines'>): InvoiceConfirmedData => ({
  invoiceId: 'i-1',
  code: 'INV-000001',
  quotationId: null,
  customer: { kind: 'cash', name: 'Walk-in' },
  date: '2026-11-01',
  dueDate: '2026-11-01',
  projectRef: null,
  note: null,
  grossSales: '0.00',
  lineDiscounts: '0.00',
  subTotal: '0.00',
  otherDiscount: { type: 'value', value: '0.00', amount: '0.00' },
  taxableAmount: '0.00',
  taxes: [],
  parameters: [],
  grandTotal: '0.00',
  confirmedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
const position = (onHand: string, value: string): StockPosition => ({ onHand: Quantity.of(onHand), value: Money.of(value) });

describe('costInvoiceStock', () => {
  it('costs stockable lines at the moving average, two lines of one product from one shelf, and leaves others alone', () => {
    const invoice = invoiceConfirmedFixture({ lines: [line(TEA, '2.000', '900.00'), line(null, '1.000', '250.00', false), line(TEA, '1.000', '450.00')] });
    const result = costInvoiceStock(invoice, new Map([[TEA, position('3.000', '100.00')]]));
    if (!('invoice' in result)) throw new Error('refused');
    expect(result.invoice.lines.map((l) => [l.costOfSales, l.profit])).toEqual([
      ['66.67', '833.33'],
      [undefined, null],
      ['33.33', '416.67'],
    ]);
  });

  it('refuses the line that takes more than is on hand, under its own key', () => {
    const invoice = invoiceConfirmedFixture({ lines: [line(TEA, '2.000', '1.00'), line(TEA, '1.001', '1.00')] });
    expect(costInvoiceStock(invoice, new Map([[TEA, position('3.000', '3.00')]]))).toEqual({ errors: { 'lines.1.quantity': [stockRefusal.field('stock-out-exceeds-on-hand')] } });
    expect(stockRefusal.field('stock-out-exceeds-on-hand').message).toBe(STOCK_OUT_EXCEEDS_ON_HAND);
  });

  it('refuses a line beyond the lowest quantity from the invoice\'s date onward, two lines of one product taking from that lowest together', () => {
    // 3 on hand over all dates, but only 2 from the invoice's date on (one arrives later, or a later sale takes it).
    const shelf = { ...position('3.000', '3.00'), lowest: { amount: Quantity.of('2'), on: '2026-11-05' } };
    const invoice = invoiceConfirmedFixture({ lines: [line(TEA, '1.000', '1.00'), line(TEA, '1.001', '1.00')] });
    expect(costInvoiceStock(invoice, new Map([[TEA, shelf]]))).toEqual({ errors: { 'lines.1.quantity': [stockRefusal.field('stock-out-exceeds-on-hand')] } });
    const fits = costInvoiceStock(invoiceConfirmedFixture({ lines: [line(TEA, '1.000', '1.00'), line(TEA, '1.000', '1.00')] }), new Map([[TEA, shelf]]));
    expect('invoice' in fits).toBe(true);
  });

  it('lists the stockable products once each, in id order', () => {
    expect(stockableProductIds({ lines: [line(TEA, '1', '1'), line(SOAP, '1', '1'), line(TEA, '1', '1'), line(null, '1', '1', false)] })).toEqual([SOAP, TEA]);
  });
});

describe('openingValueAfter (open stock at cost)', () => {
  const value = { quantity: 'open_stock', unitPrice: 'unit_cost' };
  it('adds new units at the price, takes removed ones at the opening average, and keeps it when the quantity stays', () => {
    expect(openingValueAfter('v', value, {}, { open_stock: '10.000' }, '12.50')).toBe('125.00');
    expect(openingValueAfter('v', value, { open_stock: '10.000', v: '125.00' }, { open_stock: '12.000' }, '20.00')).toBe('165.00');
    expect(openingValueAfter('v', value, { open_stock: '12.000', v: '165.00' }, { open_stock: '3.000' }, '99.00')).toBe('41.25');
    expect(openingValueAfter('v', value, { open_stock: '3.000', v: '41.25' }, { open_stock: '0.000' }, '99.00')).toBe('0.00');
    expect(openingValueAfter('v', value, { open_stock: '3.000', v: '41.25' }, { open_stock: '3.000' }, '99.00')).toBe('41.25');
    expect(openingValueAfter('v', value, {}, { open_stock: '1.000' }, null)).toBe('0.00');
  });
});
