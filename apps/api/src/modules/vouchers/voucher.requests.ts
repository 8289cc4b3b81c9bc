import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VOUCHER_PAY_TYPES } from '@ginuma/domain';

/** One expense line of a voucher. */
export class VoucherLineRequest {
  @ApiPropertyOptional({ nullable: true }) description?: string | null;
  @ApiProperty({ format: 'uuid' }) expense_category_id!: string;
  @ApiPropertyOptional({ format: 'uuid', nullable: true }) expense_sub_category_id?: string | null;
  @ApiProperty({ example: '1500.00' }) amount!: string;
}

/** One bill a voucher pays: a confirmed bill of its supplier, never more than it still owes. */
export class VoucherBillRequest {
  @ApiProperty({ format: 'uuid' }) bill_id!: string;
  @ApiProperty({ example: '400.00' }) amount!: string;
}

/**
 * A voucher's body (create and the whole-draft PUT). Without bills and lines it is its own one
 * line; with bills, its amount is its lines + its bills + an over-payment kept as the supplier's credit.
 */
export class VoucherRequest {
  @ApiProperty({ format: 'uuid' }) supplier_id!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: [...VOUCHER_PAY_TYPES] }) pay_type!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The account it pays from, for Bank and Cheque' }) account_id?: string;
  @ApiPropertyOptional() cheque_number?: string;
  @ApiPropertyOptional({ format: 'date', description: 'After today' }) post_date?: string;
  @ApiPropertyOptional() account_number?: string;
  @ApiPropertyOptional() bank?: string;
  @ApiPropertyOptional() branch?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Required unless the voucher pays bills and each line has its own' }) expense_category_id?: string;
  @ApiPropertyOptional({ format: 'uuid' }) expense_sub_category_id?: string;
  @ApiProperty({ example: '1500.00', description: 'The sum of the lines without bills; with bills, lines + bills + the over-payment' }) amount!: string;
  @ApiPropertyOptional({ type: [VoucherLineRequest] }) expenses?: VoucherLineRequest[];
  @ApiPropertyOptional({ type: [VoucherBillRequest], description: 'The supplier’s bills it pays' }) bills?: VoucherBillRequest[];
  @ApiPropertyOptional() remarks?: string;
  @ApiPropertyOptional() note?: string;
}
