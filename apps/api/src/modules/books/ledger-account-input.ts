import { booksRefusal, recordsRefusal, type AccountType } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { invalid } from '../../platform/http/app-errors';
import type { LedgerAccountChangesRequest, LedgerAccountRequest } from './books.requests';

export interface LedgerAccountInput {
  code: string;
  name_en: string;
  name_si: string;
  type: AccountType;
  description: string | null;
  active: boolean;
}

const filled = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * A custom account's fields from its checked request, with what the request alone cannot say:
 * on create, that no account of the workspace has the code; on update (`current` is the stored
 * row), fields left out keep their value and the code (which postings carry as `gl:<code>`)
 * cannot change.
 */
export async function readLedgerAccount(
  tx: Tx,
  tenantId: string,
  body: LedgerAccountRequest | LedgerAccountChangesRequest,
  current?: LedgerAccountInput & { id: string },
): Promise<LedgerAccountInput> {
  const code = body.code ?? current?.code ?? '';
  if (current && code !== current.code) throw invalid('code', booksRefusal.field('code-fixed'));
  if (!current) {
    const [taken] = await tx.query(`SELECT 1 FROM ledger_accounts WHERE tenant_id = $1 AND code = $2`, [tenantId, code]);
    if (taken) throw invalid('code', recordsRefusal.field('taken', { label: 'code' }));
  }
  const nameEn = body.name_en ?? current?.name_en ?? '';
  return {
    code,
    name_en: nameEn,
    name_si: filled(body.name_si) || current?.name_si || nameEn,
    type: (body.type ?? current?.type) as AccountType,
    description: body.description === undefined ? (current?.description ?? null) : filled(body.description),
    active: body.active ?? current?.active ?? true,
  };
}
