import { DEFAULT_TIME_ZONE, WORKSPACE_FLAGS, calendarDateIn } from '@ginuma/domain';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../platform/database/data-source';
import { openDatabaseServer } from '../platform/database/database-url';
import { Database } from '../platform/database/database';
import { hashPassword } from '../platform/auth/passwords';
import { createUser } from '../modules/workspaces/workspace.repository';
import { confirmBankTransfer, listPlans } from '../modules/plans/plan-payments';
import { parseWorkspaceCommand, type WorkspaceCommand } from './workspace-command';

/** `npm run workspace -- …`: the operator's controls over plan, channel, expiry and flags. */
async function main(): Promise<void> {
  const command = parseWorkspaceCommand(process.argv.slice(2), new Date().toISOString().slice(0, 10));
  const server = await openDatabaseServer();
  const dataSource = createDataSource(server.url, 1);
  await dataSource.initialize();
  try {
    console.log(await run(new Database(dataSource), command, dataSource));
  } finally {
    await dataSource.destroy();
    await server.stop();
  }
}

async function run(db: Database, command: WorkspaceCommand, dataSource: DataSource): Promise<string> {
  if (command.kind === 'plans-list') {
    const plans = await db.transaction({ kind: 'auth' }, (tx) => listPlans(tx));
    return plans.map((p) => `${p.id}\t${p.name}\tLKR ${p.price_per_month}/month\tusers=${p.user_limit ?? '-'}\t${p.modules.join(',')}`).join('\n');
  }
  if (command.kind === 'plans-set') return setPlan(dataSource, command);
  if (command.kind === 'payments-confirm') return confirmBankTransfer(db, command.reference, calendarDateIn(DEFAULT_TIME_ZONE));
  if (command.kind === 'list') {
    const rows = await db.transaction({ kind: 'auth' }, (tx) =>
      tx.query<{ slug: string; name: string; plan_id: number | null; expiry: string | null; deactivated: boolean }>(
        `SELECT slug, name, plan_id, expiry, deactivated FROM workspaces ORDER BY created_at`,
      ),
    );
    return rows.map((w) => `${w.slug}\t${w.name}\tplan=${w.plan_id ?? '-'}\texpiry=${w.expiry ?? '-'}${w.deactivated ? '\tdeactivated' : ''}`).join('\n');
  }
  if (command.kind === 'add-user') {
    const passwordHash = await hashPassword(command.password);
    await db.transaction({ kind: 'auth' }, async (tx) => {
      const tenantId = await workspaceId(db, command.slug);
      await createUser(tx, { tenantId, name: command.name, email: command.email, passwordHash, role: command.role });
    });
    return `Added ${command.email} to ${command.slug}.`;
  }
  const assignments: string[] = [];
  const values: unknown[] = [];
  const assign = (column: string, value: unknown) => {
    values.push(value);
    assignments.push(`${column} = $${values.length}`);
  };
  if (command.plan !== undefined) assign('plan_id', command.plan);
  if (command.channel !== undefined) assign('channel_id', command.channel);
  if (command.expiry !== undefined) assign('expiry', command.expiry);
  if (command.deactivated !== undefined) assign('deactivated', command.deactivated);
  for (const flag of WORKSPACE_FLAGS) {
    const value = command.flags[flag];
    if (value !== undefined) assign(flag, value);
  }
  if (assignments.length === 0) return 'Nothing to change.';
  values.push(command.slug);
  const changed = await db.transaction({ kind: 'auth' }, (tx) =>
    tx.execute(`UPDATE workspaces SET ${assignments.join(', ')} WHERE slug = $${values.length}`, values),
  );
  if (changed === 0) throw new Error(`No workspace ${command.slug}.`);
  return `Updated ${command.slug}.`;
}

/**
 * The catalogue is the operator's, not a workspace's: the application may only read it, so
 * the CLI writes it as the connecting (owner) user. Workspaces on a plan get its new modules
 * when they next pay for it.
 */
async function setPlan(dataSource: DataSource, command: Extract<WorkspaceCommand, { kind: 'plans-set' }>): Promise<string> {
  return dataSource.transaction(async (manager) => {
    const [existing] = (await manager.query(`SELECT id FROM plans WHERE id = $1`, [command.id])) as unknown[];
    let outcome: string;
    if (!existing) {
      if (command.name === undefined || command.price === undefined || command.modules === undefined) {
        throw new Error(`Plan ${command.id} is new: give --name, --price and --modules.`);
      }
      await manager.query(`INSERT INTO plans (id, name, price_per_month, modules, user_limit) VALUES ($1, $2, $3, $4, $5)`, [
        command.id,
        command.name,
        command.price,
        command.modules,
        command.userLimit ?? null,
      ]);
      outcome = `Added plan ${command.id}.`;
    } else {
      const assignments: string[] = [];
      const values: unknown[] = [command.id];
      const assign = (column: string, value: unknown) => {
        values.push(value);
        assignments.push(`${column} = $${values.length}`);
      };
      if (command.name !== undefined) assign('name', command.name);
      if (command.price !== undefined) assign('price_per_month', command.price);
      if (command.modules !== undefined) assign('modules', command.modules);
      if (command.userLimit !== undefined) assign('user_limit', command.userLimit);
      if (assignments.length === 0) return 'Nothing to change.';
      await manager.query(`UPDATE plans SET ${assignments.join(', ')} WHERE id = $1`, values);
      outcome = `Updated plan ${command.id}.`;
    }
    // A new workspace must always have a plan it can take without paying: the catalogue keeps a free one.
    const [{ free }] = (await manager.query(`SELECT count(*)::int AS free FROM plans WHERE price_per_month = 0`)) as { free: number }[];
    if (free === 0) throw new Error('The catalogue must keep a free plan (price 0): give another plan --price 0 first.');
    return outcome;
  });
}

async function workspaceId(db: Database, slug: string): Promise<string> {
  const [row] = await db.tx.query<{ id: string }>(`SELECT id FROM workspaces WHERE slug = $1`, [slug]);
  if (!row) throw new Error(`No workspace ${slug}.`);
  return row.id;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
