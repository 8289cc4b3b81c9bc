import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDate, PAY_TYPES, paymentsRefusal, REFUND_KINDS, validationRefusal, type PayType } from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney } from '../../platform/http/field-decorators';
import { refusedAs } from '../../platform/http/validation.pipe';

/** One invoice a receipt pays or a refund gives back on, and how much. */
export class PaymentInvoiceRequest {
  @ApiProperty({ description: 'The invoice’s id or code' }) invoice_id!: string;
  @ApiProperty({ example: '1000.00' }) amount!: string;
}

/** A receipt's body (create and the whole-draft PUT). */
export class ReceiptRequest {
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: [...PAY_TYPES] }) pay_type!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The bank account, for Bank and Cheque' }) account_id?: string;
  @ApiProperty({ example: '1000.00' }) paid_amount!: string;
  @ApiPropertyOptional() cheque_number?: string;
  @ApiPropertyOptional({ format: 'date' }) post_date?: string;
  @ApiPropertyOptional() bank?: string;
  @ApiPropertyOptional() branch?: string;
  @ApiPropertyOptional() account_number?: string;
  @ApiPropertyOptional() remark?: string;
  @ApiPropertyOptional() note?: string;
  @ApiPropertyOptional({ type: [PaymentInvoiceRequest] }) invoices?: PaymentInvoiceRequest[];
}

/** A refund's body (create and the whole-draft PUT). */
export class RefundRequest {
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: [...REFUND_KINDS] }) refund_type!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The bank account a cash refund is paid from' }) account_id?: string;
  @ApiPropertyOptional() remark?: string;
  @ApiPropertyOptional() note?: string;
  @ApiProperty({ type: [PaymentInvoiceRequest] }) invoices!: PaymentInvoiceRequest[];
}

/** The customer's credit balance spent on one invoice. */
export class CreditRequest {
  @ApiProperty({ description: 'The invoice’s id or code', maxLength: 60 })
  @IsString(refusedAs(paymentsRefusal.field('invoice-invalid')))
  @IsNotEmpty(refusedAs(paymentsRefusal.field('invoice-invalid')))
  @MaxLength(60, refusedAs(paymentsRefusal.field('invoice-invalid')))
  invoice_id!: string;

  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string | number;
  @IsBusinessDate({ label: 'date', optional: true }) date?: string | null;
}

/** Optional text a receipt keeps (bank, branch, remark): at most 255 characters, refused rather than cut unseen. */
function ReceiptText(label: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 255, nullable: true }),
    IsOptional(),
    IsString(refusedAs(validationRefusal.field('text', { label }))),
    MaxLength(255, refusedAs(validationRefusal.field('too-long', { label, max: 255 }))),
  );
}

const drawnOnBank = (o: { pay_type?: unknown }) => o.pay_type === 'Bank' || o.pay_type === 'Cheque';

/**
 * A payment of one invoice from its own screen: a receipt for the invoice's customer whose whole
 * paid amount settles that invoice. Bank and Cheque name the bank account; a Cheque its number.
 */
export class InvoicePaymentRequest {
  @IsBusinessDate({
    label: 'date',
    refusal: (value) => (value ? paymentsRefusal.field('date-not-valid', { label: 'date' }) : validationRefusal.field('required', { label: 'date' })),
  })
  date!: string;

  @ApiProperty({ enum: [...PAY_TYPES] })
  @IsIn([...PAY_TYPES], refusedAs(validationRefusal.field('choice', { label: 'pay type' })))
  pay_type!: PayType;

  @ValidateIf(drawnOnBank)
  @IsId({ label: 'account', refusal: (value) => validationRefusal.field(value === undefined || value === null || value === '' ? 'required' : 'choice', { label: 'account' }) })
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

  @ReceiptText('bank') bank?: string | null;
  @ReceiptText('branch') branch?: string | null;
  @ReceiptText('account number') account_number?: string | null;
  @ReceiptText('remark') remark?: string | null;
}
