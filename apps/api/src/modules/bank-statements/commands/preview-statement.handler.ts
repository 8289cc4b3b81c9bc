import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bankStatementsRefusal, readStatement, statementMappingOf, type ReadStatement, type StatementMapping, type StatementPreviewView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database, type Tx } from '../../../platform/database/database';
import { assertBankAccount } from '../bank-statement-rows';
import { statementRows } from '../statement-file-reader';

export interface StatementFile {
  name: string;
  content: Buffer;
}

/** The most lines a preview answers with; the batch keeps them all for the commit. */
const PREVIEW_LINES = 200;

/**
 * Reads a statement file into a batch awaiting its commit. The mapping is the user's if given,
 * else the account's last one when the file has the same headers, else what the headers say.
 */
export class PreviewStatement extends Command<StatementPreviewView> {
  constructor(
    readonly me: Principal,
    readonly accountId: string,
    readonly file: StatementFile | null,
    readonly mapping: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(PreviewStatement)
export class PreviewStatementHandler implements ICommandHandler<PreviewStatement> {
  constructor(private readonly db: Database) {}

  async execute({ me, accountId, file, mapping }: PreviewStatement): Promise<StatementPreviewView> {
    const tx = this.db.tx;
    await assertBankAccount(tx, me.tenantId, accountId);
    if (!file || file.content.length === 0) throw bankStatementsRefusal.onField('file', 'file-required');
    const given = statementMappingOf(mapping);
    const rows = await statementRows(file.content);
    const read = readStatement(rows, given ?? (await rememberedMapping(tx, me.tenantId, accountId, rows)));
    const duplicates = await existingLines(tx, me.tenantId, accountId, read);
    const lines = read.lines.map((line, i) => ({ ...line, duplicate: duplicates.has(i) }));
    const [batch] = await tx.query<{ id: string }>(
      `INSERT INTO bank_statement_batches (tenant_id, account_id, file_name, headers, mapping, preview, line_count, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [me.tenantId, accountId, file.name.slice(0, 255) || 'statement', JSON.stringify(read.headers), JSON.stringify(read.mapping), JSON.stringify(read.lines), read.lines.length, me.userId],
    );
    const [totals] = await tx.query<{ total_in: string; total_out: string }>(
      `SELECT coalesce(sum(a) FILTER (WHERE a > 0), 0)::numeric(18,2)::text AS total_in, coalesce(-sum(a) FILTER (WHERE a < 0), 0)::numeric(18,2)::text AS total_out
         FROM unnest($1::numeric[]) a`,
      [read.lines.map((l) => l.amount)],
    );
    return {
      id: batch.id,
      account_id: accountId,
      file_name: file.name,
      status: 'preview',
      headers: read.headers,
      mapping: read.mapping,
      date_formats: read.date_formats,
      line_count: lines.length,
      duplicate_count: duplicates.size,
      ...totals,
      lines: lines.slice(0, PREVIEW_LINES),
    };
  }
}

async function rememberedMapping(tx: Tx, tenantId: string, accountId: string, rows: readonly string[][]): Promise<Partial<StatementMapping>> {
  const [saved] = await tx.query<{ headers: string[]; mapping: StatementMapping }>(`SELECT headers, mapping FROM bank_statement_mappings WHERE tenant_id = $1 AND account_id = $2`, [tenantId, accountId]);
  if (!saved) return {};
  const headers = (rows[saved.mapping.header_row - 1] ?? []).map((h) => h.trim());
  return JSON.stringify(headers) === JSON.stringify(saved.headers) ? saved.mapping : {};
}

/** The indexes of the lines the account already has (same date, amount, reference and balance). */
async function existingLines(tx: Tx, tenantId: string, accountId: string, read: ReadStatement): Promise<Set<number>> {
  const rows = await tx.query<{ i: number }>(
    `SELECT n.i::int AS i FROM unnest($3::date[], $4::numeric[], $5::text[], $6::numeric[]) WITH ORDINALITY AS n (date, amount, reference, balance, i)
      WHERE EXISTS (SELECT 1 FROM bank_statement_lines l
                     WHERE l.tenant_id = $1 AND l.account_id = $2 AND l.date = n.date AND l.amount = n.amount
                       AND coalesce(l.reference, '') = coalesce(n.reference, '') AND l.balance IS NOT DISTINCT FROM n.balance)`,
    [tenantId, accountId, read.lines.map((l) => l.date), read.lines.map((l) => l.amount), read.lines.map((l) => l.reference), read.lines.map((l) => l.balance)],
  );
  return new Set(rows.map((r) => r.i - 1));
}
