import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Stock taken in or out by hand (a stock update). */
export class StockUpdateRequest {
  @ApiProperty({ example: '5', description: 'Greater than zero, at most three decimals' }) quantity!: string;
  @ApiProperty({ enum: ['in', 'out'] }) transaction_type!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiPropertyOptional({ maxLength: 191 }) po_number?: string;
  @ApiPropertyOptional({ maxLength: 1000 }) remark?: string;
}
