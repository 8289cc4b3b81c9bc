import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { invoicesRefusal, quotationsRefusal, validationRefusal, type DocumentInput, type FieldRefusal, type InvoiceRequest as InvoiceBody } from '@ginuma/domain';
import { EmptyAsNone, IsBusinessDate, IsId, isGiven } from '../../platform/http/field-decorators';
import { MAX_RECURRING_MONTHS } from './recurring';
import { refusedAs, validBody } from '../../platform/http/validation.pipe';
import { documentInput, DocumentRequest, type Describes } from './document.requests';

/** The recurring option of an invoice body as InvoiceRequest passed it: every N months from a date, until another. */
export interface RecurringInput {
  recurring?: boolean | null;
  recurring_every_months?: number | string | null;
  recurring_date?: string | null;
  recurring_till?: string | null;
}

/** The recurring option's fields are read only for a recurring invoice; left out or blank, each has its default. */
const whenRecurring = (field: keyof RecurringInput) => ValidateIf((o: RecurringInput) => o.recurring === true && isGiven(o[field]));

const isMonthsBetween = (value: unknown): boolean =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= MAX_RECURRING_MONTHS;

/**
 * An invoice's body (create and the whole-draft PUT): the document, the template it prints with,
 * and its recurring option; `readRecurring` weighs the option's dates with the invoice's.
 */
export class InvoiceRequest extends DocumentRequest implements Describes<InvoiceBody> {
  @EmptyAsNone()
  @IsId({ label: 'template', optional: true })
  template_id!: string | null | undefined;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean(refusedAs(validationRefusal.field('boolean', { label: 'recurring' })))
  recurring!: boolean | null | undefined;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_RECURRING_MONTHS, default: 1 })
  @whenRecurring('recurring_every_months')
  @ValidateBy({ name: 'isRecurringMonths', validator: { validate: isMonthsBetween } }, refusedAs(invoicesRefusal.field('recurring-every-months')))
  recurring_every_months!: number | undefined;

  @EmptyAsNone()
  @whenRecurring('recurring_date')
  @IsBusinessDate({ label: 'recurring date', optional: true, refusal: () => invoicesRefusal.field('recurring-date') })
  recurring_date!: string | null | undefined;

  @EmptyAsNone()
  @whenRecurring('recurring_till')
  @IsBusinessDate({ label: 'recurring till', optional: true, refusal: () => invoicesRefusal.field('recurring-till') })
  recurring_till!: string | null | undefined;
}

/** An invoice's body read by InvoiceRequest: the document it says, and the request for its template and recurring option. */
export async function readInvoice(body: unknown): Promise<{ request: InvoiceRequest; input: DocumentInput }> {
  const request = await validBody(InvoiceRequest, body);
  return { request, input: documentInput(request) };
}

/** A document's new code: text of 1 to 50 characters once trimmed, each refusal the document's own `code-required`. */
function DocumentCode(refusal: FieldRefusal): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'INV-000042', maxLength: 50 }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(refusedAs(refusal)),
    IsNotEmpty(refusedAs(refusal)),
    MaxLength(50, refusedAs(refusal)),
  );
}

export class CodeRequest {
  @DocumentCode(invoicesRefusal.field('code-required')) code!: string;
}

export class QuotationCodeRequest {
  @DocumentCode(quotationsRefusal.field('code-required')) code!: string;
}

/** The status an invoice moves to by name: confirmed (into the books) or reversed (back out of them). */
export class InvoiceStatusRequest {
  @ApiProperty({ enum: ['confirmed', 'reversed'] })
  @IsIn(['confirmed', 'reversed'], refusedAs(validationRefusal.field('choice', { label: 'status' })))
  status!: 'confirmed' | 'reversed';

  @ApiPropertyOptional({ description: 'Why a confirmed invoice is reversed' })
  @Allow()
  reason?: unknown;
}

export class InvoiceTemplateRequest {
  @IsId({ label: 'template' }) template_id!: string;
}

export class ReasonRequest {
  @ApiPropertyOptional({ description: 'Why it is reversed' }) reason?: string;
}

/** A reversal's reason, trimmed; blank, absent or not text, none. */
export function reasonOf(body: { reason?: unknown }): string | null {
  return typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null;
}
