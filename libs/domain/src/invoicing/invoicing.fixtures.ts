import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { NO_DISCOUNT, type AppliedTax, type Discount, type DocumentContent, type DocumentLine } from './invoice.totals';

// Builders shared by this folder's specs; not exported from the library.

export const valueOff = (v: string): Discount => ({ type: 'value', value: Money.of(v) });
export const percentOff = (rate: string): Discount => ({ type: 'percentage', rate });

export const VAT: AppliedTax = { taxId: 't-vat', name: 'Value added tax', abbreviation: 'VAT', rate: '18' };
export const SSCL: AppliedTax = { taxId: 't-sscl', name: 'Social security levy', abbreviation: 'SSCL', rate: '2.5' };

export function line(price: string, quantity: string, discount: Discount = NO_DISCOUNT, extra: Partial<DocumentLine> = {}): DocumentLine {
  return {
    productId: null,
    description: 'Item',
    unit: null,
    unitPrice: Money.of(price),
    quantity: Quantity.of(quantity),
    discount,
    unitCost: null,
    stockable: false,
    ...extra,
  };
}

export function documentContent(over: Partial<DocumentContent> = {}): DocumentContent {
  return {
    customer: { kind: 'company', customerId: 'c1', contactPerson: null },
    date: '2025-01-10',
    dueDate: '2025-02-10',
    projectRef: null,
    note: null,
    lines: [line('100.00', '1')],
    otherDiscount: NO_DISCOUNT,
    taxes: [],
    parameters: [],
    ...over,
  };
}
