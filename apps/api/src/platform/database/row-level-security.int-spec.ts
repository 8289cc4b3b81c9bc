import { registerWorkspace, startTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { Database } from './database';

let app: TestApp;
let db: Database;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  app = await startTestApp();
  db = app.running.app.get(Database);
  tenantA = (await registerWorkspace(app, 'Tenant A')).user.workspace.id;
  tenantB = (await registerWorkspace(app, 'Tenant B')).user.workspace.id;
});
afterAll(() => app.close());

const asTenant = <T>(tenantId: string, work: Parameters<Database['transaction']>[1]) =>
  db.transaction({ kind: 'tenant', tenantId, userId: null }, work) as Promise<T>;

describe('row-level security on the request path', () => {
  it('is enabled, forced and confined to the tenant on every table that has a tenant', async () => {
    const tables = await app.sql<{ table: string; enabled: boolean; forced: boolean; policies: string[] }>(
      `SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
              coalesce(array_agg(p.polname::text) FILTER (WHERE p.polname IS NOT NULL), '{}') AS policies
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
         LEFT JOIN pg_policy p ON p.polrelid = c.oid
        WHERE c.relkind = 'r'
          AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
        GROUP BY c.relname, c.relrowsecurity, c.relforcerowsecurity ORDER BY c.relname`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      expect({ table: table.table, enabled: table.enabled, forced: table.forced, isolated: table.policies.includes('tenant_isolation') }).toEqual({
        table: table.table,
        enabled: true,
        forced: true,
        isolated: true,
      });
    }
  });

  it('a query with no tenant filter sees only its own tenant', async () => {
    const users = await asTenant<{ tenant_id: string }[]>(tenantA, (tx) => tx.query(`SELECT tenant_id FROM users`));
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users.map((u) => u.tenant_id))).toEqual(new Set([tenantA]));
    const workspaces = await asTenant<{ id: string }[]>(tenantA, (tx) => tx.query(`SELECT id FROM workspaces`));
    expect(workspaces.map((w) => w.id)).toEqual([tenantA]);
  });

  it("cannot write into, change or delete another tenant's rows", async () => {
    await expect(
      asTenant(tenantA, (tx) =>
        tx.query(`INSERT INTO users (tenant_id, name, email, password_hash, user_role) VALUES ($1, 'x', 'x@x.test', 'h', 1)`, [tenantB]),
      ),
    ).rejects.toThrow(/row-level security/);
    const changed = await asTenant<number>(tenantA, (tx) => tx.execute(`UPDATE users SET name = 'hijacked' WHERE tenant_id = $1`, [tenantB]));
    const deleted = await asTenant<number>(tenantA, (tx) => tx.execute(`DELETE FROM users WHERE tenant_id = $1`, [tenantB]));
    expect([changed, deleted]).toEqual([0, 0]);
    const [b] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE tenant_id = $1 AND name <> 'hijacked'`, [tenantB]);
    expect(b.n).toBe(1);
  });

  it('runs as a role that is neither superuser nor owner nor BYPASSRLS', async () => {
    const [role] = await asTenant<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }[]>(tenantA, (tx) =>
      tx.query(`SELECT rolname, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`),
    );
    expect(role).toEqual({ rolname: 'ginuma_app', rolsuper: false, rolbypassrls: false });
  });

  it('sees nothing at all when no tenant is set', async () => {
    const rows = await db.transaction({ kind: 'tenant', tenantId: tenantA, userId: null }, async (tx) => {
      await tx.query(`SELECT set_config('app.tenant_id', '', true)`);
      return tx.query(`SELECT 1 FROM users`);
    });
    expect(rows).toEqual([]);
  });

  it('leaves no tenant setting on a pooled connection after the transaction', async () => {
    await asTenant(tenantA, (tx) => tx.query('SELECT 1'));
    const client = await db.pool.connect();
    try {
      const { rows } = await client.query(`SELECT current_setting('app.tenant_id', true) AS tenant, current_user AS role`);
      expect(rows[0].tenant ?? '').toBe('');
      expect(rows[0].role).not.toBe('ginuma_app');
    } finally {
      client.release();
    }
  });
});
