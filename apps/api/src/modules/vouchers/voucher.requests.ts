import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VOUCHER_PAY_TYPES } from '@ginuma/domain';

/** One expense line of a voucher. */
export class VoucherLineRequest {
  @ApiPropertyOptional({ nullable: true }) description?: string | null;
  @ApiProperty({ format: 'uuid' }) expense_category_id!: string;
  @ApiPropertyOptional({ format: 'uuid', nullable: true }) expense_sub_category_id?: string | null;
  @ApiProperty({ example: '1500.00' }) amount!: string;
}

/** A voucher's body (create and the whole-draft PUT); without lines it is its own one line. */
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
  @ApiProperty({ format: 'uuid' }) expense_category_id!: string;
  @ApiPropertyOptional({ format: 'uuid' }) expense_sub_category_id?: string;
  @ApiProperty({ example: '1500.00', description: 'The sum of the lines, when there are lines' }) amount!: string;
  @ApiPropertyOptional({ type: [VoucherLineRequest] }) expenses?: VoucherLineRequest[];
  @ApiPropertyOptional() remarks?: string;
  @ApiPropertyOptional() note?: string;
}
