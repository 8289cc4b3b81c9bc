import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import {
  bankStatementsRefusal,
  isId,
  isRuleCondition,
  LINE_ENTRY_KINDS,
  MATCHABLE_KINDS,
  RULE_ACTIONS,
  RULE_FIELDS,
  validationRefusal,
  type LineEntryKind,
  type MatchableKind,
  type RuleAction,
  type RuleField,
  type RuleOperator,
  type StatementLineStatus,
} from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney, RequiredText, requiredOrChoice } from '../../platform/http/field-decorators';
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

const kindIs = (kind: LineEntryKind) => ValidateIf((o: { kind?: unknown }) => o.kind === kind);

/**
 * A document made from a line, its account, date and amount the line's: an income or a
 * customer's receipt (money in), an expense or a supplier's voucher (money out), or a transfer
 * from or to another money account. The document's own request decides the rest.
 */
export class LineEntryRequest {
  @ApiProperty({ enum: [...LINE_ENTRY_KINDS] })
  @IsIn([...LINE_ENTRY_KINDS], refusedAs(bankStatementsRefusal.field('create-kind')))
  kind!: LineEntryKind;
  @ApiPropertyOptional({ description: 'Required for a receipt', format: 'uuid' })
  @kindIs('receipt')
  @IsId({ label: 'customer', refusal: requiredOrChoice('customer') })
  customer_id?: string;
  @ApiPropertyOptional({ description: 'Required for a voucher', format: 'uuid' })
  @kindIs('voucher')
  @IsId({ label: 'supplier', refusal: requiredOrChoice('supplier') })
  supplier_id?: string;
  @ApiPropertyOptional({ description: 'Required for a transfer: `cash`, or another bank account’s id' })
  @kindIs('transfer')
  @IsString(refusedAs(validationRefusal.field('required', { label: 'other account' })))
  @MaxLength(60, refusedAs(validationRefusal.field('choice', { label: 'other account' })))
  other_account?: string;
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

/** One condition of a rule: a field of the line, how it is compared, and with what. */
export class RuleConditionRequest {
  @ApiProperty({ enum: [...RULE_FIELDS] })
  @IsIn([...RULE_FIELDS], refusedAs(validationRefusal.field('choice', { label: 'field' })))
  field!: RuleField;
  @ApiProperty({ description: 'description, reference: contains, starts_with, equals; amount: equals, at_least, at_most; direction: is' })
  @IsString(refusedAs(validationRefusal.field('choice', { label: 'comparison' })))
  operator!: RuleOperator;
  @ApiProperty({ description: 'The text, the amount (either way the money went) or the direction (in, out)', maxLength: 200 })
  @ValidateBy({ name: 'isRuleCondition', validator: { validate: (_value, args) => isRuleCondition(args?.object ?? {}) } }, refusedAs(bankStatementsRefusal.field('rule-condition')))
  value!: string;
}

/** A rule: its conditions (all or any), and the document it suggests or books with its memo; `position` places it among the others. */
export class BankRuleRequest {
  @RequiredText('name', 100) name!: string;
  @ApiProperty({ enum: ['all', 'any'] })
  @IsIn(['all', 'any'], refusedAs(validationRefusal.field('choice', { label: 'match' })))
  match!: 'all' | 'any';
  @ApiProperty({ type: [RuleConditionRequest] })
  @IsArray(refusedAs(bankStatementsRefusal.field('rule-conditions-required')))
  @ArrayMinSize(1, refusedAs(bankStatementsRefusal.field('rule-conditions-required')))
  @ArrayMaxSize(20, refusedAs(validationRefusal.field('too-large', { label: 'conditions', max: 20 })))
  @ValidateNested()
  @Type(() => RuleConditionRequest)
  conditions!: RuleConditionRequest[];
  @ApiProperty({ enum: [...RULE_ACTIONS] })
  @IsIn([...RULE_ACTIONS], refusedAs(validationRefusal.field('choice', { label: 'action' })))
  action!: RuleAction;
  @ApiProperty({ type: LineEntryRequest, description: 'The document, as a line entry names it (its remark is the memo)' })
  @IsDefined(refusedAs(validationRefusal.field('required', { label: 'document' })))
  @ValidateNested()
  @Type(() => LineEntryRequest)
  entry!: LineEntryRequest;
  @optionalText('memo', 500) memo?: string | null;
  @ApiPropertyOptional({ minimum: 1, description: 'Its place in the order rules are tried; left out, it goes last' })
  @IsOptional()
  @IsInt(refusedAs(validationRefusal.field('choice', { label: 'position' })))
  @Min(1, refusedAs(validationRefusal.field('choice', { label: 'position' })))
  position?: number;
}

/** The account whose unmatched lines the rules are tried on; `line_ids` names some of them, whose suggesting rules then book too. */
export class ApplyRulesRequest {
  @IsId({ label: 'account' }) account_id!: string;
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @IsArray(refusedAs(validationRefusal.field('choice', { label: 'lines' })))
  @ArrayMaxSize(500, refusedAs(validationRefusal.field('too-large', { label: 'lines', max: 500 })))
  @ValidateBy({ name: 'isIds', validator: { validate: (ids: unknown) => Array.isArray(ids) && ids.every(isId) } }, refusedAs(validationRefusal.field('choice', { label: 'line' })))
  line_ids?: string[];
}
