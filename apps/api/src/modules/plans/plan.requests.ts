import type { PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { PAID_PROVIDERS, type PaidProviderName } from './payment-providers';

export const MAX_MONTHS = 36;
export const MONTHS_MESSAGE = `The months must be a whole number from 1 to ${MAX_MONTHS}.`;

/** A plan id in the path: a plan that cannot exist is not found, like one that does not. */
export const planIdPipe: PipeTransform<string, number> = {
  transform(id) {
    if (!/^\d{1,9}$/.test(id)) throw new NotFound('Plan not found');
    return Number(id);
  },
};

/** A number of months in the path, refused with the same message as in a body. */
export const monthsPipe: PipeTransform<string, number> = {
  transform(months) {
    const count = Number(months);
    if (!/^\d+$/.test(months) || count < 1 || count > MAX_MONTHS) throw invalid('months', MONTHS_MESSAGE);
    return count;
  },
};

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
