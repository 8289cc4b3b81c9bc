import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { financialYearStart, type Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { businessDate } from '../../../platform/records/record-ledger';
import { printBusiness } from '../../../platform/pdf/document-letterhead';
import { generalLedgerAsked } from '../../books-reports/books-question';
import { partyStatement, type Statement, type StatementSide } from '../statement';
import { statementPdf } from '../statement-pdf';

/**
 * `from`, `to` and `known_at` as a request sent them: `to` defaults to the workspace's today,
 * `from` to the first day of `to`'s financial year, `known_at` to this moment. Checked as the
 * general ledger checks its period (the statement is the party's ledger, told for the party).
 */
export type StatementAsked = Record<string, unknown>;

export class GetStatement extends Query<Statement> {
  constructor(
    readonly me: Principal,
    readonly side: StatementSide,
    readonly partyId: string,
    readonly asked: StatementAsked,
  ) {
    super();
  }
}

export class PrintStatement extends Query<{ statement: Statement; pdf: Buffer }> {
  constructor(
    readonly me: Principal,
    readonly side: StatementSide,
    readonly partyId: string,
    readonly asked: StatementAsked,
    readonly locale: Locale,
  ) {
    super();
  }
}

/** The statement a request asks for, in the request's transaction. */
export async function askedStatement(db: Database, me: Principal, side: StatementSide, partyId: string, asked: StatementAsked): Promise<Statement> {
  const today = await businessDate(db.tx, me);
  const period = generalLedgerAsked({ from: asked.from, to: asked.to, known_at: asked.known_at, account: side }, today);
  const from = period.from ?? financialYearStart(period.to);
  return partyStatement(db.tx, { tenantId: me.tenantId, side, partyId, from: from > period.to ? period.to : from, to: period.to, knownAt: period.knownAt });
}

@QueryHandler(GetStatement)
export class GetStatementHandler implements IQueryHandler<GetStatement> {
  constructor(private readonly db: Database) {}

  execute({ me, side, partyId, asked }: GetStatement): Promise<Statement> {
    return askedStatement(this.db, me, side, partyId, asked);
  }
}

@QueryHandler(PrintStatement)
export class PrintStatementHandler implements IQueryHandler<PrintStatement> {
  constructor(private readonly db: Database) {}

  async execute({ me, side, partyId, asked, locale }: PrintStatement): Promise<{ statement: Statement; pdf: Buffer }> {
    const statement = await askedStatement(this.db, me, side, partyId, asked);
    return { statement, pdf: await statementPdf(await printBusiness(this.db.tx, me.tenantId), statement, locale) };
  }
}
