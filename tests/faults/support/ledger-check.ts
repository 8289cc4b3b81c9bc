import { Client } from 'pg';
import { verifyHashChain, verifyProjections, type SqlExecutor } from '@ginuma/ledger';

export interface LedgerCheck {
  acknowledged: number;
  found: number;
  projectionDifferences: number;
  brokenChains: number;
}

/**
 * Whether every acknowledged cash entry is in the database, and the projections equal a replay
 * of the ledger with its hash chains intact (what `ledger:rebuild --verify` checks), as the owner.
 */
export async function checkLedger(url: string, acknowledgedIds: string[]): Promise<LedgerCheck> {
  const client = new Client(url);
  await client.connect();
  try {
    const tx: SqlExecutor = { query: async (sql, params) => (await client.query(sql, params as unknown[])).rows };
    const [{ n }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM cash_transactions WHERE id = ANY($1::uuid[])`, [acknowledgedIds]);
    await tx.query('BEGIN');
    try {
      const differences = await verifyProjections(tx);
      const chains = await verifyHashChain(tx);
      return {
        acknowledged: acknowledgedIds.length,
        found: n,
        projectionDifferences: differences.length,
        brokenChains: chains.filter((c) => c.brokenAt !== null).length,
      };
    } finally {
      await tx.query('ROLLBACK');
    }
  } finally {
    await client.end();
  }
}

/** Turns on every module for a workspace (the cash book is on a paid plan), as the operator would. */
export async function enableAllModules(url: string, tenantId: string): Promise<void> {
  const client = new Client(url);
  await client.connect();
  try {
    await client.query(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
  } finally {
    await client.end();
  }
}
