import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Stock taken in or out by hand (a stock update, an adjustment for a reason). */
export class StockUpdateRequest {
  @ApiProperty({ example: '5', description: 'Greater than zero, at most three decimals' }) quantity!: string;
  @ApiProperty({ enum: ['in', 'out'] }) transaction_type!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiPropertyOptional({ maxLength: 191 }) po_number?: string;
  @ApiPropertyOptional({ maxLength: 1000 }) remark?: string;
  @ApiPropertyOptional({ enum: ['count', 'damage', 'sample', 'opening'], default: 'count', description: 'Opening posts against opening stock equity; the others against the P&L\'s stock adjustments' })
  reason?: string;
  @ApiPropertyOptional({ example: '120.00', description: 'An in\'s value per unit; default the moving-average cost on hand (the product\'s unit cost when none is). Not for an out.' })
  unit_cost?: string;
}
