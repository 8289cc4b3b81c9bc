import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateNested } from 'class-validator';
import { creditNotesRefusal, isId, validationRefusal } from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney, IsQuantity } from '../../platform/http/field-decorators';
import { refusedAs } from '../../platform/http/validation.pipe';

/** At most this many lines on one credit note, as on an invoice. */
export const MAX_CREDIT_NOTE_LINES = 500;

const optionalText = (label: string, max: number) => [
  IsOptional(),
  IsString(refusedAs(validationRefusal.field('text', { label }))),
  MaxLength(max, refusedAs(validationRefusal.field('too-long', { label, max }))),
];

/**
 * One line (the contract's CreditNoteLineRequest): with an invoice, the index of the invoice line
 * it returns; without one, what is credited and its price. Which of the two a note needs is the
 * note's, checked when it is read against its invoice.
 */
export class CreditNoteLineRequest {
  @ApiPropertyOptional({ nullable: true, minimum: 0, description: 'The index of the invoice line returned' })
  @IsOptional()
  @IsInt(refusedAs(creditNotesRefusal.field('invoice-line-unknown')))
  @Min(0, refusedAs(creditNotesRefusal.field('invoice-line-unknown')))
  @Max(MAX_CREDIT_NOTE_LINES * 2, refusedAs(creditNotesRefusal.field('invoice-line-unknown')))
  invoice_line?: number | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @applyDecorators(...optionalText('description', 1000))
  description?: string | null;
  @IsMoney({ label: 'unit price', sign: 'non-negative', optional: true }) unit_price?: string | null;
  @IsQuantity({ label: 'quantity', sign: 'positive' }) quantity!: string;
}

/** A credit note's body (the contract's CreditNoteRequest), for create and the whole-draft PUT. */
export class CreditNoteRequest {
  @IsId({ label: 'customer' }) customer_id!: string;
  @IsId({ label: 'invoice', optional: true }) invoice_id?: string | null;
  @IsBusinessDate({ label: 'date' }) date!: string;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @applyDecorators(...optionalText('note', 2000))
  note?: string | null;
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'A price reduction’s taxes' })
  @IsOptional()
  @IsArray(refusedAs(validationRefusal.field('choice', { label: 'tax' })))
  @ArrayMaxSize(20, refusedAs(validationRefusal.field('choice', { label: 'tax' })))
  @ValidateBy({ name: 'isId', validator: { validate: isId } }, { ...refusedAs(validationRefusal.field('choice', { label: 'tax' })), each: true })
  tax_ids?: string[];
  @ApiProperty({ type: [CreditNoteLineRequest] })
  @IsArray(refusedAs(creditNotesRefusal.field('lines-required')))
  @ArrayMinSize(1, refusedAs(creditNotesRefusal.field('lines-required')))
  @ArrayMaxSize(MAX_CREDIT_NOTE_LINES, refusedAs(validationRefusal.field('too-large', { label: 'lines', max: MAX_CREDIT_NOTE_LINES })))
  @ValidateNested()
  @Type(() => CreditNoteLineRequest)
  lines!: CreditNoteLineRequest[];
}

/** Spending a note's credit on one of its customer's open invoices. */
export class CreditNoteApplyRequest {
  @IsId({ label: 'invoice' }) invoice_id!: string;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string;
}
