import { createDataSource } from '../platform/database/data-source';
import { openDatabaseServer } from '../platform/database/database-url';

type Placement = 'distributed' | 'reference' | 'coordinator';

interface TablePlan {
  table: string;
  placement: Placement;
  why: string;
}

/** Rows looked up across workspaces, or whose unique keys are global: every node needs all of them. */
const REFERENCE: Record<string, string> = {
  workspaces: 'the tenants themselves; every tenant table references them',
  plans: 'the plan catalogue, shared by every workspace',
  users: 'looked up by email at sign-in, before any workspace is known',
  shared_links: 'looked up by token for a public link, before any workspace is known',
  plan_payments: 'its payment reference is unique across workspaces',
  api_keys: 'looked up by key hash before any workspace is known; the hash is unique across workspaces',
};

/** Small, global, read only by the coordinator's own sessions. */
const COORDINATOR: Record<string, string> = {
  migrations: 'migration bookkeeping, read only by the coordinator',
  session: 'the sign-in session store: global, small, keyed by session id',
};

/** Every tenant table follows the ledger, so a workspace's rows and the checks between them share a node. */
const ANCHOR = 'ledger_event';

/**
 * `npm run db:distribute`: on a Citus coordinator, distributes the migrated schema by tenant.
 * Idempotent: tables Citus already manages are left as they are. `--plan` prints the placement
 * without changing anything, on any PostgreSQL.
 */
async function main(): Promise<void> {
  const planOnly = process.argv.includes('--plan');
  const server = await openDatabaseServer();
  const dataSource = createDataSource(server.url, 1);
  await dataSource.initialize();
  try {
    const plan = await placementPlan(dataSource.query.bind(dataSource));
    const citus = (await dataSource.query(`SELECT 1 FROM pg_extension WHERE extname = 'citus'`)).length > 0;
    if (planOnly || !citus) {
      print(plan, new Set());
      if (!citus && !planOnly) {
        console.error('The citus extension is not installed in this database: nothing was distributed.');
        process.exitCode = 2;
      }
      return;
    }
    const done = await distribute(dataSource.query.bind(dataSource), plan);
    print(plan, done);
  } finally {
    await dataSource.destroy();
    await server.stop();
  }
}

type Query = (sql: string, parameters?: unknown[]) => Promise<Array<Record<string, unknown>>>;

async function placementPlan(query: Query): Promise<TablePlan[]> {
  const rows = (await query(
    `SELECT c.relname AS table,
            EXISTS (SELECT 1 FROM pg_attribute a
                     WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped) AS tenant
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
  )) as Array<{ table: string; tenant: boolean }>;
  const order = await foreignKeyOrder(query, rows.map((r) => r.table));
  return order.map((table) => {
    const tenant = rows.find((r) => r.table === table)?.tenant ?? false;
    if (REFERENCE[table]) return { table, placement: 'reference', why: REFERENCE[table] };
    if (COORDINATOR[table]) return { table, placement: 'coordinator', why: COORDINATOR[table] };
    if (tenant) {
      return { table, placement: 'distributed', why: table === ANCHOR ? 'by tenant_id; the co-location anchor' : `by tenant_id, co-located with ${ANCHOR}` };
    }
    return { table, placement: 'coordinator', why: 'no tenant_id and not listed as a reference table' };
  });
}

/** Referenced tables first: Citus refuses a foreign key to a table it does not manage yet. */
async function foreignKeyOrder(query: Query, tables: string[]): Promise<string[]> {
  const edges = (await query(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`,
  )) as Array<{ child: string; parent: string }>;
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string): void => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && tables.includes(edge.parent)) visit(edge.parent);
    ordered.push(table);
  };
  // The anchor goes first among tenant tables so the others can be co-located with it.
  for (const table of [...Object.keys(REFERENCE), ANCHOR, ...[...tables].sort()]) if (tables.includes(table)) visit(table);
  return ordered;
}

async function distribute(query: Query, plan: TablePlan[]): Promise<Set<string>> {
  const managed = new Set(
    ((await query(`SELECT logicalrelid::regclass::text AS table FROM pg_dist_partition`)) as Array<{ table: string }>).map(
      (r) => r.table,
    ),
  );
  // Citus refuses to distribute a table with triggers unless told to; the ledger's guards and
  // balance check then fire on the shards and read only the event's own tenant. Without the
  // second setting, every table with a foreign key to a reference table would become a Citus
  // local table on the coordinator instead of being distributed.
  await query(`SET citus.enable_unsafe_triggers = on`);
  await query(`SET citus.enable_local_reference_table_foreign_keys = off`);
  const done = new Set<string>();
  for (const { table, placement } of plan) {
    if (placement === 'coordinator' || managed.has(table)) continue;
    if (placement === 'reference') await query(`SELECT create_reference_table($1)`, [table]);
    else if (table === ANCHOR) await query(`SELECT create_distributed_table($1, 'tenant_id')`, [table]);
    else await query(`SELECT create_distributed_table($1, 'tenant_id', colocate_with => $2)`, [table, ANCHOR]);
    done.add(table);
  }
  // Citus reaches a worker as the role in force, so the roles a transaction switches to must log
  // in there (they stay NOLOGIN on a single server). They have no password: the workers must
  // accept them only from the coordinator (pg_hba.conf), or their passwords go in pg_dist_authinfo.
  for (const role of APPLICATION_ROLES) await query(`ALTER ROLE ${role} LOGIN`);
  // The tenant a transaction names with SET LOCAL (ginuma_set_local) is replayed on the workers,
  // where row-level security reads it.
  await query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET citus.propagate_set_commands = local', current_database()); END $$`);
  return done;
}

/** The roles the request, sign-in and background transactions switch to. */
const APPLICATION_ROLES = ['ginuma_app', 'ginuma_auth', 'ginuma_worker'];

function print(plan: TablePlan[], done: Set<string>): void {
  for (const placement of ['distributed', 'reference', 'coordinator'] as const) {
    const tables = plan.filter((t) => t.placement === placement);
    console.log(`${placement} (${tables.length}):`);
    for (const t of tables) console.log(`  ${t.table}${done.has(t.table) ? ' [now]' : ''}: ${t.why}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
