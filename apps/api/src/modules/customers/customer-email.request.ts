import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { validationRefusal } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';

export class CustomerEmailRequest {
  @ApiProperty({ maxLength: 255 })
  @IsString(refusedAs(validationRefusal.field('required', { label: 'subject' })))
  @IsNotEmpty(refusedAs(validationRefusal.field('required', { label: 'subject' })))
  @MaxLength(255, refusedAs(validationRefusal.field('too-long', { label: 'subject', max: 255 })))
  subject!: string;

  @ApiProperty({ maxLength: 20_000 })
  @IsString(refusedAs(validationRefusal.field('required', { label: 'message' })))
  @IsNotEmpty(refusedAs(validationRefusal.field('required', { label: 'message' })))
  @MaxLength(20_000, refusedAs(validationRefusal.field('too-long', { label: 'message', max: 20_000 })))
  message!: string;
}
