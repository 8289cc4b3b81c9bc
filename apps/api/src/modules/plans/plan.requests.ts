import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAID_PROVIDERS, type PaidProviderName } from './payment-providers';

export const MAX_MONTHS = 36;
export const MONTHS_MESSAGE = `The months must be a whole number from 1 to ${MAX_MONTHS}.`;

export class ChoosePlanRequest {
  @ApiProperty({ example: 3, description: 'A plan of GET /api/business-plan' })
  @IsInt({ message: 'Please choose a plan.' })
  @Min(1, { message: 'Please choose a plan.' })
  @Max(2_147_483_647, { message: 'Please choose a plan.' })
  plan_id!: number;

  @ApiProperty({ minimum: 1, maximum: MAX_MONTHS, example: 1 })
  @IsInt({ message: MONTHS_MESSAGE })
  @Min(1, { message: MONTHS_MESSAGE })
  @Max(MAX_MONTHS, { message: MONTHS_MESSAGE })
  months!: number;

  /** How a paid plan is paid; PayHere when left out. The free plan ignores it. */
  @ApiPropertyOptional({ enum: PAID_PROVIDERS, default: 'payhere' })
  @IsOptional()
  @IsIn(PAID_PROVIDERS, { message: 'The payment method must be PayHere or bank transfer.' })
  provider?: PaidProviderName;
}

export class CreateApiKeyRequest {
  /** Audit (read-only) unless asked otherwise. */
  @ApiPropertyOptional({ enum: [1, 2, 3], default: 2, description: '1 Admin, 2 Audit (read-only), 3 Entry' })
  @IsOptional()
  @IsIn([1, 2, 3], { message: 'The role must be Admin, Audit or Entry.' })
  role?: 1 | 2 | 3;
}
