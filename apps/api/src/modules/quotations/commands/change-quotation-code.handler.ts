import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordsRefusal, type DocumentContent, type QuotationView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { validBody } from '../../../platform/http/validation.pipe';
import { QuotationCodeRequest } from '../../invoices/invoice.requests';
import { assertQuotationAction, findQuotation, quotationView } from '../quotation-rows';

/** A pending quotation's code changed to another that no quotation of the workspace has (as an invoice's can be). */
export class ChangeQuotationCode extends Command<QuotationView> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
    /** The body as sent (`QuotationCodeRequest`). */
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(ChangeQuotationCode)
export class ChangeQuotationCodeHandler implements ICommandHandler<ChangeQuotationCode> {
  constructor(private readonly db: Database) {}

  async execute({ me, quotationId, body }: ChangeQuotationCode): Promise<QuotationView> {
    const tx = this.db.tx;
    // The quotation first: an unknown or settled one is refused as such, whatever the code.
    const current = await findQuotation(tx, me.tenantId, quotationId, { lock: true });
    assertQuotationAction(current, { type: 'EditQuotation', content: current.content as unknown as DocumentContent });
    const { code } = await validBody(QuotationCodeRequest, body);
    const [taken] = await tx.query(`SELECT 1 FROM quotations WHERE tenant_id = $1 AND code = $2 AND id <> $3`, [me.tenantId, code, quotationId]);
    if (taken) throw invalid('code', recordsRefusal.field('taken', { label: 'code' }));
    await tx.query(
      `UPDATE quotations SET code = $3, content = jsonb_set(content, '{code}', to_jsonb($3::text)), updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, quotationId, code],
    );
    return quotationView(await findQuotation(tx, me.tenantId, quotationId));
  }
}
