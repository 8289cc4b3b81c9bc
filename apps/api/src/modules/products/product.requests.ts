import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The products whose barcode labels to print, and how many of each. */
export class BarcodeRequest {
  @ApiProperty({ type: [String], format: 'uuid' }) product_ids!: string[];
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 1 }) copies?: number;
}
