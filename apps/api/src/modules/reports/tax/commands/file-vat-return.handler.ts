import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VAT_RETURN_STREAM, vatReturnDecider, type VatReturnFiling } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../../platform/database/database';
import type { Principal } from '../../../../platform/auth/principal';
import { eventMetadata } from '../../../../platform/http/request-context';
import { businessDate } from '../../../../platform/records/record-ledger';
import { vatReturnOf, type VatPeriod } from '../queries/get-vat-return.handler';

/**
 * Files a period's VAT return: the figures as the ledger has them now, recorded as a
 * VatReturnFiled event, and the period locked for VAT (`ledger_head.vat_filed_to`, which the
 * ledger checks on every posting to the tax accounts).
 */
export class FileVatReturn extends Command<VatReturnFiling> {
  constructor(
    readonly me: Principal,
    readonly period: Omit<VatPeriod, 'knownAt'>,
  ) {
    super();
  }
}

@CommandHandler(FileVatReturn)
export class FileVatReturnHandler implements ICommandHandler<FileVatReturn> {
  constructor(private readonly db: Database) {}

  async execute({ me, period }: FileVatReturn): Promise<VatReturnFiling> {
    const tx = this.db.tx;
    // The head lock first: no posting to VAT can land in the period between reading it and filing it.
    await tx.query(`SELECT 1 FROM ledger_head WHERE tenant_id = $1 FOR UPDATE`, [me.tenantId]);
    const knownAt = new Date().toISOString();
    const figures = await vatReturnOf(tx, me.tenantId, { ...period, knownAt });
    const handled = await handleCommand(tx, { tenantId: me.tenantId, stream: VAT_RETURN_STREAM, metadata: eventMetadata(me) }, vatReturnDecider, {
      type: 'FileVatReturn',
      data: { ...period, knownAt, figures, today: await businessDate(tx, me) },
    });
    const filedTo = handled.after.filedTo ?? period.to;
    await tx.query(`UPDATE ledger_head SET vat_filed_to = $2 WHERE tenant_id = $1`, [me.tenantId, filedTo]);
    return { from: period.from, to: period.to, filed_to: filedTo };
  }
}
