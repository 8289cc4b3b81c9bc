import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { insertCost, productExists, syncUnitCost, type CostEntry, type CostValues } from '../product-rows';

/** Records a unit cost from a date; the newest entry becomes the product's unit cost. */
export class AddProductCost extends Command<CostEntry> {
  constructor(
    readonly me: Principal,
    readonly productId: string,
    readonly cost: CostValues,
  ) {
    super();
  }
}

@CommandHandler(AddProductCost)
export class AddProductCostHandler implements ICommandHandler<AddProductCost> {
  constructor(private readonly db: Database) {}

  async execute({ me, productId, cost }: AddProductCost): Promise<CostEntry> {
    if (!(await productExists(this.db.tx, me.tenantId, productId, { live: true }))) throw notFound();
    const entry = await insertCost(this.db.tx, me.tenantId, productId, cost);
    await syncUnitCost(this.db.tx, me.tenantId, productId);
    return entry;
  }
}
