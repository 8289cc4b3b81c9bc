import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAY_TYPES, REFUND_KINDS } from '@ginuma/domain';

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
  @ApiProperty({ description: 'The invoice’s id or code' }) invoice_id!: string;
  @ApiProperty({ example: '200.00' }) amount!: string;
  @ApiPropertyOptional({ format: 'date' }) date?: string;
}
