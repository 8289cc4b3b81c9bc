import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { balanceSheet, financialYearStart, type BalanceSheetReport, type Locale } from '@ginuma/domain';
import { Database, type Tx } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { printBusiness } from '../../../platform/pdf/document-letterhead';
import { workspaceChart } from '../../books/chart-accounts';
import { balanceSheetPdf } from '../balance-sheet-pdf';
import { yearSplitSums, type BooksQuestion } from '../books-sums';

/** Assets, liabilities and equity as of D as known at T (current-year earnings from the P&L). */
export class GetBalanceSheet extends Query<BalanceSheetReport> {
  constructor(
    readonly me: Principal,
    readonly question: BooksQuestion,
  ) {
    super();
  }
}

async function readBalanceSheet(tx: Tx, tenantId: string, question: BooksQuestion): Promise<BalanceSheetReport> {
  const chart = await workspaceChart(tx, tenantId);
  const sums = await yearSplitSums(tx, tenantId, question, financialYearStart(question.asOf));
  return { as_of: question.asOf, known_at: question.knownAt, ...balanceSheet(sums, chart.lookup, { asOf: question.asOf, knownAt: question.knownAt }) };
}

@QueryHandler(GetBalanceSheet)
export class GetBalanceSheetHandler implements IQueryHandler<GetBalanceSheet> {
  constructor(private readonly db: Database) {}

  execute({ me, question }: GetBalanceSheet): Promise<BalanceSheetReport> {
    return readBalanceSheet(this.db.tx, me.tenantId, question);
  }
}

/** The balance sheet as a printable PDF, in English or Sinhala. */
export class PrintBalanceSheet extends Query<Buffer> {
  constructor(
    readonly me: Principal,
    readonly question: BooksQuestion,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(PrintBalanceSheet)
export class PrintBalanceSheetHandler implements IQueryHandler<PrintBalanceSheet> {
  constructor(private readonly db: Database) {}

  async execute({ me, question, locale }: PrintBalanceSheet): Promise<Buffer> {
    const sheet = await readBalanceSheet(this.db.tx, me.tenantId, question);
    return balanceSheetPdf(await printBusiness(this.db.tx, me.tenantId), sheet, locale);
  }
}
