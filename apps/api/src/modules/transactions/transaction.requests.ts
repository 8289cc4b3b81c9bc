import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const ACCOUNT = { description: '`cash`, or a bank account’s id' };

/** Money moved between two of the workspace's money accounts. */
export class TransferRequest {
  @ApiProperty(ACCOUNT) from_account!: string;
  @ApiProperty(ACCOUNT) to_account!: string;
  @ApiPropertyOptional({ description: '`customer:<id>` or `supplier:<id>`: who paid or was paid' }) client?: string;
  @ApiProperty({ example: '1000.00' }) amount!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiPropertyOptional() remark?: string;
}

/** A cash book expense or income. */
export class CashEntryRequest {
  @ApiProperty(ACCOUNT) account!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'An expense’s category' }) expense_category_id?: string;
  @ApiPropertyOptional({ description: '`customer:<id>` or `supplier:<id>`: who paid or was paid' }) client?: string;
  @ApiProperty({ example: '1000.00' }) amount!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiPropertyOptional() remark?: string;
}
