import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import's preview and commit run in the background: `run_kind` and `run_state` say which run
 * is under way or how the last one stopped short (cancelled, failed), `run_at` when it began, so a
 * run whose server stopped is found out and shown as failed instead of running for ever.
 */
export class ImportRuns1732265000000 implements MigrationInterface {
  name = 'ImportRuns1732265000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE imports
        ADD COLUMN run_kind text CHECK (run_kind IN ('preview', 'commit')),
        ADD COLUMN run_state text CHECK (run_state IN ('running', 'cancelled', 'failed')),
        ADD COLUMN run_at timestamptz,
        ADD CONSTRAINT imports_run CHECK ((run_kind IS NULL) = (run_state IS NULL) AND (run_state IS NULL OR run_at IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE imports DROP CONSTRAINT imports_run, DROP COLUMN run_at, DROP COLUMN run_state, DROP COLUMN run_kind`);
  }
}
