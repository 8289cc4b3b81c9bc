import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { InvoiceRequest as InvoiceBody } from '@ginuma/domain';
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

export class CodeRequest {
  @ApiProperty({ example: 'INV-000042', maxLength: 50 }) code!: string;
}

export class ReasonRequest {
  @ApiPropertyOptional({ description: 'Why it is reversed' }) reason?: string;
}
