import { ApiPropertyOptional } from '@nestjs/swagger';

/** A document mailed to its customer or supplier: every field falls back to the document's own. */
export class DocumentEmailRequest {
  @ApiPropertyOptional({ format: 'email', description: 'Defaults to the customer’s or supplier’s address' }) to?: string;
  @ApiPropertyOptional({ maxLength: 255 }) subject?: string;
  @ApiPropertyOptional({ maxLength: 20000 }) message?: string;
  @ApiPropertyOptional({ enum: ['en', 'si'], description: 'The language of the attached PDF' }) locale?: string;
}
