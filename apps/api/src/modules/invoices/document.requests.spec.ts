import { isDomainError, MAX_DOCUMENT_LINES } from '@ginuma/domain';
import { readDocument } from './document.requests';
import { readInvoice } from './invoice.requests';

const CUSTOMER = '2b1f6a52-0a7e-4b7c-9a63-3f1c7f1f0a11';
const PRODUCT = '9c0e1f0e-3d57-4a43-8d1d-5b7c5e2e9b01';
const TAX = '33333333-3333-4333-8333-333333333333';

const body = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  customer_id: CUSTOMER,
  date: '2025-03-01',
  due_date: '2025-03-31',
  lines: [{ product_id: PRODUCT, price: '1250.00', quantity: '2', discount_type: 'percentage', discount_value: '10' }],
  ...over,
});

/** The field messages a body is refused with, or null when it is read. */
async function refusals(read: Promise<unknown>): Promise<Record<string, string[]> | null> {
  try {
    await read;
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return Object.fromEntries(Object.entries(error.details.errors ?? {}).map(([field, list]) => [field, list.map((refusal) => refusal.message)]));
  }
}

describe('an invoice or quotation body', () => {
  it('reads numbers or decimal strings as amounts, ids in their stored spelling, blank text as none, and drops what it does not take', async () => {
    const input = await readDocument(
      body({
        customer_id: CUSTOMER.toUpperCase(),
        project_ref: '  ',
        note: ' Thank you ',
        lines: [
          { product_id: PRODUCT, price: 1250, quantity: 2, discount_type: 'percentage', discount_value: 10 },
          { description: ' Packing ', unit_price: '100', quantity: '1', discount_type: '', discount_value: '', unit_cost: '' },
        ],
        other_discount: '100',
        tax_ids: [TAX.toUpperCase()],
        parameters: [{ name: 'Rounding', value: '-0.50' }],
        grand_total: '1.00',
      }),
    );
    expect(input).toMatchObject({ customerId: CUSTOMER, projectRef: null, note: 'Thank you', taxIds: [TAX], otherDiscount: { type: 'value' } });
    expect(input).not.toHaveProperty('grand_total');
    expect(input.lines.map((l) => [l.productId, l.description, l.unitPrice?.toFixed() ?? null, l.quantity.toFixed(), l.discount, l.unitCost])).toEqual([
      [PRODUCT, null, '1250.00', '2.000', { type: 'percentage', rate: '10' }, null],
      [null, 'Packing', '100.00', '1.000', expect.objectContaining({ type: 'value' }), null],
    ]);
    expect(input.otherDiscount.type === 'value' && input.otherDiscount.value.toFixed()).toBe('100.00');
    expect(input.parameters.map((p) => [p.name, p.amount?.toFixed()])).toEqual([['Rounding', '-0.50']]);
  });

  it('takes a walk-in customer by name, trimmed, and a due date left out as none', async () => {
    expect(await readDocument(body({ customer_id: '', cash_customer: ' Walk-in ', due_date: null }))).toMatchObject({ customerId: null, cashCustomer: 'Walk-in', dueDate: null });
  });

  it('reads each line\'s tax treatment (left out or blank: standard) and whether prices include tax (left out: they do not)', async () => {
    const input = await readDocument(
      body({
        lines: [
          { description: 'Export', price: '100', quantity: '1', tax_treatment: 'zero_rated' },
          { description: 'Service', price: '100', quantity: '1', tax_treatment: '' },
          { description: 'Goods', price: '100', quantity: '1' },
        ],
        prices_include_tax: true,
      }),
    );
    expect(input.lines.map((l) => l.taxTreatment)).toEqual(['zero_rated', 'standard', 'standard']);
    expect(input.pricesIncludeTax).toBe(true);
    expect((await readDocument(body())).pricesIncludeTax).toBe(false);
  });

  it('refuses an unknown tax treatment and a prices-include-tax that is not a yes or no', async () => {
    expect(await refusals(readDocument(body({ lines: [{ description: 'X', price: '1', quantity: '1', tax_treatment: 'reduced' }], prices_include_tax: 'sometimes' })))).toEqual({
      'lines.0.tax_treatment': ['The tax treatment must be standard, zero_rated, exempt or out_of_scope.'],
      prices_include_tax: [expect.any(String)],
    });
  });

  it('names each bad field of each line', async () => {
    expect(
      await refusals(
        readDocument(
          body({
            lines: [
              { product_id: PRODUCT, price: '-1', quantity: '0' },
              { product_id: 'other-tenant', quantity: '1.2345', discount_type: 'fixed' },
              { price: '10.001', quantity: 'two', discount_type: 'percentage', discount_value: '101' },
            ],
          }),
        ),
      ),
    ).toEqual({
      'lines.0.price': ['The price must not be negative.'],
      'lines.0.quantity': ['The quantity must be greater than zero.'],
      'lines.1.product_id': ['The selected product is invalid.'],
      'lines.1.quantity': ['The quantity may have at most 3 decimal places.'],
      'lines.1.discount_type': ['The discount type must be value or percentage.'],
      'lines.2.price': ['The price may have at most 2 decimal places.'],
      'lines.2.quantity': ['The quantity must be a number.'],
      'lines.2.discount_value': ['The discount percentage must be between 0 and 100.'],
    });
  });

  it('refuses a customer id that is none, bad dates, lists that are not lists and too many lines', async () => {
    expect(await refusals(readDocument(body({ customer_id: 'nobody', date: '2025-02-30', due_date: 'soon', tax_ids: 'VAT', parameters: {} })))).toEqual({
      customer_id: ['The selected customer is invalid.'],
      date: ['The date must be a date (YYYY-MM-DD).'],
      due_date: ['The due date must be a date (YYYY-MM-DD).'],
      tax_ids: ['The taxes must be a list.'],
      parameters: ['The parameters must be a list.'],
    });
    expect(await refusals(readDocument(body({ date: undefined, lines: 'tea' })))).toEqual({ date: ['The date field is required.'], lines: ['The lines must be a list.'] });
    const many = Array.from({ length: MAX_DOCUMENT_LINES + 1 }, () => ({ description: 'Pen', price: '1', quantity: '1' }));
    expect(await refusals(readDocument(body({ lines: many })))).toEqual({ lines: [`A document may have at most ${MAX_DOCUMENT_LINES} lines.`] });
  });

  it('reads an other discount by its type, as an amount or a rate', async () => {
    expect((await readDocument(body({ other_discount_type: 'percentage', other_discount: '12.5' }))).otherDiscount).toEqual({ type: 'percentage', rate: '12.5' });
    expect(await refusals(readDocument(body({ other_discount_type: 'percentage', other_discount: '100.01' })))).toEqual({
      other_discount: ['The other discount percentage must be between 0 and 100.'],
    });
    expect(await refusals(readDocument(body({ other_discount: '-1' })))).toEqual({ other_discount: ['The other discount must not be negative.'] });
  });

  it("keeps an invoice's template and recurring option for the invoice to weigh", async () => {
    const { request } = await readInvoice(body({ template_id: TAX, recurring: true, recurring_every_months: 2, recurring_till: '2025-12-31' }));
    expect(request).toMatchObject({ template_id: TAX, recurring: true, recurring_every_months: 2, recurring_till: '2025-12-31' });
    expect(await refusals(readInvoice(body({ template_id: 'classic' })))).toEqual({ template_id: ['The selected template is invalid.'] });
  });

  it('refuses a bad frequency and recurring dates that are no dates, only for an invoice that recurs', async () => {
    const bad = { recurring_every_months: 0, recurring_date: 'monthly', recurring_till: '2025-02-30' };
    expect(Object.keys((await refusals(readInvoice(body({ recurring: true, ...bad })))) ?? {})).toEqual(['recurring_every_months', 'recurring_date', 'recurring_till']);
    expect(await refusals(readInvoice(body({ recurring: true, recurring_every_months: 25 })))).toEqual({
      recurring_every_months: ['The frequency must be a whole number of months from 1 to 24.'],
    });
    expect(await refusals(readInvoice(body({ recurring: false, ...bad })))).toBeNull();
    expect(await refusals(readInvoice(body({ recurring: 'yes' })))).toEqual({ recurring: ['The recurring field must be true or false.'] });
  });
});
