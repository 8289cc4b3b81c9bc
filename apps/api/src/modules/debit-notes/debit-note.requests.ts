import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { debitNotesRefusal, validationRefusal } from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney, IsQuantity } from '../../platform/http/field-decorators';
import { refusedAs } from '../../platform/http/validation.pipe';
import { MAX_BILL_LINES } from '../bills/bill.requests';

const optionalText = (label: string, max: number) => [
  IsOptional(),
  IsString(refusedAs(validationRefusal.field('text', { label }))),
  MaxLength(max, refusedAs(validationRefusal.field('too-long', { label, max }))),
];

/**
 * One line (the contract's DebitNoteLineRequest): with a bill, the index of the bill line it
 * returns; without one, the expense claimed, its unit cost and tax. Which of the two a note needs
 * is the note's, checked when it is read against its bill.
 */
export class DebitNoteLineRequest {
  @ApiPropertyOptional({ nullable: true, minimum: 0, description: 'The index of the bill line returned' })
  @IsOptional()
  @IsInt(refusedAs(debitNotesRefusal.field('bill-line-unknown')))
  @Min(0, refusedAs(debitNotesRefusal.field('bill-line-unknown')))
  @Max(MAX_BILL_LINES * 2, refusedAs(debitNotesRefusal.field('bill-line-unknown')))
  bill_line?: number | null;
  @IsId({ label: 'expense category', optional: true }) expense_category_id?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @applyDecorators(...optionalText('description', 1000))
  description?: string | null;
  @IsMoney({ label: 'unit cost', sign: 'non-negative', optional: true }) unit_cost?: string | null;
  @IsId({ label: 'tax', optional: true }) tax_id?: string | null;
  @IsQuantity({ label: 'quantity', sign: 'positive' }) quantity!: string;
}

/** A debit note's body (the contract's DebitNoteRequest), for create and the whole-draft PUT. */
export class DebitNoteRequest {
  @IsId({ label: 'supplier' }) supplier_id!: string;
  @IsId({ label: 'bill', optional: true }) bill_id?: string | null;
  @IsBusinessDate({ label: 'date' }) date!: string;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @applyDecorators(...optionalText('note', 2000))
  note?: string | null;
  @ApiProperty({ type: [DebitNoteLineRequest] })
  @IsArray(refusedAs(debitNotesRefusal.field('lines-required')))
  @ArrayMinSize(1, refusedAs(debitNotesRefusal.field('lines-required')))
  @ArrayMaxSize(MAX_BILL_LINES, refusedAs(validationRefusal.field('too-large', { label: 'lines', max: MAX_BILL_LINES })))
  @ValidateNested()
  @Type(() => DebitNoteLineRequest)
  lines!: DebitNoteLineRequest[];
}

/** Spending the supplier credit a note gave on one of its supplier's open bills. */
export class DebitNoteApplyRequest {
  @IsId({ label: 'bill' }) bill_id!: string;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string;
}
