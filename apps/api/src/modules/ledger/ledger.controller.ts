import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { isCalendarDate, validationRefusal, type ExplanationView, type LedgerBalanceView, type LedgerEventView, type LedgerVerificationView } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { invalid, notFound } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { setContentRange } from '../../platform/listing/content-range';
import { parseTimeAxes, text } from './ledger-query';
import { ExplainBalance } from './queries/explain-balance.handler';
import { GetLedgerBalances } from './queries/get-ledger-balances.handler';
import { GetLedgerEvent } from './queries/get-ledger-event.handler';
import { ListLedgerEvents } from './queries/list-ledger-events.handler';
import { VerifyLedger } from './queries/verify-ledger.handler';

const position = new ParseIntPipe({ exceptionFactory: () => notFound() });

/** The audit trail and the questions an accountant asks of it. Nobody writes here. */
@Controller('api/ledger')
export class LedgerController {
  constructor(private readonly queries: QueryBus) {}

  /** Events newest first (or oldest, by `sort`), filtered by stream, type and business dates. */
  @Can('list', 'ledger')
  @Get('events')
  async events(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<LedgerEventView[]> {
    const list = parseListQuery(query, ['position', 'id'], { field: 'position', order: 'DESC' });
    const raw = list.filter.extra;
    const axes = parseTimeAxes({ known_at: raw.known_at });
    const filter = {
      stream: typeof raw.stream === 'string' && raw.stream ? raw.stream : undefined,
      types: typeof raw.type === 'string' && raw.type ? [raw.type] : undefined,
      occurredFrom: list.filter.from,
      occurredTo: list.filter.to,
      knownAt: axes.knownAt,
    };
    const start = list.range?.start ?? 0;
    const limit = list.range ? list.range.end - list.range.start + 1 : 10_000;
    const page = { order: list.sort.order === 'ASC' ? 'asc' : 'desc', offset: start, limit, withPostings: false } as const;
    const { rows, total } = await this.queries.execute(new ListLedgerEvents(me, filter, page));
    setContentRange(res, 'ledger/events', { rows, total, start });
    return rows;
  }

  @Can('show', 'ledger')
  @Get('events/:position')
  event(@CurrentPrincipal() me: Principal, @Param('position', position) at: number): Promise<LedgerEventView> {
    return this.queries.execute(new GetLedgerEvent(me, at));
  }

  /** Balance per account and party, as of business date D and as known at instant T. */
  @Can('list', 'ledger')
  @Get('balances')
  async balances(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<LedgerBalanceView[]> {
    const question = { ...parseTimeAxes(query), account: text(query.account), party: text(query.party), commodity: text(query.commodity) };
    const rows = await this.queries.execute(new GetLedgerBalances(me, question));
    return rows.map((row) => ({ id: `${row.account}|${row.party ?? ''}|${row.commodity ?? ''}`, ...row }));
  }

  /** The postings and events behind one balance. */
  @Can('show', 'ledger')
  @Get('explain')
  explain(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<ExplanationView> {
    const account = text(query.account);
    if (!account) throw invalid('account', validationRefusal.field('required', { label: 'account' }));
    const list = parseListQuery({ range: query.range }, ['position'], { field: 'position', order: 'ASC' });
    const start = list.range?.start ?? 0;
    const from = text(query.from);
    if (from !== undefined && !isCalendarDate(from)) throw invalid('from', validationRefusal.field('date', { label: 'from date' }));
    return this.queries.execute(
      new ExplainBalance(me, {
        account,
        from,
        party: text(query.party),
        commodity: text(query.commodity),
        stream: text(query.stream),
        ...parseTimeAxes(query),
        offset: start,
        limit: list.range ? list.range.end - start + 1 : 1000,
      }),
    );
  }

  /** Is the hash chain intact, and do the projections equal a replay of the events? */
  @Can('show', 'ledger')
  @Get('verify')
  verify(@CurrentPrincipal() me: Principal): Promise<LedgerVerificationView> {
    return this.queries.execute(new VerifyLedger(me));
  }
}
