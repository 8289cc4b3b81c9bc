import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import {
  ACCOUNT_TYPES,
  booksRefusal,
  isReservedCode,
  journalsRefusal,
  MAX_JOURNAL_LINES,
  MAX_JOURNAL_MEMO,
  Money,
  validationRefusal,
  type AccountType as AccountTypeName,
  type JournalInput,
} from '@ginuma/domain';
import { EmptyAsNone, IsBusinessDate, isGiven, IsMoney, moneyOf, RequiredText } from '../../platform/http/field-decorators';
import { refusedAs, refusedBy, validBody } from '../../platform/http/validation.pipe';

const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** One journal line: an account of the chart, a party on a control account, a debit or a credit. */
export class JournalLineRequest {
  @ApiProperty({ example: 'gl:2500', description: 'A chart account id: a system account, bank:<id> or gl:<code>' })
  @Trimmed()
  @IsString(refusedAs(validationRefusal.field('required', { label: 'account' })))
  @IsNotEmpty(refusedAs(validationRefusal.field('required', { label: 'account' })))
  account!: string;

  @ApiPropertyOptional({ example: 'customer:<uuid>', description: 'Required on receivable and payable' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() ? value.trim() : null))
  @Allow()
  party?: string | null;

  @EmptyAsNone() @IsMoney({ label: 'debit', optional: true }) debit?: string | number | null;
  @EmptyAsNone() @IsMoney({ label: 'credit', optional: true }) credit?: string | number | null;
}

/** A manual journal (create and the draft's PUT): debits must equal credits. */
export class JournalRequest {
  @Trimmed()
  @IsBusinessDate({ label: 'date', refusal: (value) => validationRefusal.field(isGiven(value) ? 'date' : 'required', { label: 'date' }) })
  date!: string;

  @Trimmed() @RequiredText('memo', MAX_JOURNAL_MEMO) memo!: string;

  @ApiProperty({ type: [JournalLineRequest], minItems: 2, maxItems: MAX_JOURNAL_LINES })
  @ValidateNested()
  @Type(() => JournalLineRequest)
  // Checked from the bottom up: a list first, then its size.
  @ArrayMaxSize(MAX_JOURNAL_LINES, refusedAs(journalsRefusal.field('too-many-lines', { max: MAX_JOURNAL_LINES })))
  @ArrayMinSize(2, refusedAs(journalsRefusal.field('too-few-lines')))
  @IsArray(refusedAs(journalsRefusal.field('too-few-lines')))
  lines!: JournalLineRequest[];
}

/** A journal body as JournalRequest reads it: its sides as Money, a side left out as zero. Its accounts are the chart's to check. */
export async function journalInput(body: unknown): Promise<JournalInput> {
  const request = await validBody(JournalRequest, body);
  const side = (value: string | number | null | undefined) => (value === undefined || value === null ? Money.ZERO : moneyOf(value));
  return {
    date: request.date,
    memo: request.memo,
    lines: request.lines.map((line) => ({ account: line.account, party: line.party ?? null, debit: side(line.debit), credit: side(line.credit) })),
  };
}

const ACCOUNT_CODE = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;

/** On an update, a field is checked only when sent: one left out keeps its value. */
const WhenSent = (partial: boolean): PropertyDecorator[] => (partial ? [ValidateIf((_: object, value: unknown) => value !== undefined)] : []);

/** Required text, trimmed (on an update, when sent), then what `then` asks of it. */
function AccountText(label: string, partial: boolean, ...then: PropertyDecorator[]): PropertyDecorator {
  const required = refusedAs(validationRefusal.field('required', { label }));
  return applyDecorators(Trimmed(), ...WhenSent(partial), IsString(required), IsNotEmpty(required), ...then);
}

const NameLength = () => MaxLength(100, refusedAs(validationRefusal.field('too-long', { label: 'name', max: 100 })));

/** Optional text of at most `max` characters once trimmed; anything but text counts as left empty. */
function OptionalText(label: string, max: number): PropertyDecorator {
  return applyDecorators(
    Trimmed(),
    Allow(),
    ValidateIf((_: object, value: unknown) => typeof value === 'string'),
    MaxLength(max, refusedAs(validationRefusal.field('too-long', { label, max }))),
  );
}

function AccountType(partial: boolean): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: [...ACCOUNT_TYPES], required: !partial }),
    ...WhenSent(partial),
    IsIn([...ACCOUNT_TYPES], refusedBy((value) => validationRefusal.field(value ? 'choice' : 'required', { label: 'type' }))),
  );
}

/** Left out, a new account is active and a changed one stays as it was. */
function Active(): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ default: true }), ...WhenSent(true), IsBoolean(refusedAs(validationRefusal.field('boolean', { label: 'active' }))));
}

/** A new custom account of the chart; its code (posted as gl:<code>) never changes once created. */
export class LedgerAccountRequest {
  @ApiProperty({ example: '2500', description: 'Letters, digits, dots and dashes; not a system code' })
  @AccountText(
    'code',
    false,
    Matches(ACCOUNT_CODE, refusedAs(booksRefusal.field('code-format'))),
    ValidateBy({ name: 'isOwnCode', validator: { validate: (value: unknown) => typeof value === 'string' && !isReservedCode(value) } }, refusedAs(booksRefusal.field('code-reserved'))),
  )
  code!: string;

  @ApiProperty({ maxLength: 100 }) @AccountText('name', false, NameLength()) name_en!: string;
  @ApiPropertyOptional({ maxLength: 100, description: 'Defaults to the English name' }) @OptionalText('Sinhala name', 100) name_si?: unknown;
  @AccountType(false) type!: AccountTypeName;
  @ApiPropertyOptional({ maxLength: 500 }) @OptionalText('description', 500) description?: unknown;
  @Active() active?: boolean;
}

/** A custom account's changes: each field left out keeps its value; the code, if sent, must be the account's own. */
export class LedgerAccountChangesRequest {
  @ApiPropertyOptional({ description: 'The account’s own code: it cannot change' }) @AccountText('code', true) code?: string;
  @ApiPropertyOptional({ maxLength: 100 }) @AccountText('name', true, NameLength()) name_en?: string;
  @ApiPropertyOptional({ maxLength: 100 }) @OptionalText('Sinhala name', 100) name_si?: unknown;
  @AccountType(true) type?: AccountTypeName;
  @ApiPropertyOptional({ maxLength: 500 }) @OptionalText('description', 500) description?: unknown;
  @Active() active?: boolean;
}

const LOCK_DATE = 'lock date';

export class PeriodLockRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsBusinessDate({
    label: LOCK_DATE,
    refusal: (value) => validationRefusal.field(typeof value === 'string' && value ? 'date' : 'required', { label: LOCK_DATE }),
  })
  @ApiProperty({ format: 'date', description: 'Before today; nothing may post on or before it' })
  lock_date!: string;
}
