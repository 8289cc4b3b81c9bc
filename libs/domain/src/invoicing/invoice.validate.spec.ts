import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { messagesOf, withMessages } from '../shared/domain-error.testing';
import { FILL_CUSTOMER_AND_ITEMS, INVALID_DATA } from './invoicing.errors';
import { SSCL, VAT } from './invoicing.fixtures';
import { NO_DISCOUNT } from './invoice.totals';
import { checkDocument, referencedIds, type DocumentInput, type DocumentLineInput, type DocumentReferences } from './invoice.validate';

const refs: DocumentReferences = {
  customers: new Map([['c1', { id: 'c1', contactPerson: 'Nimal' }]]),
  products: new Map([
    ['p1', { id: 'p1', name: 'Tea 1kg', unit: 'kg', price: Money.of('1250.00'), unitCost: Money.of('900.00'), stockable: true }],
    ['p2', { id: 'p2', name: 'Consulting', unit: 'hour', price: Money.of('5000.00'), unitCost: null, stockable: false }],
  ]),
  taxes: new Map([
    [VAT.taxId, VAT],
    [SSCL.taxId, SSCL],
  ]),
  parameters: new Map([['d1', { id: 'd1', name: 'Delivery', value: Money.of('350.00') }]]),
};

const line = (over: Partial<DocumentLineInput> = {}): DocumentLineInput => ({
  productId: null,
  description: null,
  unitPrice: null,
  quantity: Quantity.of('1'),
  discount: NO_DISCOUNT,
  unitCost: null,
  ...over,
});

const input = (over: Partial<DocumentInput> = {}): DocumentInput => ({
  customerId: 'c1',
  cashCustomer: null,
  contactPerson: null,
  date: '2025-03-01',
  dueDate: '2025-03-31',
  projectRef: null,
  note: null,
  lines: [line({ productId: 'p1', unitPrice: Money.of('1250.00'), quantity: Quantity.of('2'), discount: { type: 'percentage', rate: '10' } })],
  otherDiscount: NO_DISCOUNT,
  taxIds: [],
  parameters: [],
  ...over,
});

describe('checkDocument', () => {
  it('fills product details and recomputes the totals', () => {
    const r = checkDocument(
      input({
        lines: [
          line({ productId: 'p1', unitPrice: Money.of('1250'), quantity: Quantity.of('2'), discount: { type: 'percentage', rate: '10' } }),
          line({ productId: 'p2', quantity: Quantity.of('1.5'), discount: { type: 'value', value: Money.of('500') }, unitCost: Money.of('1000') }),
          line({ description: 'Packing', unitPrice: Money.of('100') }),
        ],
        otherDiscount: { type: 'value', value: Money.of('100') },
        taxIds: [VAT.taxId, SSCL.taxId],
        parameters: [
          { parameterId: 'd1', name: null, amount: null },
          { parameterId: null, name: 'Rounding', amount: Money.of('-0.50') },
        ],
      }),
      refs,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.content.customer).toEqual({ kind: 'company', customerId: 'c1', contactPerson: 'Nimal' });
    expect(r.content.lines.map((l) => [l.description, l.unit, l.unitPrice.toFixed(), l.unitCost?.toFixed() ?? null, l.stockable])).toEqual([
      ['Tea 1kg', 'kg', '1250.00', '900.00', true],
      ['Consulting', 'hour', '5000.00', '1000.00', false],
      ['Packing', null, '100.00', null, false],
    ]);
    // 2500 − 250, 7500 − 500, 100 → 9350; − 100 → 9250; VAT 1665, SSCL 231.25; + 350 − 0.50
    expect([r.totals.subTotal, r.totals.taxableAmount, r.totals.taxTotal, r.totals.grandTotal].map((m) => m.toFixed())).toEqual([
      '9350.00',
      '9250.00',
      '1896.25',
      '11495.75',
    ]);
  });

  it('takes a cash customer instead of a customer record', () => {
    const r = checkDocument(input({ customerId: null, cashCustomer: 'Walk-in' }), refs);
    expect(r.ok && r.content.customer).toEqual({ kind: 'cash', name: 'Walk-in' });
  });

  it("answers the spec's message when the customer or the lines are missing", () => {
    expect(withMessages(checkDocument(input({ customerId: null, lines: [] }), refs))).toEqual({
      ok: false,
      message: FILL_CUSTOMER_AND_ITEMS,
      errors: { customer_id: [FILL_CUSTOMER_AND_ITEMS], lines: [FILL_CUSTOMER_AND_ITEMS] },
    });
  });

  it('names an unknown product, and a line with neither a product nor a description and price', () => {
    const r = checkDocument(input({ lines: [line({ productId: 'p1' }), line({ productId: 'other-tenant' }), line({ unitPrice: Money.of('10') }), line({ description: 'Pen' })] }), refs);
    expect(withMessages(r)).toEqual({
      ok: false,
      message: INVALID_DATA,
      errors: {
        'lines.1.product_id': ['The selected product is invalid.'],
        'lines.2.description': ['The description field is required.'],
        'lines.3.price': ['The price is required.'],
      },
    });
  });

  it('refuses unknown customers, taxes and parameters, a tax given twice and a parameter without a name or an amount', () => {
    const r = checkDocument(
      input({
        customerId: 'nobody',
        taxIds: [VAT.taxId, 'x', VAT.taxId],
        parameters: [
          { parameterId: 'zz', name: null, amount: null },
          { parameterId: null, name: null, amount: Money.of('5') },
          { parameterId: null, name: 'Fee', amount: null },
        ],
      }),
      refs,
    );
    expect(r.ok === false && messagesOf(r.errors)).toEqual({
      customer_id: ['The selected customer is invalid.'],
      'tax_ids.1': ['The selected tax is invalid.'],
      'tax_ids.2': ['The tax is applied twice.'],
      'parameters.0.parameter_id': ['The selected parameter is invalid.'],
      'parameters.1.name': ['The name field is required.'],
      'parameters.2.amount': ['The amount is required.'],
    });
  });

  it('applies the document rules after the references: a discount over the line, a negative grand total', () => {
    const r = checkDocument(
      input({
        lines: [line({ description: 'Pen', unitPrice: Money.of('10'), discount: { type: 'value', value: Money.of('11') } })],
        parameters: [{ parameterId: null, name: 'Credit note', amount: Money.of('-20') }],
      }),
      refs,
    );
    expect(r.ok === false && messagesOf(r.errors)).toEqual({
      'lines.0.discount_value': ['The discount may not exceed the line amount.'],
      grand_total: ['The grand total must not be negative.'],
    });
  });

  it('defaults the due date to the date and takes a 100% discount', () => {
    const r = checkDocument(input({ dueDate: null, lines: [line({ productId: 'p2', discount: { type: 'percentage', rate: '100' } })] }), refs);
    expect(r.ok && [r.content.dueDate, r.totals.grandTotal.toFixed()]).toEqual(['2025-03-01', '0.00']);
  });
});

describe('referencedIds', () => {
  it('lists each referenced id once', () => {
    expect(
      referencedIds(
        input({
          lines: [line({ productId: 'p1' }), line({ productId: 'p1' }), line({ description: 'Packing' })],
          taxIds: [VAT.taxId, VAT.taxId],
          parameters: [{ parameterId: 'd1', name: null, amount: null }, { parameterId: null, name: 'Fee', amount: Money.of('1') }],
        }),
      ),
    ).toEqual({ customerIds: ['c1'], productIds: ['p1'], taxIds: [VAT.taxId], parameterIds: ['d1'] });
    expect(referencedIds(input({ customerId: null, cashCustomer: 'Walk-in', lines: [] }))).toEqual({ customerIds: [], productIds: [], taxIds: [], parameterIds: [] });
  });
});
