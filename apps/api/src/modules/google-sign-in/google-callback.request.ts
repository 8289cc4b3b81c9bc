import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { googleSignInRefusal, validationRefusal } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';
import { RequiredText } from '../../platform/http/field-decorators';

/** The provider's answer, as it put it in the query of the page it returned to (`/social`). */
export class GoogleCallbackRequest {
  @RequiredText('code', 2048)
  code!: string;

  @RequiredText('state', 255)
  state!: string;

  /** The issuer, sent by providers that advertise it (RFC 9207); checked against the discovered one. */
  @ApiProperty({ required: false, maxLength: 2048 })
  @IsOptional()
  @IsString(refusedAs(googleSignInRefusal.field('iss-not-string')))
  @MaxLength(2048, refusedAs(validationRefusal.field('too-long', { label: 'iss', max: 2048 })))
  iss?: string;
}
