import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { syncUnitCost, updateCost, type CostEntry, type CostValues } from '../product-rows';

/** Corrects a cost entry; the product's unit cost follows whichever entry is now the newest. */
export class UpdateProductCost extends Command<CostEntry> {
  constructor(
    readonly me: Principal,
    readonly costId: string,
    readonly cost: CostValues,
  ) {
    super();
  }
}

@CommandHandler(UpdateProductCost)
export class UpdateProductCostHandler implements ICommandHandler<UpdateProductCost> {
  constructor(private readonly db: Database) {}

  async execute({ me, costId, cost }: UpdateProductCost): Promise<CostEntry> {
    const entry = await updateCost(this.db.tx, me.tenantId, costId, cost);
    if (!entry) throw notFound();
    await syncUnitCost(this.db.tx, me.tenantId, entry.product_id);
    return entry;
  }
}
