import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can, Public, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { HttpConfig } from '../../platform/http/http-config';
import { ClientIp, PostedBody } from '../../platform/http/request-params';
import { ChoosePlanRequest, monthsPipe, planIdPipe } from './plan.requests';
import { GetPlan } from './queries/get-plan.handler';
import { ChoosePlan } from './commands/choose-plan.handler';
import { ConfirmPayHereNotification } from './commands/confirm-payhere-notification.handler';
import { ListPlans } from './queries/list-plans.handler';
import { GetPaymentPlan } from './queries/get-payment-plan.handler';

/** Plans and their payment: the catalogue (`business-plan`), and the workspace's plan (`payment/plan`), which only an admin may choose. */
@Controller('api')
export class PlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly http: HttpConfig,
  ) {}

  @Public()
  @Get('business-plan')
  list() {
    return this.queries.execute(new ListPlans());
  }

  @Public()
  @Get('business-plan/:id')
  one(@Param('id', planIdPipe) planId: number) {
    return this.queries.execute(new GetPlan(planId));
  }

  /** A plan priced for a number of months, as the plans page shows it before payment. */
  @Public()
  @Get('business-plan/:id/:months')
  quote(@Param('id', planIdPipe) planId: number, @Param('months', monthsPipe) months: number) {
    return this.queries.execute(new GetPlan(planId, months));
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
  choose(@CurrentPrincipal() me: Principal, @Body() body: ChoosePlanRequest) {
    return this.commands.execute(new ChoosePlan(me, body.plan_id, body.months, body.provider, this.http.appUrl));
  }

  /** PayHere posts the outcome here as a form; its signature, not a session, says who sent it. */
  @Public()
  @Post('payment/payhere/notify')
  @HttpCode(200)
  payHereNotify(@PostedBody() form: unknown, @ClientIp() from: string) {
    return this.commands.execute(new ConfirmPayHereNotification(form, from));
  }
}
