import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';

export type SubCategoryPick = { id: string; name: string; category_id: string };

/** What a voucher's sub-category picker offers once a live category is chosen, by name. */
export class ExpenseSubCategoriesOf extends Query<SubCategoryPick[]> {
  constructor(
    readonly me: Principal,
    readonly categoryId: string,
  ) {
    super();
  }
}

@QueryHandler(ExpenseSubCategoriesOf)
export class ExpenseSubCategoriesOfHandler implements IQueryHandler<ExpenseSubCategoriesOf> {
  constructor(private readonly db: Database) {}

  async execute({ me, categoryId }: ExpenseSubCategoriesOf): Promise<SubCategoryPick[]> {
    const [category] = await this.db.tx.query(`SELECT 1 FROM expense_categories WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [me.tenantId, categoryId]);
    if (!category) throw notFound();
    return this.db.tx.query<SubCategoryPick>(
      `SELECT id, name, category_id FROM expense_sub_categories WHERE tenant_id = $1 AND category_id = $2 AND deleted_at IS NULL ORDER BY lower(name)`,
      [me.tenantId, categoryId],
    );
  }
}
