import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAID_PROVIDERS, type PaidProviderName } from './payment-providers';

export const MAX_MONTHS = 36;
const MONTHS = `The months must be a whole number from 1 to ${MAX_MONTHS}.`;

export class ChoosePlanRequest {
  @IsInt({ message: 'Please choose a plan.' })
  plan_id!: number;

  @IsInt({ message: MONTHS })
  @Min(1, { message: MONTHS })
  @Max(MAX_MONTHS, { message: MONTHS })
  months!: number;

  /** How a paid plan is paid; PayHere when left out. The free plan ignores it. */
  @IsOptional()
  @IsIn(PAID_PROVIDERS, { message: 'The payment method must be PayHere or bank transfer.' })
  provider?: PaidProviderName;
}

export class CreateApiKeyRequest {
  /** Audit (read-only) unless asked otherwise. */
  @IsOptional()
  @IsIn([1, 2, 3], { message: 'The role must be Admin, Audit or Entry.' })
  role?: 1 | 2 | 3;
}
