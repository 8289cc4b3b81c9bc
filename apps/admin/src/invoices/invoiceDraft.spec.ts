import { describe, expect, it } from 'vitest';
import type { InvoiceView, QuotationView } from '@ginuma/domain';
import { bodyOf, draftErrors, draftOf, emptyLine, liveTotals, newDraft, type DraftLine, type InvoiceDraft } from './invoiceDraft';

const line = (change: Partial<DraftLine>): DraftLine => ({ ...emptyLine(), ...change });

const typed = (): InvoiceDraft => ({
  ...newDraft('2026-11-27'),
  customer_id: 'c1',
  customer_name: 'Perera Stores',
  contact_person: ' Nimal ',
  lines: [
    line({ product_id: 'p1', description: 'Tea', price: '750', discount_type: 'percentage', discount_value: '10' }),
    line({}),
    line({ description: 'Delivery', price: '1150', unit_cost: '900' }),
  ],
  taxes: [
    { tax_id: 'vat', name: 'VAT', abbreviation: 'VAT', rate: '18' },
    { tax_id: 'sscl', name: 'SSCL', abbreviation: 'SSCL', rate: '2.5' },
  ],
});

const document = {
  id: 'i1',
  code: 'INV-000007',
  customer_id: null,
  cash_customer: 'Walk-in',
  contact_person: null,
  customer_name: 'Walk-in',
  date: '2026-11-01',
  due_date: '2026-11-30',
  project_ref: null,
  note: 'Thanks',
  lines: [
    {
      product_id: 'p1',
      description: 'Tea',
      unit: 'kg',
      price: '750.00',
      quantity: '2.000',
      discount_type: 'value',
      discount_value: '0.00',
      unit_cost: null,
      stockable: true,
      gross: '1500.00',
      discount: '0.00',
      total: '1500.00',
      profit: null,
      tax_treatment: 'standard',
      value: '1500.00',
      tax: '0.00',
    },
  ],
  other_discount_type: 'value',
  other_discount: '0.00',
  tax_ids: [],
  taxes: [],
  parameters: [{ parameter_id: 'x', name: 'Packing', amount: '50.00' }],
  other_discount_amount: '0.00',
  gross_sales: '1500.00',
  line_discounts: '0.00',
  sub_total: '1500.00',
  taxable_amount: '1500.00',
  supplies: [{ treatment: 'standard', value: '1500.00' }],
  prices_include_tax: false,
  included_tax: '0.00',
  grand_total: '1550.00',
} satisfies Partial<InvoiceView>;

const invoice: InvoiceView = {
  ...document,
  stage: 'pending',
  status: 'pending',
  paid: '0.00',
  refunded: '0.00',
  due: '1550.00',
  template_id: null,
  quotation_id: null,
  recurring: true,
  recurring_every_months: 3,
  recurring_date: '2027-02-01',
  recurring_till: null,
  recurring_parent_id: null,
  attachment: null,
  paid_amount: '0.00',
  refund_amount: '0.00',
  due_amount: '1550.00',
};

const quotation: QuotationView = { ...document, stage: 'pending', status: 'pending', invoice_id: null };

describe('the request body', () => {
  it('sends the typed lines only, trimmed, with empty amounts as zero and totals left to the server', () => {
    const body = bodyOf(typed(), true);
    expect(body.customer_id).toBe('c1');
    expect(body).not.toHaveProperty('cash_customer');
    expect(body.contact_person).toBe('Nimal');
    expect(body.lines).toEqual([
      { product_id: 'p1', description: 'Tea', price: '750', quantity: '1', discount_type: 'percentage', discount_value: '10', unit_cost: null, tax_treatment: 'standard' },
      { product_id: null, description: 'Delivery', price: '1150', quantity: '1', discount_type: 'value', discount_value: '0', unit_cost: '900', tax_treatment: 'standard' },
    ]);
    expect(body.prices_include_tax).toBe(false);
    expect(body.other_discount).toBe('0');
    expect(body.tax_ids).toEqual(['vat', 'sscl']);
    expect(body).not.toHaveProperty('grand_total');
  });

  it('names a cash customer instead of a record, and no contact person', () => {
    const body = bodyOf({ ...typed(), cash: true, cash_customer: ' Walk-in ' }, true);
    expect(body).not.toHaveProperty('customer_id');
    expect(body.cash_customer).toBe('Walk-in');
    expect(body.contact_person).toBeNull();
  });

  it("sends an invoice's schedule only when it recurs, and a quotation none at all", () => {
    const recurring = { ...typed(), recurring: true, recurring_every_months: '3', recurring_date: '2026-12-01' };
    expect(bodyOf(recurring, true)).toMatchObject({ recurring: true, recurring_every_months: 3, recurring_date: '2026-12-01', recurring_till: null });
    const once = bodyOf(typed(), true);
    expect(once.recurring).toBe(false);
    expect(once).not.toHaveProperty('recurring_every_months');
    expect(Object.keys(bodyOf(recurring, false)).filter((key) => key.startsWith('recurring'))).toEqual([]);
  });
});

describe('a saved document as a draft', () => {
  it('loads an invoice with its cash customer, lines, parameters and schedule, and sends the same back', () => {
    const draft = draftOf(invoice);
    expect(draft).toMatchObject({ cash: true, cash_customer: 'Walk-in', customer_id: null, note: 'Thanks', recurring: true, recurring_every_months: '3', recurring_date: '2027-02-01' });
    expect(draft.lines.map(({ description, unit, price, quantity, unit_cost, stockable }) => ({ description, unit, price, quantity, unit_cost, stockable }))).toEqual([
      { description: 'Tea', unit: 'kg', price: '750.00', quantity: '2.000', unit_cost: '', stockable: true },
    ]);
    expect(bodyOf(draft, true)).toMatchObject({ cash_customer: 'Walk-in', date: '2026-11-01', due_date: '2026-11-30', parameters: [{ parameter_id: 'x', name: 'Packing', amount: '50.00' }] });
    expect(liveTotals(draft).grandTotal.toFixed()).toBe(invoice.grand_total);
  });

  it('loads a quotation without a schedule', () => {
    expect(draftOf(quotation)).toMatchObject({ recurring: false, recurring_every_months: '1', recurring_date: '', recurring_till: '' });
  });
});

describe('live totals', () => {
  it('computes what the server will, counting malformed input as nothing until fixed', () => {
    const totals = liveTotals(typed());
    expect(totals.lines.map((l) => l.total.toFixed())).toEqual(['675.00', '0.00', '1150.00']);
    expect(totals.subTotal.toFixed()).toBe('1825.00');
    expect(totals.taxes.map((t) => t.amount.toFixed())).toEqual(['328.50', '45.63']);
    expect(totals.grandTotal.toFixed()).toBe('2199.13');
    const halfTyped = typed();
    halfTyped.lines[2] = { ...halfTyped.lines[2], price: '11a' };
    expect(liveTotals({ ...halfTyped, other_discount: 'abc' }).subTotal.toFixed()).toBe('675.00');
  });
});

describe("a 422's field errors", () => {
  it('puts line errors on the line typed, skipping blank rows, and list errors on their field', () => {
    const draft = typed();
    const [first, , third] = draft.lines;
    expect(draftErrors(draft, { 'lines.1.price': 'Too low', 'lines.0.quantity': 'Required', 'tax_ids.1': 'Unknown tax', date: 'Required' })).toEqual({
      [`${third.key}.price`]: 'Too low',
      [`${first.key}.quantity`]: 'Required',
      tax_ids: 'Unknown tax',
      date: 'Required',
    });
  });
});
