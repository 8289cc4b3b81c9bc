import type { PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { plansRefusal, usersRefusal } from '@ginuma/domain';
import { invalid } from '../../platform/http/app-errors';
import { refusedAs } from '../../platform/http/validation.pipe';
import { PAID_PROVIDERS, type PaidProviderName } from './payment-providers';

export const MAX_MONTHS = 36;
const MONTHS = plansRefusal.field('months', { max: MAX_MONTHS });

/** A plan id in the path: a plan that cannot exist is not found, like one that does not. */
export const planIdPipe: PipeTransform<string, number> = {
  transform(id) {
    if (!/^\d{1,9}$/.test(id)) throw plansRefusal('plan-not-found');
    return Number(id);
  },
};

/** A number of months in the path, refused with the same message as in a body. */
export const monthsPipe: PipeTransform<string, number> = {
  transform(months) {
    const count = Number(months);
    if (!/^\d+$/.test(months) || count < 1 || count > MAX_MONTHS) throw invalid('months', MONTHS);
    return count;
  },
};

export class ChoosePlanRequest {
  @ApiProperty({ example: 3, description: 'A plan of GET /api/business-plan' })
  @IsInt(refusedAs(plansRefusal.field('choose-plan')))
  @Min(1, refusedAs(plansRefusal.field('choose-plan')))
  @Max(2_147_483_647, refusedAs(plansRefusal.field('choose-plan')))
  plan_id!: number;

  @ApiProperty({ minimum: 1, maximum: MAX_MONTHS, example: 1 })
  @IsInt(refusedAs(MONTHS))
  @Min(1, refusedAs(MONTHS))
  @Max(MAX_MONTHS, refusedAs(MONTHS))
  months!: number;

  /** How a paid plan is paid; PayHere when left out. The free plan ignores it. */
  @ApiPropertyOptional({ enum: PAID_PROVIDERS, default: 'payhere' })
  @IsOptional()
  @IsIn(PAID_PROVIDERS, refusedAs(plansRefusal.field('payment-method')))
  provider?: PaidProviderName;
}

export class CreateApiKeyRequest {
  /** Audit (read-only) unless asked otherwise. */
  @ApiPropertyOptional({ enum: [1, 2, 3], default: 2, description: '1 Admin, 2 Audit (read-only), 3 Entry' })
  @IsOptional()
  @IsIn([1, 2, 3], refusedAs(usersRefusal.field('role')))
  role?: 1 | 2 | 3;
}
