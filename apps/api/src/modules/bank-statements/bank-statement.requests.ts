import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { bankStatementsRefusal, MATCHABLE_KINDS, validationRefusal, type MatchableKind, type StatementLineStatus } from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney } from '../../platform/http/field-decorators';
import { refusedAs } from '../../platform/http/validation.pipe';

const optionalText = (label: string, max: number) =>
  applyDecorators(IsOptional(), IsString(refusedAs(validationRefusal.field('text', { label }))), MaxLength(max, refusedAs(validationRefusal.field('too-long', { label, max }))));

/** A statement file for a bank account, with the column mapping when the user corrected the guessed one. */
export class StatementImportRequest {
  @IsId({ label: 'account' }) account_id!: string;
  @ApiPropertyOptional({ description: 'JSON: `{ header_row, columns: { date, description, reference, amount | debit, credit, balance }, date_format, decimal_separator }`' })
  @optionalText('mapping', 4000)
  mapping?: string;
  @ApiProperty({ type: 'string', format: 'binary', description: 'The statement: CSV or .xlsx' }) file?: unknown;
}

export class MatchedDocumentRequest {
  @ApiProperty({ enum: [...MATCHABLE_KINDS] })
  @IsIn([...MATCHABLE_KINDS], refusedAs(validationRefusal.field('choice', { label: 'document' })))
  kind!: MatchableKind;
  @IsId({ label: 'document' }) id!: string;
}

/** The documents a line is matched to: their amounts must add up to the line's. */
export class MatchLineRequest {
  @ApiProperty({ type: [MatchedDocumentRequest] })
  @IsArray(refusedAs(bankStatementsRefusal.field('documents-required')))
  @ArrayMinSize(1, refusedAs(bankStatementsRefusal.field('documents-required')))
  @ArrayMaxSize(50, refusedAs(validationRefusal.field('too-large', { label: 'documents', max: 50 })))
  @ValidateNested()
  @Type(() => MatchedDocumentRequest)
  documents!: MatchedDocumentRequest[];
}

/** An income (money in) or an expense (money out) made from a line: its account, date and amount are the line's. */
export class LineEntryRequest {
  @ApiProperty({ enum: ['income', 'expense'] })
  @IsIn(['income', 'expense'], refusedAs(bankStatementsRefusal.field('create-kind')))
  kind!: 'income' | 'expense';
  @IsId({ label: 'expense category', optional: true }) expense_category_id?: string | null;
  @ApiPropertyOptional({ description: '`customer:<id>` or `supplier:<id>`' })
  @optionalText('client', 60)
  client?: string | null;
  @ApiPropertyOptional({ maxLength: 1000 })
  @optionalText('remark', 1000)
  remark?: string | null;
}

/** The statement's closing balance on its date, for one bank account. */
export class ReconciliationRequest {
  @IsId({ label: 'account' }) account_id!: string;
  @IsBusinessDate({ label: 'statement date' }) statement_date!: string;
  @IsMoney({ label: 'closing balance', sign: 'any' }) closing_balance!: string;
}

const LINE_STATUSES: readonly StatementLineStatus[] = ['unmatched', 'matched', 'reconciled'];

export class StatementLinesQuery {
  @IsId({ label: 'account' }) account_id!: string;
  @ApiPropertyOptional({ enum: [...LINE_STATUSES] })
  @IsOptional()
  @IsIn([...LINE_STATUSES], refusedAs(validationRefusal.field('choice', { label: 'status' })))
  status?: StatementLineStatus;
}

export class AccountQuery {
  @IsId({ label: 'account' }) account_id!: string;
}
