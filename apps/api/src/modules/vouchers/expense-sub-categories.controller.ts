import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound } from '../../platform/http/app-errors';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/** What a voucher's sub-category picker offers once a category is chosen. */
@Controller('api/expenses-sub-categories')
export class ExpenseSubCategoriesController {
  constructor(private readonly db: Database) {}

  @Can('list', 'expense-categories')
  @Get('get-by-category/:id')
  async byCategory(@CurrentPrincipal() me: Principal, @Param('id', id) categoryId: string) {
    const [category] = await this.db.tx.query(`SELECT 1 FROM expense_categories WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [me.tenantId, categoryId]);
    if (!category) throw new NotFound();
    return this.db.tx.query(
      `SELECT id, name, category_id FROM expense_sub_categories WHERE tenant_id = $1 AND category_id = $2 AND deleted_at IS NULL ORDER BY lower(name)`,
      [me.tenantId, categoryId],
    );
  }
}
