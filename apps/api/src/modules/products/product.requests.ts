import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf } from 'class-validator';
import { isId, productsRefusal, validationRefusal } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';

const MAX_COPIES = 100;

/**
 * The products whose barcode labels to print, and how many of each. Entries that are no id are
 * skipped, not refused; the copies are checked once some product was chosen (its refusal first).
 */
export class BarcodeRequest {
  @ApiProperty({ type: [String], format: 'uuid' })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.filter(isId) : []))
  @ValidateBy({ name: 'someProduct', validator: { validate: (ids: unknown) => Array.isArray(ids) && ids.length > 0 } }, refusedAs(productsRefusal.field('select-a-product')))
  product_ids!: string[];

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_COPIES, default: 1 })
  @ValidateIf((o: { product_ids?: unknown }) => Array.isArray(o.product_ids) && o.product_ids.length > 0)
  @Transform(({ value }: { value: unknown }) => Number(value))
  @ValidateBy(
    { name: 'copies', validator: { validate: (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_COPIES } },
    refusedAs(validationRefusal.field('integer', { label: 'copies', min: 1, max: MAX_COPIES })),
  )
  copies: number = 1;
}
