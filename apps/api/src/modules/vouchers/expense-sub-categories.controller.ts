import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { ExpenseSubCategoriesOf } from '../../platform/records/queries/expense-sub-categories.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** What a voucher's sub-category picker offers once a category is chosen. */
@Controller('api/expenses-sub-categories')
export class ExpenseSubCategoriesController {
  constructor(private readonly queries: QueryBus) {}

  @Can('list', 'expense-categories')
  @Get('get-by-category/:id')
  byCategory(@CurrentPrincipal() me: Principal, @Param('id', id) categoryId: string) {
    return this.queries.execute(new ExpenseSubCategoriesOf(me, categoryId));
  }
}
