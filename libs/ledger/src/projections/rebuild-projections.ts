import { readEvents } from '../event-store/read-events';
import { ledgerProjections } from '../read-models/ledger-projections';
import type { SqlExecutor } from '../sql-executor';
import { LIVE_TABLES, type ProjectedColumns, type Projection, type ProjectionTarget, type ReplayRange } from './projection';

export interface RebuildProgress {
  tenantId: string;
  /** Events replayed so far, over all tenants, and how many there are in all. */
  done: number;
  total: number;
}

export interface RebuildOptions {
  /** One tenant; all tenants the executor can see when omitted (the CLI, as superuser). */
  tenantId?: string;
  projections?: readonly Projection[];
  /** Events per set-based replay step. */
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  tenants: number;
  events: number;
  ms: number;
}

interface TenantLedger {
  tenantId: string;
  lastPosition: number;
  events: number;
}

/**
 * Replays every event from position 0 into the projections' live tables, after emptying
 * them (for one tenant, or all), and sets the checkpoints. Run it in one transaction: readers
 * never see half a rebuild, and the lock on ledger_head holds appends off until it commits.
 */
export async function rebuildProjections(tx: SqlExecutor, options: RebuildOptions = {}): Promise<RebuildResult> {
  const started = Date.now();
  const projections = options.projections ?? ledgerProjections;
  await lockHeads(tx, options.tenantId, 'exclusive');
  const tenants = await tenantLedgers(tx, options.tenantId);
  const names = projections.map((p) => p.name);
  for (const table of projections.flatMap((p) => p.tables)) {
    if (options.tenantId === undefined) await tx.query(`TRUNCATE ${table}`);
    else await tx.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [options.tenantId]);
  }
  for (const columns of projections.flatMap((p) => p.columns ?? [])) {
    const columnNames = Object.keys(columns.initial);
    const initial = Object.values(columns.initial);
    // Rows already at their initial values are left alone: most drafts are.
    await tx.query(
      `UPDATE ${columns.table} SET ${columnNames.map((name, i) => `${name} = ${initial[i]}`).join(', ')}
        WHERE ($1::uuid IS NULL OR tenant_id = $1) AND ROW(${columnNames.join(', ')}) IS DISTINCT FROM ROW(${initial.join(', ')})`,
      [options.tenantId ?? null],
    );
  }
  await tx.query(
    `DELETE FROM ledger_checkpoint WHERE projection = ANY($1::text[]) AND ($2::uuid IS NULL OR tenant_id = $2)`,
    [names, options.tenantId ?? null],
  );
  const events = await replayInto(tx, tenants, projections, LIVE_TABLES, options);
  for (const t of tenants.filter((t) => t.lastPosition > 0)) {
    await tx.query(
      `INSERT INTO ledger_checkpoint (tenant_id, projection, position) SELECT $1, unnest($2::text[]), $3`,
      [t.tenantId, names, t.lastPosition],
    );
  }
  return { tenants: tenants.length, events, ms: Date.now() - started };
}

export type ProjectionDifference =
  | { projection: string; table: string; kind: 'missing' | 'unexpected'; row: Record<string, unknown> }
  | { projection: string; table: 'ledger_checkpoint'; kind: 'checkpoint'; row: { tenant_id: string; checkpoint: number | null; last_position: number } };

export interface VerifyOptions extends RebuildOptions {
  /** Stop listing differences after this many. */
  limit?: number;
}

/**
 * Replays into scratch copies of the projection tables (temporary tables of this session)
 * and lists every row that differs from the live tables: `missing` rows are in the replay
 * but not live, `unexpected` rows are live but not in the replay (a changed row is both),
 * and a `checkpoint` behind the last event. Nothing live is written.
 */
export async function verifyProjections(tx: SqlExecutor, options: VerifyOptions = {}): Promise<ProjectionDifference[]> {
  const projections = options.projections ?? ledgerProjections;
  const limit = options.limit ?? 1000;
  await lockHeads(tx, options.tenantId, 'share');
  const tenants = await tenantLedgers(tx, options.tenantId);
  const tables: ScratchTable[] = projections.flatMap((p) => [
    ...p.tables.map((table) => ({ projection: p.name, table, scratch: `ledger_verify_${table}`, select: '*' })),
    ...(p.columns ?? []).map((columns) => ({
      projection: p.name,
      table: columns.table,
      scratch: `ledger_verify_${columns.table}`,
      select: [...columns.key, ...Object.keys(columns.initial)].join(', '),
      columns,
    })),
  ]);
  const scratch: ProjectionTarget = {
    table: (name) => tables.find((t) => t.table === name)?.scratch ?? fail(`table ${name} is not declared by its projection`),
  };
  try {
    for (const t of tables) {
      await tx.query(`DROP TABLE IF EXISTS pg_temp.${t.scratch}`);
      if (t.columns) await createColumnsScratch(tx, t.scratch, t.columns, options.tenantId);
      else await tx.query(`CREATE TEMP TABLE ${t.scratch} (LIKE ${t.table} INCLUDING DEFAULTS INCLUDING INDEXES)`);
    }
    await replayInto(tx, tenants, projections, scratch, options);

    const differences: ProjectionDifference[] = [];
    for (const t of tables) {
      const live = `(SELECT ${t.select} FROM ${t.table} WHERE $1::uuid IS NULL OR tenant_id = $1)`;
      const rows = await tx.query<{ kind: 'missing' | 'unexpected'; row: string }>(
        `(SELECT 'missing' AS kind, row_to_json(x)::text AS row
            FROM (SELECT ${t.select} FROM pg_temp.${t.scratch} EXCEPT ALL SELECT * FROM ${live} l) x)
         UNION ALL
         (SELECT 'unexpected', row_to_json(y)::text
            FROM (SELECT * FROM ${live} l EXCEPT ALL SELECT ${t.select} FROM pg_temp.${t.scratch}) y)
         LIMIT ${limit}`,
        [options.tenantId ?? null],
      );
      differences.push(...rows.map((r) => ({ projection: t.projection, table: t.table, kind: r.kind,
        row: JSON.parse(r.row) as Record<string, unknown> })));
    }
    // The stored checkpoints are read and matched here, not outer-joined to the arrays in SQL:
    // Citus 13.2's coordinator crashes on that join.
    const stored = await tx.query<{ tenant_id: string; projection: string; position: string }>(
      `SELECT tenant_id::text AS tenant_id, projection, position::text AS position FROM ledger_checkpoint
        WHERE tenant_id = ANY($1::uuid[]) AND projection = ANY($2::text[])`,
      [tenants.map((t) => t.tenantId), projections.map((p) => p.name)],
    );
    const storedAt = new Map(stored.map((c) => [`${c.tenant_id} ${c.projection}`, Number(c.position)]));
    for (const tenant of tenants) {
      for (const { name: projection } of projections) {
        const checkpoint = storedAt.get(`${tenant.tenantId} ${projection}`) ?? null;
        if ((checkpoint ?? 0) < tenant.lastPosition) {
          differences.push({ projection, table: 'ledger_checkpoint', kind: 'checkpoint',
            row: { tenant_id: tenant.tenantId, checkpoint, last_position: tenant.lastPosition } });
        }
      }
    }
    return differences.slice(0, limit);
  } finally {
    for (const t of tables) await tx.query(`DROP TABLE IF EXISTS pg_temp.${t.scratch}`).catch(() => undefined);
  }
}

interface ScratchTable {
  projection: string;
  table: string;
  scratch: string;
  /** What a verify compares: whole rows of a projection's own table, or its columns and their key. */
  select: string;
  columns?: ProjectedColumns;
}

/**
 * The scratch copy of projected columns: every row's key as it is live (the projection does
 * not make the rows), its columns at their initial values, for the replay to move.
 */
async function createColumnsScratch(tx: SqlExecutor, scratch: string, columns: ProjectedColumns, tenantId: string | undefined) {
  const names = Object.keys(columns.initial);
  await tx.query(`CREATE TEMP TABLE ${scratch} AS SELECT ${[...columns.key, ...names].join(', ')} FROM ${columns.table} WITH NO DATA`);
  await tx.query(
    `INSERT INTO ${scratch} SELECT ${[...columns.key, ...Object.values(columns.initial)].join(', ')} FROM ${columns.table}
      WHERE $1::uuid IS NULL OR tenant_id = $1`,
    [tenantId ?? null],
  );
  await tx.query(`ALTER TABLE ${scratch} ADD PRIMARY KEY (${columns.key.join(', ')})`);
}

async function replayInto(
  tx: SqlExecutor,
  tenants: readonly TenantLedger[],
  projections: readonly Projection[],
  target: ProjectionTarget,
  options: RebuildOptions,
): Promise<number> {
  const batchSize = options.batchSize ?? 100_000;
  const total = tenants.reduce((n, t) => n + t.events, 0);
  let before = 0;
  // Hash aggregates of a large batch spill to disk with the default 4MB.
  await tx.query(`SELECT set_config('work_mem', '256MB', true)`);
  for (const tenant of tenants) {
    let after = 0;
    let tenantDone = 0;
    while (after < tenant.lastPosition) {
      const [bound] = await tx.query<{ position: string }>(
        `SELECT position::text AS position FROM ledger_event WHERE tenant_id = $1 AND position > $2
          ORDER BY position OFFSET $3 LIMIT 1`,
        [tenant.tenantId, after, batchSize - 1],
      );
      const range: ReplayRange = {
        tenantId: tenant.tenantId,
        afterPosition: after,
        toPosition: bound ? Number(bound.position) : tenant.lastPosition,
      };
      for (const projection of projections) {
        if (projection.rangeSql) {
          for (const sql of projection.rangeSql(target)) await tx.query(sql, [range.tenantId, range.afterPosition, range.toPosition]);
        } else if (projection.replay) await projection.replay(tx, range, target);
        else await replayThroughApply(tx, projection, range, target);
      }
      tenantDone = bound ? tenantDone + batchSize : tenant.events;
      after = range.toPosition;
      options.onProgress?.({ tenantId: tenant.tenantId, done: Math.min(before + tenantDone, total), total });
    }
    before += tenant.events;
  }
  return total;
}

/** Feeds `apply` the batch's events of the types the projection reads, and only those. */
async function replayThroughApply(tx: SqlExecutor, projection: Projection, range: ReplayRange, target: ProjectionTarget) {
  const types = projection.handles === 'all' ? undefined : projection.handles;
  let after = range.afterPosition;
  for (;;) {
    const page = await readEvents(tx, { tenantId: range.tenantId, types, afterPosition: after, toPosition: range.toPosition }, { limit: 1000 });
    if (page.length > 0) await projection.apply(tx, page, target);
    const last = page.at(-1);
    if (!last || page.length < 1000) return;
    after = last.position;
  }
}

async function lockHeads(tx: SqlExecutor, tenantId: string | undefined, mode: 'exclusive' | 'share') {
  if (tenantId === undefined) {
    await tx.query(`LOCK TABLE ledger_head IN ${mode === 'exclusive' ? 'EXCLUSIVE' : 'SHARE'} MODE`);
  } else {
    await tx.query(`SELECT 1 FROM ledger_head WHERE tenant_id = $1 FOR ${mode === 'exclusive' ? 'UPDATE' : 'SHARE'}`, [tenantId]);
  }
}

// Workspaces rather than ledger heads, so events without a head (bulk imports) are not missed.
// Two reads, not a subquery per workspace: Citus cannot join the workspaces (a reference table)
// to correlated reads of the distributed ledger.
async function tenantLedgers(tx: SqlExecutor, tenantId: string | undefined): Promise<TenantLedger[]> {
  const workspaces = await tx.query<{ id: string }>(`SELECT id::text AS id FROM workspaces WHERE $1::uuid IS NULL OR id = $1 ORDER BY id`, [tenantId ?? null]);
  const ledgers = await tx.query<{ tenant_id: string; last_position: string; events: string }>(
    `SELECT tenant_id::text AS tenant_id, max(position)::text AS last_position, count(*)::text AS events
       FROM ledger_event WHERE $1::uuid IS NULL OR tenant_id = $1 GROUP BY tenant_id`,
    [tenantId ?? null],
  );
  const byTenant = new Map(ledgers.map((l) => [l.tenant_id, l]));
  return workspaces.map(({ id }) => ({ tenantId: id, lastPosition: Number(byTenant.get(id)?.last_position ?? 0), events: Number(byTenant.get(id)?.events ?? 0) }));
}

function fail(message: string): never {
  throw new Error(message);
}
