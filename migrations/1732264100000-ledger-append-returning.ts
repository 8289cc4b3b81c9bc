import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ledger_append` (1732243800000) and `ledger_append_streams` (1732262000000) write an event's
 * postings with an `INSERT … SELECT` over the given arrays that returned nothing. On Citus such an
 * insert, reading no distributed table, reaches the shards as COPY, which row-level security
 * refuses ("COPY FROM not supported with row-level security"); one that returns its rows is run
 * as an INSERT on each shard instead. The postings' insert now returns a constant, which no one
 * reads: on a single server nothing else changes. The other inserts of both functions already
 * return rows or have ON CONFLICT.
 *
 * Each function is made again from its own definition with that one change, so the two stay
 * what their migrations say.
 */
const FUNCTIONS: Record<string, string> = {
  ledger_append: 'JOIN ev ON ev.stream_version = version + y.ev)',
  ledger_append_streams: 'JOIN ev ON ev.stream = p_streams[y.ev] AND ev.stream_version = versions[y.ev])',
};
const RETURNED = ' RETURNING 1)';

export class LedgerAppendReturning1732264100000 implements MigrationInterface {
  name = 'LedgerAppendReturning1732264100000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, postingsJoin] of Object.entries(FUNCTIONS)) {
      await redefine(q, name, postingsJoin, postingsJoin.replace(/\)$/, RETURNED));
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, postingsJoin] of Object.entries(FUNCTIONS)) {
      await redefine(q, name, postingsJoin.replace(/\)$/, RETURNED), postingsJoin);
    }
  }
}

async function redefine(q: QueryRunner, name: string, from: string, to: string): Promise<void> {
  const [row] = (await q.query(`SELECT pg_get_functiondef($1::regproc) AS definition`, [name])) as { definition: string }[];
  const definition = row!.definition;
  if (definition.split(from).length !== 2) throw new Error(`${name}: the postings' insert was not found once`);
  // CREATE OR REPLACE keeps the function's grants.
  await q.query(definition.replace(from, to));
}
