import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReceiptInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { resolveReferences } from '../payment-references';
import { insertReceiptRow, type ReceiptView } from '../payment-rows';

/** Saves a pending receipt: a draft row, nothing in the ledger until it is confirmed. */
export class CreateReceipt extends Command<ReceiptView> {
  constructor(
    readonly me: Principal,
    readonly input: ReceiptInput,
  ) {
    super();
  }
}

@CommandHandler(CreateReceipt)
export class CreateReceiptHandler implements ICommandHandler<CreateReceipt> {
  constructor(private readonly db: Database) {}

  async execute({ me, input }: CreateReceipt): Promise<ReceiptView> {
    const tx = this.db.tx;
    // Three round trips: the references (with what the view shows of each invoice: a draft moves no
    // money, so they stand), the code, and the INSERT that answers the row.
    const references = await resolveReferences(tx, me.tenantId, input, 'due');
    const { allocations: _stored, ...row } = await insertReceiptRow(tx, me, input, references);
    return { ...row, status: row.stage, invoices: references.allocationViews };
  }
}
