import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { validationRefusal, type ImportErrorsRequest } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';

const MAX_HEADER = 100;
const MAX_TEXT = 2000;
const MAX_TEXTS = 1000;

/** Each value a text of at most `MAX_TEXT` characters, at most `MAX_TEXTS` of them. */
const areTexts = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length <= MAX_TEXTS && Object.entries(value).every(([key, text]) => key.length <= MAX_TEXT && typeof text === 'string' && text.length <= MAX_TEXT);

/** The errors sheet's texts in the user's language (see `ImportErrorsRequest`). */
export class ImportErrorsBody implements ImportErrorsRequest {
  @ApiProperty({ required: false, maxLength: MAX_HEADER, example: 'පේළිය' })
  @IsOptional()
  @IsString(refusedAs(validationRefusal.field('text', { label: 'row header' })))
  @MaxLength(MAX_HEADER, refusedAs(validationRefusal.field('too-long', { label: 'row header', max: MAX_HEADER })))
  row_header?: string;

  @ApiProperty({ required: false, maxLength: MAX_HEADER, example: 'දෝෂ' })
  @IsOptional()
  @IsString(refusedAs(validationRefusal.field('text', { label: 'errors header' })))
  @MaxLength(MAX_HEADER, refusedAs(validationRefusal.field('too-long', { label: 'errors header', max: MAX_HEADER })))
  errors_header?: string;

  @ApiProperty({ description: 'importErrorKey(error) → the error in the user’s language', type: 'object', additionalProperties: { type: 'string' } })
  @IsObject(refusedAs(validationRefusal.field('text', { label: 'texts' })))
  @ValidateBy({ name: 'import-error-texts', validator: { validate: areTexts } }, refusedAs(validationRefusal.field('too-long', { label: 'texts', max: MAX_TEXT })))
  texts!: Record<string, string>;
}
