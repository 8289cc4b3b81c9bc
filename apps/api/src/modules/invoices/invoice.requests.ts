import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { invoicesRefusal, quotationsRefusal, validationRefusal, type FieldRefusal, type InvoiceRequest as InvoiceBody } from '@ginuma/domain';
import { IsId } from '../../platform/http/field-decorators';
import { refusedAs } from '../../platform/http/validation.pipe';
import { DocumentRequest, type Describes } from './document-draft-edits';

/** The recurring option of an invoice body: every N months from a date, until another. */
export interface RecurringInput {
  recurring?: boolean;
  recurring_every_months?: number | string | null;
  recurring_date?: string | null;
  recurring_till?: string | null;
}

/** An invoice's body (create and the whole-draft PUT): the document plus its recurring option. */
export class InvoiceRequest extends DocumentRequest implements Describes<InvoiceBody> {
  @ApiPropertyOptional({ format: 'uuid', description: 'The invoice template it prints with' }) template_id!: string | undefined;
  @ApiPropertyOptional() recurring!: boolean | undefined;
  @ApiPropertyOptional({ minimum: 1 }) recurring_every_months!: number | undefined;
  @ApiPropertyOptional({ format: 'date', description: 'The first date it recurs on' }) recurring_date!: string | undefined;
  @ApiPropertyOptional({ format: 'date' }) recurring_till!: string | undefined;
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
