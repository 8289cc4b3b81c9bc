import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { onCollection } from '../../platform/http/collection-routes';
import { ListMoneyAccounts } from './queries/list-money-accounts.handler';

/**
 * The money accounts a payment form picks from (`bank-accounts/-/accounts`): cash and each
 * bank account with its balance, as transactions/banks answers. No account of ours holds credit
 * (a customer's credit is a balance owed, not an account), so the without-credit list is the same.
 */
@Controller('api/bank-accounts')
export class BankAccountPicksController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Can('list', 'bank-accounts')
  @Get(onCollection('accounts'))
  accounts(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new ListMoneyAccounts(me));
  }
}
