import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { billsRefusal, validationRefusal } from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney, IsQuantity, RequiredText } from '../../platform/http/field-decorators';
import { refusedAs } from '../../platform/http/validation.pipe';

/** At most this many lines on one bill: a supplier's invoice, not a stock take. */
export const MAX_BILL_LINES = 500;

const optionalText = (label: string, max: number) => [
  IsOptional(),
  IsString(refusedAs(validationRefusal.field('text', { label }))),
  MaxLength(max, refusedAs(validationRefusal.field('too-long', { label, max }))),
];

/** One line of a bill (the contract's BillLineRequest): goods (`product_id`) or an expense (`expense_category_id`), exactly one of the two. */
export class BillLineRequest {
  @IsId({ label: 'product', optional: true }) product_id?: string | null;
  @IsId({ label: 'expense category', optional: true }) expense_category_id?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @applyDecorators(...optionalText('description', 1000))
  description?: string | null;
  @IsQuantity({ label: 'quantity', sign: 'positive' }) quantity!: string;
  @IsMoney({ label: 'unit cost', sign: 'non-negative' }) unit_cost!: string;
  @IsId({ label: 'tax', optional: true }) tax_id?: string | null;
}

/** A bill's body (the contract's BillRequest), for create and the whole-draft PUT. */
export class BillRequest {
  @IsId({ label: 'supplier' }) supplier_id!: string;
  @RequiredText('bill number', 100) bill_number!: string;
  @IsBusinessDate({ label: 'date' }) date!: string;
  @IsBusinessDate({ label: 'due date', optional: true }) due_date?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @applyDecorators(...optionalText('note', 2000))
  note?: string | null;
  @ApiProperty({ type: [BillLineRequest] })
  @ValidateNested()
  @Type(() => BillLineRequest)
  // Checked from the bottom up: a list first, then its size.
  @ArrayMaxSize(MAX_BILL_LINES, refusedAs(validationRefusal.field('too-large', { label: 'lines', max: MAX_BILL_LINES })))
  @ArrayMinSize(1, refusedAs(billsRefusal.field('lines-required')))
  @IsArray(refusedAs(billsRefusal.field('lines-required')))
  lines!: BillLineRequest[];
}
