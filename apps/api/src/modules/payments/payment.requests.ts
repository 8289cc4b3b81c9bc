import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import {
  isCalendarDate,
  Money,
  PAY_TYPES,
  paymentsRefusal,
  REFUND_KINDS,
  validationRefusal,
  type Allocation,
  type FieldErrors,
  type FieldRefusal,
  type PayType,
  type ReceiptInput,
  type RefundInput,
  type RefundKind,
} from '@ginuma/domain';
import { validationFailed } from '../../platform/http/app-errors';
import { IsBusinessDate, IsId, isGiven, IsMoney, moneyOf, OptionalText, requiredOrChoice, trimmedText } from '../../platform/http/field-decorators';
import { refusedAs, refusedBy, validBody } from '../../platform/http/validation.pipe';

const paymentDate = (label: string) => (value: unknown) => (value ? paymentsRefusal.field('date-not-valid', { label }) : validationRefusal.field('required', { label }));

/** An invoice named by its id or its code, as the user typed it (trimmed). */
function InvoiceReference(): PropertyDecorator {
  const refusal = refusedAs(paymentsRefusal.field('invoice-invalid'));
  return applyDecorators(
    ApiProperty({ description: 'The invoice’s id or code', maxLength: 60 }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(refusal),
    IsNotEmpty(refusal),
    MaxLength(60, refusal),
  );
}

/** One invoice a receipt pays or a refund gives back on, and how much. */
export class PaymentInvoiceRequest {
  @InvoiceReference() invoice_id!: string;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string | number;
}

/** The customer's credit balance spent on one invoice. */
export class CreditRequest {
  @InvoiceReference() invoice_id!: string;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string | number;
  @IsBusinessDate({ label: 'date', optional: true }) date?: string | null;
}

const drawnOnBank = (o: { pay_type?: unknown }) => o.pay_type === 'Bank' || o.pay_type === 'Cheque';

/**
 * A payment of one invoice from its own screen: a receipt for the invoice's customer whose whole
 * paid amount settles that invoice. Bank and Cheque name the bank account; a Cheque its number.
 */
export class InvoicePaymentRequest {
  @IsBusinessDate({ label: 'date', refusal: paymentDate('date') })
  date!: string;

  @ApiProperty({ enum: [...PAY_TYPES] })
  @IsIn([...PAY_TYPES], refusedAs(validationRefusal.field('choice', { label: 'pay type' })))
  pay_type!: PayType;

  @ValidateIf(drawnOnBank)
  @IsId({ label: 'account', refusal: requiredOrChoice('account') })
  account_id?: string | null;

  @IsMoney({ label: 'paid amount', sign: 'positive' }) paid_amount!: string | number;

  @ApiPropertyOptional({ description: 'Required for a Cheque' })
  @ValidateIf((o: { pay_type?: unknown }) => o.pay_type === 'Cheque')
  @ValidateBy(
    { name: 'isChequeNumber', validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 && value.length <= 255 } },
    refusedAs(validationRefusal.field('required', { label: 'cheque number' })),
  )
  cheque_number?: string | null;

  @ApiPropertyOptional({ format: 'date' })
  @ValidateIf((o: { post_date?: unknown }) => o.post_date !== undefined && o.post_date !== null && o.post_date !== '')
  @ValidateBy({ name: 'isPostDate', validator: { validate: isCalendarDate } }, refusedAs(paymentsRefusal.field('date-not-valid', { label: 'post date' })))
  post_date?: string | null;

  @OptionalText('bank') bank?: string | null;
  @OptionalText('branch') branch?: string | null;
  @OptionalText('account number') account_number?: string | null;
  @OptionalText('remark') remark?: string | null;
}

/** A receipt's body (create and the whole-draft PUT): a payment by a customer, applied to none, one or several of their invoices. */
export class ReceiptRequest extends InvoicePaymentRequest {
  @IsId({ label: 'customer', refusal: requiredOrChoice('customer') }) customer_id!: string;
  @OptionalText('note') note?: string | null;

  @ApiPropertyOptional({ type: [PaymentInvoiceRequest] })
  @IsOptional()
  @IsArray(refusedAs(paymentsRefusal.field('invoices-not-list')))
  @ValidateNested()
  @Type(() => PaymentInvoiceRequest)
  invoices?: PaymentInvoiceRequest[] | null;
}

/** A refund's body (create and the whole-draft PUT): given back on at least one invoice. */
export class RefundRequest {
  @IsId({ label: 'customer', refusal: requiredOrChoice('customer') }) customer_id!: string;
  @IsBusinessDate({ label: 'date', refusal: paymentDate('date') }) date!: string;

  @ApiProperty({ enum: [...REFUND_KINDS] })
  @IsIn([...REFUND_KINDS], refusedAs(validationRefusal.field('choice', { label: 'refund type' })))
  refund_type!: RefundKind;

  // A cash refund is paid from this bank account; without one, from cash in hand.
  @ValidateIf((o: RefundRequest) => o.refund_type === 'Cash Refund' && isGiven(o.account_id))
  @IsId({ label: 'account', optional: true, refusal: requiredOrChoice('account') })
  account_id?: string | null;

  @OptionalText('remark') remark?: string | null;
  @OptionalText('note') note?: string | null;

  @ApiProperty({ type: [PaymentInvoiceRequest] })
  @ValidateBy(
    { name: 'isInvoiceList', validator: { validate: (value: unknown) => Array.isArray(value) && value.length > 0 } },
    refusedBy((value) => paymentsRefusal.field(isGiven(value) && !Array.isArray(value) ? 'invoices-not-list' : 'invoice-required')),
  )
  @ValidateNested()
  @Type(() => PaymentInvoiceRequest)
  invoices!: PaymentInvoiceRequest[];
}

/** What a receipt of this payment records besides its customer, note and invoices: only a cheque keeps cheque details. */
export function paymentOf(payment: InvoicePaymentRequest): Omit<ReceiptInput, 'customerId' | 'note' | 'invoices'> {
  const cheque = payment.pay_type === 'Cheque';
  return {
    date: payment.date,
    payType: payment.pay_type,
    accountId: drawnOnBank(payment) ? (payment.account_id as string).toLowerCase() : null,
    paidAmount: moneyOf(payment.paid_amount),
    cheque: {
      number: cheque ? trimmedText(payment.cheque_number) : null,
      postDate: cheque ? trimmedText(payment.post_date) : null,
      bank: cheque ? trimmedText(payment.bank) : null,
      branch: cheque ? trimmedText(payment.branch) : null,
      accountNumber: cheque ? trimmedText(payment.account_number) : null,
    },
    remark: trimmedText(payment.remark),
  };
}

/** The invoices as allocations; an invoice named twice is refused at its second place. */
function allocationsOf(invoices: readonly PaymentInvoiceRequest[], add: (field: string, refusal: FieldRefusal) => void): Allocation[] {
  const seen = new Set<string>();
  invoices.forEach(({ invoice_id: invoiceId }, i) => {
    if (seen.has(invoiceId)) add(`invoices.${i}.invoice_id`, paymentsRefusal.field('invoice-twice'));
    seen.add(invoiceId);
  });
  return invoices.map((a) => ({ invoiceId: a.invoice_id, amount: moneyOf(a.amount) }));
}

function collector(): { errors: FieldErrors; add: (field: string, refusal: FieldRefusal) => void; check(): void } {
  const errors: FieldErrors = {};
  return {
    errors,
    add: (field, refusal) => (errors[field] ??= []).push(refusal),
    check: () => {
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
    },
  };
}

/**
 * A receipt's body read by ReceiptRequest, then weighed as a whole: it applies no more than was
 * paid, and a credit payment (spending the customer's balance) is applied in full. Its references
 * are the handlers' to check.
 */
export async function receiptInput(body: unknown): Promise<ReceiptInput> {
  const request = await validBody(ReceiptRequest, body);
  const refusals = collector();
  const invoices = allocationsOf(request.invoices ?? [], refusals.add);
  const payment = paymentOf(request);
  const applied = Money.sum(invoices.map((a) => a.amount));
  if (applied.greaterThan(payment.paidAmount)) refusals.add('paid_amount', paymentsRefusal.field('paid-below-applied'));
  else if (payment.payType === 'Credit' && !applied.equals(payment.paidAmount)) refusals.add('paid_amount', paymentsRefusal.field('credit-not-in-full'));
  refusals.check();
  return { customerId: request.customer_id.toLowerCase(), ...payment, note: trimmedText(request.note), invoices };
}

/** A refund's body read by RefundRequest; its references are the handlers' to check. */
export async function refundInput(body: unknown): Promise<RefundInput> {
  const request = await validBody(RefundRequest, body);
  const refusals = collector();
  const invoices = allocationsOf(request.invoices, refusals.add);
  refusals.check();
  return {
    customerId: request.customer_id.toLowerCase(),
    date: request.date,
    kind: request.refund_type,
    accountId: request.refund_type === 'Cash Refund' && isGiven(request.account_id) ? (request.account_id as string).toLowerCase() : null,
    remark: trimmedText(request.remark),
    note: trimmedText(request.note),
    invoices,
  };
}
