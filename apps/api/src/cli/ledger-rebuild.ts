import { SingleBar, Presets } from 'cli-progress';
import { Client } from 'pg';
import { rebuildProjections, verifyHashChain, verifyProjections, type RebuildProgress, type SqlExecutor } from '@ginuma/ledger';
import { openDatabaseServer } from '../platform/database/database-url';
import { createDataSource, migrate } from '../platform/database/data-source';

const USAGE = 'usage: npm run ledger:rebuild -- [--tenant <slug>] [--verify]';

/**
 * `npm run ledger:rebuild`: replays every event from position 0 into the projections, for
 * all workspaces or one. `--verify` replays into scratch tables instead, prints each
 * difference from the live ones and each broken hash chain, and exits 1 if there is any.
 * Runs as the connecting (owner) role, outside row-level security, in one transaction.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verify = args.includes('--verify');
  const tenantFlag = args.indexOf('--tenant');
  const slug = tenantFlag >= 0 ? args[tenantFlag + 1] : undefined;
  if ((tenantFlag >= 0 && !slug) || args.some((a) => a.startsWith('--') && a !== '--verify' && a !== '--tenant')) {
    throw new Error(USAGE);
  }

  const server = await openDatabaseServer();
  const dataSource = createDataSource(server.url, 1);
  await dataSource.initialize();
  await migrate(dataSource);
  await dataSource.destroy();
  const client = new Client(server.url);
  await client.connect();
  const tx: SqlExecutor = { query: async (sql, params) => (await client.query(sql, params as unknown[])).rows };
  const bar = new SingleBar({ format: '{bar} {percentage}% | {value}/{total} events | {eta_formatted} left' }, Presets.shades_classic);
  let started = false;
  const onProgress = ({ done, total }: RebuildProgress) => {
    if (!started) bar.start(total, 0);
    started = true;
    bar.update(done);
  };
  let failed = false;
  try {
    const tenantId = slug ? await tenantOf(tx, slug) : undefined;
    await tx.query('BEGIN');
    // On Citus a rebuild empties and refills tables whose shards it also reads in the same
    // transaction; over one connection per worker it sees its own writes. Elsewhere the setting
    // is an unused placeholder.
    await tx.query(`SET LOCAL citus.multi_shard_modify_mode = 'sequential'`);
    if (verify) {
      const differences = await verifyProjections(tx, { tenantId, onProgress });
      const chains = await verifyHashChain(tx, { tenantId });
      bar.stop();
      for (const d of differences) console.log(`${d.projection} ${d.table} ${d.kind}: ${JSON.stringify(d.row)}`);
      for (const c of chains.filter((c) => c.brokenAt !== null)) {
        console.log(`hash chain of ${c.tenantId} broken at position ${c.brokenAt} (${c.reason})`);
      }
      failed = differences.length > 0 || chains.some((c) => c.brokenAt !== null);
      console.log(failed ? 'The ledger does NOT match its projections.' : `Verified ${chains.length} workspace(s): projections equal a replay, hash chains intact.`);
      await tx.query('ROLLBACK');
    } else {
      const result = await rebuildProjections(tx, { tenantId, onProgress });
      await tx.query('COMMIT');
      bar.stop();
      const rate = result.ms > 0 ? Math.round((result.events / result.ms) * 1000) : result.events;
      console.log(`Rebuilt ${result.events} events of ${result.tenants} workspace(s) in ${result.ms} ms (${rate} events/s).`);
    }
  } catch (error) {
    bar.stop();
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    await server.stop();
  }
  if (failed) process.exit(1);
}

async function tenantOf(tx: SqlExecutor, slug: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>(`SELECT id FROM workspaces WHERE slug = $1`, [slug]);
  if (!row) throw new Error(`No workspace ${slug}.`);
  return row.id;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
