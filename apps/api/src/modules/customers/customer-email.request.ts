import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CustomerEmailRequest {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The subject field is required.' })
  @IsNotEmpty({ message: 'The subject field is required.' })
  @MaxLength(255, { message: 'The subject may not be greater than 255 characters.' })
  subject!: string;

  @ApiProperty({ maxLength: 20_000 })
  @IsString({ message: 'The message field is required.' })
  @IsNotEmpty({ message: 'The message field is required.' })
  @MaxLength(20_000, { message: 'The message may not be greater than 20000 characters.' })
  message!: string;
}
