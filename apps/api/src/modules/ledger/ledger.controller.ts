import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { isCalendarDate } from '@ginuma/domain';
import { balances, countEvents, explain, readEvents, verifyHashChain, verifyProjections, type RecordedEvent } from '@ginuma/ledger';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { setContentRange } from '../../platform/listing/list-resource';
import { invalid, parseTimeAxes, text } from './ledger-query';

const position = new ParseIntPipe({ exceptionFactory: () => new NotFound() });

/** The audit trail and the questions an accountant asks of it. Nobody writes here. */
@Controller('api/ledger')
export class LedgerController {
  constructor(private readonly db: Database) {}

  /** Events newest first (or oldest, by `sort`), filtered by stream, type and business dates. */
  @Can('list', 'ledger')
  @Get('events')
  async events(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, ['position', 'id'], { field: 'position', order: 'DESC' });
    const raw = list.filter.extra;
    const axes = parseTimeAxes({ known_at: raw.known_at });
    const filter = {
      tenantId: me.tenantId,
      stream: typeof raw.stream === 'string' && raw.stream ? raw.stream : undefined,
      types: typeof raw.type === 'string' && raw.type ? [raw.type] : undefined,
      occurredFrom: list.filter.from,
      occurredTo: list.filter.to,
      knownAt: axes.knownAt,
    };
    const start = list.range?.start ?? 0;
    const limit = list.range ? list.range.end - list.range.start + 1 : 10_000;
    // Sequential: the request's transaction client runs one query at a time.
    const rows = await readEvents(this.db.tx, filter, { order: list.sort.order === 'ASC' ? 'asc' : 'desc', offset: start, limit, withPostings: false });
    const total = await countEvents(this.db.tx, filter);
    setContentRange(res, 'ledger/events', { rows, total, start });
    return rows.map(eventResponse);
  }

  @Can('show', 'ledger')
  @Get('events/:position')
  async event(@CurrentPrincipal() me: Principal, @Param('position', position) at: number) {
    const [found] = await this.db.tx.query<{ position: string }>(
      `SELECT position::text FROM ledger_event WHERE tenant_id = $1 AND position = $2`,
      [me.tenantId, at],
    );
    if (!found) throw new NotFound();
    const [event] = await readEvents(this.db.tx, { tenantId: me.tenantId, afterPosition: at - 1 }, { limit: 1 });
    return eventResponse(event);
  }

  /** Balance per account and party, as of business date D and as known at instant T. */
  @Can('list', 'ledger')
  @Get('balances')
  async balances(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const rows = await balances(this.db.tx, {
      tenantId: me.tenantId,
      ...parseTimeAxes(query),
      account: text(query.account),
      party: text(query.party),
      commodity: text(query.commodity),
    });
    return rows.map((row) => ({ id: `${row.account}|${row.party ?? ''}|${row.commodity ?? ''}`, ...row }));
  }

  /** The postings and events behind one balance. */
  @Can('show', 'ledger')
  @Get('explain')
  async explain(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const account = text(query.account);
    if (!account) throw invalid('account', 'The account field is required.');
    const list = parseListQuery({ range: query.range }, ['position'], { field: 'position', order: 'ASC' });
    const start = list.range?.start ?? 0;
    const from = text(query.from);
    if (from !== undefined && !isCalendarDate(from)) throw invalid('from', 'The from date must be a date in the form YYYY-MM-DD.');
    const explanation = await explain(this.db.tx, {
      tenantId: me.tenantId,
      account,
      from,
      party: text(query.party),
      commodity: text(query.commodity),
      stream: text(query.stream),
      ...parseTimeAxes(query),
      offset: start,
      limit: list.range ? list.range.end - start + 1 : 1000,
    });
    return {
      ...explanation,
      lines: explanation.lines.map((line) => ({ ...line, event: { ...line.event, id: line.event.position } })),
    };
  }

  /** Is the hash chain intact, and do the projections equal a replay of the events? */
  @Can('show', 'ledger')
  @Get('verify')
  async verify(@CurrentPrincipal() me: Principal) {
    const [chain] = await verifyHashChain(this.db.tx, { tenantId: me.tenantId });
    const differences = await verifyProjections(this.db.tx, { tenantId: me.tenantId, limit: 100 });
    return {
      hash_chain: { intact: chain.brokenAt === null, events: chain.events, broken_at: chain.brokenAt, reason: chain.reason },
      projections: { equal: differences.length === 0, differences },
    };
  }
}

function eventResponse(event: RecordedEvent) {
  return { id: event.position, ...event };
}
