import { appendToStream } from '@ginuma/ledger';
import { runCli } from '../../../../tests/support/cli';
import { scratchSuite } from '../../../../tests/support/scratch-suite';

const scratch = scratchSuite();

beforeAll(async () => {
  const { client } = scratch;
  const [{ id }] = (await client.query(`INSERT INTO workspaces (slug, name) VALUES ('cli', 'CLI') RETURNING id`)).rows;
  const tx = { query: async (sql: string, params?: readonly unknown[]) => (await client.query(sql, params as unknown[])).rows };
  await client.query('BEGIN');
  for (let i = 1; i <= 20; i++) {
    await appendToStream(tx, {
      tenantId: id,
      stream: `invoice-${i}`,
      expectedVersion: 0,
      metadata: {},
      events: [
        {
          type: 'SaleRecorded',
          schemaVersion: 1,
          occurredOn: '2026-11-01',
          payload: {},
          postings: [
            { account: 'receivable', party: `customer-${i % 3}`, debit: `${i}.25` },
            { account: 'sales', credit: `${i}.25` },
          ],
        },
      ],
    });
  }
  await client.query('COMMIT');
});

const cli = (...args: string[]) => runCli('ledger-rebuild', scratch.database.url, ...args);

describe('npm run ledger:rebuild', () => {
  it('rebuilds every projection and verifies clean', async () => {
    const rebuilt = await cli();
    expect(rebuilt.stdout).toMatch(/Rebuilt 20 events of 1 workspace\(s\)/);
    const verified = await cli('--verify', '--tenant', 'cli');
    expect(verified.stdout).toMatch(/projections equal a replay, hash chains intact/);
  });

  it('exits 1 and prints the difference when a projection row was changed behind its back', async () => {
    await scratch.client.query(`UPDATE ledger_balance_daily SET debit = debit + 1 WHERE account = 'receivable' AND party = 'customer-1'`);
    const failure = await cli('--verify').catch((error: { code: number; stdout: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect(failure.stdout).toMatch(/account-balance ledger_balance_daily (missing|unexpected)/);
    expect(failure.stdout).toMatch(/does NOT match/);
    await cli();
    await cli('--verify');
  });

  it('refuses an unknown workspace', async () => {
    const failure = await cli('--tenant', 'nope').catch((error: { code: number; stderr: string }) => error);
    expect('stderr' in failure && failure.stderr).toMatch(/No workspace nope/);
  });
});
