import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Can, Public, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { ChoosePlanRequest, MAX_MONTHS, MONTHS_MESSAGE } from './plan.requests';
import { GetPlan } from './queries/get-plan.handler';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { ChoosePlan } from './commands/choose-plan.handler';
import { ConfirmPayHereNotification } from './commands/confirm-payhere-notification.handler';
import { ListPlans } from './queries/list-plans.handler';
import { GetPaymentPlan } from './queries/get-payment-plan.handler';

/** Plans and their payment (spec §3 Payment plan, §4, §7 business-plan and payment/plan). */
@Controller('api')
export class PlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get('business-plan')
  list() {
    return this.queries.execute(new ListPlans());
  }

  @Public()
  @Get('business-plan/:id')
  one(@Param('id') id: string) {
    return this.queries.execute(new GetPlan(planId(id)));
  }

  /** A plan priced for a number of months, as the plans page shows it before payment. */
  @Public()
  @Get('business-plan/:id/:months')
  quote(@Param('id') id: string, @Param('months') months: string) {
    const count = Number(months);
    if (!/^\d+$/.test(months) || count < 1 || count > MAX_MONTHS) throw invalid('months', MONTHS_MESSAGE);
    return this.queries.execute(new GetPlan(planId(id), count));
  }

  // Reachable with the plan missing or expired: that is when the admin needs it.
  @WithoutPlan()
  @Can('show', 'plans')
  @Get('payment/plan')
  current(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new GetPaymentPlan(me));
  }

  @WithoutPlan()
  @Can('create', 'plans')
  @Post('payment/plan')
  @HttpCode(200)
  choose(@CurrentPrincipal() me: Principal, @Body() body: ChoosePlanRequest, @Req() req: Request) {
    return this.commands.execute(new ChoosePlan(me, body.plan_id, body.months, body.provider, `${req.protocol}://${req.get('host')}`));
  }

  /** PayHere posts the outcome here as a form; its signature, not a session, says who sent it. */
  @Public()
  @Post('payment/payhere/notify')
  @HttpCode(200)
  payHereNotify(@Req() req: Request) {
    const fields: unknown = req.body;
    const form = typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {};
    return this.commands.execute(new ConfirmPayHereNotification(form, req.ip ?? 'unknown'));
  }
}

function planId(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw new NotFound('Plan not found');
  return Number(id);
}
