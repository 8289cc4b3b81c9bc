import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findLedgerAccount, ledgerAccountView, type ChartAccountView } from '../chart-accounts';
import type { LedgerAccountRequest } from '../books.requests';
import { readLedgerAccount } from '../ledger-account-input';

/** Adds an account of the workspace's own to the chart (a loan, owner's capital, accruals…); it posts as `gl:<code>`. */
export class CreateLedgerAccount extends Command<ChartAccountView> {
  constructor(
    readonly me: Principal,
    readonly body: LedgerAccountRequest,
  ) {
    super();
  }
}

@CommandHandler(CreateLedgerAccount)
export class CreateLedgerAccountHandler implements ICommandHandler<CreateLedgerAccount> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateLedgerAccount): Promise<ChartAccountView> {
    const tx = this.db.tx;
    const input = await readLedgerAccount(tx, me.tenantId, body);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO ledger_accounts (tenant_id, code, name_en, name_si, type, description, active) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [me.tenantId, input.code, input.name_en, input.name_si, input.type, input.description, input.active],
    );
    return ledgerAccountView(await findLedgerAccount(tx, me.tenantId, row.id));
  }
}
