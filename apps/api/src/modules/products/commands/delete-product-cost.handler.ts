import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { deleteCost, syncUnitCost, type CostEntry } from '../product-rows';

/** Removes a cost entry; the product's unit cost falls back to the newest one left. */
export class DeleteProductCost extends Command<CostEntry> {
  constructor(
    readonly me: Principal,
    readonly costId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteProductCost)
export class DeleteProductCostHandler implements ICommandHandler<DeleteProductCost> {
  constructor(private readonly db: Database) {}

  async execute({ me, costId }: DeleteProductCost): Promise<CostEntry> {
    const entry = await deleteCost(this.db.tx, me.tenantId, costId);
    if (!entry) throw notFound();
    await syncUnitCost(this.db.tx, me.tenantId, entry.product_id);
    return entry;
  }
}
