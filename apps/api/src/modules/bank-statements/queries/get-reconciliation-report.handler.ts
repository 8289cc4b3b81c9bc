import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Money, type Locale } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database, type Tx } from '../../../platform/database/database';
import { notFound } from '../../../platform/http/app-errors';
import type { SheetColumn } from '../../../platform/export/xlsx';
import { printBusiness } from '../../../platform/pdf/document-letterhead';
import { ACCOUNT_DOCUMENTS } from '../bank-statement-rows';
import { reconciliationReportPdf } from '../reconciliation-report-pdf';

export const RECONCILIATION_REPORT_COLUMNS: SheetColumn[] = [
  { key: 'item', header: 'Item', type: 'text' },
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'document', header: 'Document', type: 'text' },
  { key: 'party', header: 'Party', type: 'text' },
  { key: 'amount', header: 'Amount', type: 'money' },
];

export interface ReconciliationReport {
  title: string;
  file: string;
  account: string;
  statement_date: string;
  rows: Record<string, unknown>[];
}

/**
 * A reconciliation as the accountant files it: the statement's opening balance, the money it
 * cleared in and out, its closing balance; then what the books hold that the statement did not
 * clear by that date (outstanding deposits and cheques), and the books' balance they make.
 */
export class GetReconciliationReport extends Query<ReconciliationReport> {
  constructor(
    readonly me: Principal,
    readonly reconciliationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetReconciliationReport)
export class GetReconciliationReportHandler implements IQueryHandler<GetReconciliationReport> {
  constructor(private readonly db: Database) {}

  execute({ me, reconciliationId }: GetReconciliationReport): Promise<ReconciliationReport> {
    return readReconciliationReport(this.db.tx, me.tenantId, reconciliationId);
  }
}

/** The reconciliation report's rows, for its sheet and its print. */
export async function readReconciliationReport(tx: Tx, tenantId: string, reconciliationId: string): Promise<ReconciliationReport> {
  const [r] = await tx.query<{ account_id: string; account: string; statement_date: string; opening_balance: string; cleared_in: string; cleared_out: string; closing_balance: string }>(
    `SELECT r.account_id, a.name AS account, to_char(r.statement_date, 'YYYY-MM-DD') AS statement_date, r.opening_balance::text AS opening_balance,
            r.cleared_in::text AS cleared_in, r.cleared_out::text AS cleared_out, r.closing_balance::text AS closing_balance
       FROM bank_reconciliations r JOIN bank_accounts a ON a.tenant_id = r.tenant_id AND a.id = r.account_id
      WHERE r.tenant_id = $1 AND r.id = $2`,
    [tenantId, reconciliationId],
  );
  if (!r) throw notFound();
  const outstanding = await tx.query<{ kind: string; code: string; date: string; amount: string; party: string | null }>(
    `SELECT d.kind, d.code, to_char(d.date, 'YYYY-MM-DD') AS date, d.amount::numeric(18,2)::text AS amount, d.party
       FROM (${ACCOUNT_DOCUMENTS}) d
      WHERE d.date <= $3::date
        AND NOT EXISTS (SELECT 1 FROM bank_line_matches m
                          JOIN bank_statement_lines l ON l.tenant_id = m.tenant_id AND l.id = m.line_id
                          JOIN bank_reconciliations c ON c.tenant_id = l.tenant_id AND c.id = l.reconciliation_id
                         WHERE m.tenant_id = $1 AND m.account_id = $2 AND m.document_kind = d.kind AND m.document_id = d.id AND c.statement_date <= $3::date)
      ORDER BY d.date, d.code`,
    [tenantId, r.account_id, r.statement_date],
  );
  const books = Money.of(r.closing_balance).plus(Money.sum(outstanding.map((o) => o.amount)));
  return {
    title: `Bank reconciliation ${r.account} ${r.statement_date}`,
    file: `bank-reconciliation-${r.statement_date}`,
    account: r.account,
    statement_date: r.statement_date,
    rows: [
      { item: 'Opening balance', amount: r.opening_balance },
      { item: 'Cleared money in', amount: r.cleared_in },
      { item: 'Cleared money out', amount: Money.of(r.cleared_out).negated().toFixed() },
      { item: 'Closing balance (statement)', date: r.statement_date, amount: r.closing_balance },
      ...outstanding.map((o) => ({ item: Money.of(o.amount).isNegative() ? 'Outstanding payment' : 'Outstanding deposit', date: o.date, document: `${o.kind} ${o.code}`, party: o.party, amount: o.amount })),
      { item: 'Balance in the books', date: r.statement_date, amount: books.toFixed() },
    ],
  };
}

/** The reconciliation report printed (PDF) in the reader's language. */
export class PrintReconciliationReport extends Query<{ file: string; pdf: Buffer }> {
  constructor(
    readonly me: Principal,
    readonly reconciliationId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(PrintReconciliationReport)
export class PrintReconciliationReportHandler implements IQueryHandler<PrintReconciliationReport> {
  constructor(private readonly db: Database) {}

  async execute({ me, reconciliationId, locale }: PrintReconciliationReport): Promise<{ file: string; pdf: Buffer }> {
    const report = await readReconciliationReport(this.db.tx, me.tenantId, reconciliationId);
    return { file: report.file, pdf: await reconciliationReportPdf(await printBusiness(this.db.tx, me.tenantId), report, locale) };
  }
}
