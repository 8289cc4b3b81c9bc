import { Money } from '../money/money';
import { messagesOf, withMessages } from '../shared/domain-error.testing';
import { FILL_CUSTOMER_AND_ITEMS, INVALID_DATA } from './invoicing.errors';
import { SSCL, VAT } from './invoicing.fixtures';
import { referencedIds, validateDocumentInput, type DocumentReferences } from './invoice.validate';

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

const body = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  customer_id: 'c1',
  date: '2025-03-01',
  due_date: '2025-03-31',
  lines: [{ product_id: 'p1', price: '1250.00', quantity: '2', discount_type: 'percentage', discount_value: '10' }],
  ...over,
});

describe('validateDocumentInput', () => {
  it('reads a body, fills product details and recomputes the totals', () => {
    const r = validateDocumentInput(
      body({
        lines: [
          { product_id: 'p1', price: 1250, quantity: 2, discount_type: 'percentage', discount_value: 10 },
          { product_id: 'p2', quantity: '1.5', discount_type: 'value', discount_value: '500', unit_cost: '1000' },
          { description: 'Packing', price: '100', quantity: '1' },
        ],
        other_discount: '100',
        tax_ids: [VAT.taxId, SSCL.taxId],
        parameters: [{ parameter_id: 'd1' }, { name: 'Rounding', amount: '-0.50' }],
        grand_total: '1.00',
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
    const r = validateDocumentInput(body({ customer_id: null, cash_customer: ' Walk-in ' }), refs);
    expect(r.ok && r.content.customer).toEqual({ kind: 'cash', name: 'Walk-in' });
  });

  it("answers the spec's message when the customer or the lines are missing", () => {
    expect(withMessages(validateDocumentInput(body({ customer_id: undefined, lines: [] }), refs))).toEqual({
      ok: false,
      message: FILL_CUSTOMER_AND_ITEMS,
      errors: { customer_id: [FILL_CUSTOMER_AND_ITEMS], lines: [FILL_CUSTOMER_AND_ITEMS] },
    });
  });

  it('names each bad field of each line', () => {
    const r = validateDocumentInput(
      body({
        lines: [
          { product_id: 'p1', price: '-1', quantity: '0' },
          { product_id: 'other-tenant', quantity: '1.2345', discount_type: 'fixed' },
          { price: '10.001', quantity: 'two', discount_type: 'percentage', discount_value: '101' },
        ],
      }),
      refs,
    );
    expect(withMessages(r)).toEqual({
      ok: false,
      message: INVALID_DATA,
      errors: {
        'lines.0.price': ['The price must not be negative.'],
        'lines.0.quantity': ['The quantity must be greater than zero.'],
        'lines.1.product_id': ['The selected product is invalid.'],
        'lines.1.quantity': ['The quantity may have at most 3 decimal places.'],
        'lines.1.discount_type': ['The discount type must be value or percentage.'],
        'lines.2.description': ['The description field is required.'],
        'lines.2.price': ['The price may have at most 2 decimal places.'],
        'lines.2.quantity': ['The quantity must be a number.'],
        'lines.2.discount_value': ['The discount percentage must be between 0 and 100.'],
      },
    });
  });

  it('refuses unknown customers, taxes and parameters, bad dates and a tax given twice', () => {
    const r = validateDocumentInput(
      body({ customer_id: 'nobody', date: '2025-02-30', due_date: 'soon', tax_ids: [VAT.taxId, 'x', VAT.taxId], parameters: [{ parameter_id: 'zz' }] }),
      refs,
    );
    expect(r.ok === false && messagesOf(r.errors)).toEqual({
      customer_id: ['The selected customer is invalid.'],
      date: ['The date must be a date (YYYY-MM-DD).'],
      due_date: ['The due date must be a date (YYYY-MM-DD).'],
      'tax_ids.1': ['The selected tax is invalid.'],
      'tax_ids.2': ['The tax is applied twice.'],
      'parameters.0.parameter_id': ['The selected parameter is invalid.'],
    });
  });

  it('applies the document rules after parsing: a discount over the line, a negative grand total', () => {
    const r = validateDocumentInput(
      body({
        lines: [{ description: 'Pen', price: '10', quantity: '1', discount_value: '11' }],
        parameters: [{ name: 'Credit note', amount: '-20' }],
      }),
      refs,
    );
    expect(r.ok === false && messagesOf(r.errors)).toEqual({
      'lines.0.discount_value': ['The discount may not exceed the line amount.'],
      grand_total: ['The grand total must not be negative.'],
    });
  });

  it('defaults the due date to the date and takes a 100% discount', () => {
    const r = validateDocumentInput(
      body({ due_date: undefined, lines: [{ product_id: 'p2', quantity: '1', discount_type: 'percentage', discount_value: '100' }] }),
      refs,
    );
    expect(r.ok && [r.content.dueDate, r.totals.grandTotal.toFixed()]).toEqual(['2025-03-01', '0.00']);
  });
});

describe('referencedIds', () => {
  it('lists each referenced id once, ignoring junk', () => {
    expect(
      referencedIds({
        customer_id: 'c1',
        lines: [{ product_id: 'p1' }, { product_id: 'p1' }, { product_id: 7 }, 'junk'],
        tax_ids: [VAT.taxId, null],
        parameters: [{ parameter_id: 'd1' }, {}],
      }),
    ).toEqual({ customerIds: ['c1'], productIds: ['p1'], taxIds: [VAT.taxId], parameterIds: ['d1'] });
    expect(referencedIds(null)).toEqual({ customerIds: [], productIds: [], taxIds: [], parameterIds: [] });
  });
});
