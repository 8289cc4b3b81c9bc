import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import type { StatementLineStatus, StatementLineView } from '@ginuma/domain';

/** The most lines one answer holds: a month of a busy account. */
const MAX_LINES = 1000;

/** An account's statement lines, newest first, with the documents each is matched to; optionally only those of one status. */
export class ListStatementLines extends Query<StatementLineView[]> {
  constructor(
    readonly me: Principal,
    readonly accountId: string,
    readonly status: StatementLineStatus | undefined,
  ) {
    super();
  }
}

@QueryHandler(ListStatementLines)
export class ListStatementLinesHandler implements IQueryHandler<ListStatementLines> {
  constructor(private readonly db: Database) {}

  execute({ me, accountId, status }: ListStatementLines): Promise<StatementLineView[]> {
    return this.db.tx.query<StatementLineView>(
      `SELECT s.id, s.batch_id, s.date, s.description, s.reference, s.amount, s.balance, s.status, s.reconciliation_id, s.documents FROM (
         SELECT l.id, l.batch_id, to_char(l.date, 'YYYY-MM-DD') AS date, l.description, l.reference, l.amount::text AS amount, l.balance::text AS balance,
                l.reconciliation_id, l.date AS sort_date, l.row_no,
                CASE WHEN l.reconciliation_id IS NOT NULL THEN 'reconciled' WHEN d.documents IS NOT NULL THEN 'matched' ELSE 'unmatched' END AS status,
                coalesce(d.documents, '[]') AS documents
           FROM bank_statement_lines l
           LEFT JOIN LATERAL (
             SELECT json_agg(json_build_object('kind', m.document_kind, 'id', m.document_id, 'amount', m.amount::text,
                    'code', coalesce(r.code, f.code, v.code, t.code)) ORDER BY m.document_kind) AS documents
               FROM bank_line_matches m
               LEFT JOIN receipts r ON m.document_kind = 'receipt' AND r.tenant_id = m.tenant_id AND r.id = m.document_id
               LEFT JOIN refunds f ON m.document_kind = 'refund' AND f.tenant_id = m.tenant_id AND f.id = m.document_id
               LEFT JOIN vouchers v ON m.document_kind = 'voucher' AND v.tenant_id = m.tenant_id AND v.id = m.document_id
               LEFT JOIN cash_transactions t ON m.document_kind IN ('income', 'expense', 'transfer') AND t.tenant_id = m.tenant_id AND t.id = m.document_id
              WHERE m.tenant_id = l.tenant_id AND m.line_id = l.id) d ON true
          WHERE l.tenant_id = $1 AND l.account_id = $2) s
        WHERE $3::text IS NULL OR s.status = $3
        ORDER BY s.sort_date DESC, s.row_no DESC LIMIT ${MAX_LINES}`,
      [me.tenantId, accountId, status ?? null],
    );
  }
}
