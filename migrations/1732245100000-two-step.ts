import type { MigrationInterface, QueryRunner } from 'typeorm';
import { resetWorkspaceFunction } from './1732241900001-account-reset';

/** A workspace reset keeps who may sign in, and so how they sign in. */
const KEPT_BY_RESET = ['users', 'workspaces', 'session', 'sign_ins', 'two_step_secrets', 'two_step_recovery_codes'];

/**
 * Two-step sign-in. A user's TOTP secret and recovery codes are tenant rows under row-level
 * security, kept apart from `users` so the sign-in role (which reads users before anyone is known)
 * never sees a secret: it learns only that a second step is due (`two_step_enabled_at`). Recovery
 * codes are kept as sha256 hashes and spent once. `last_step` is the TOTP time step last accepted,
 * so a code seen over a shoulder cannot be replayed within its window. An Admin may require the
 * second step for the whole workspace (`require_two_step`).
 */
export class TwoStep1732245100000 implements MigrationInterface {
  name = 'TwoStep1732245100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN two_step_enabled_at timestamptz`);
    await q.query(`ALTER TABLE workspaces ADD COLUMN require_two_step boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE two_step_secrets (
        tenant_id uuid NOT NULL,
        user_id uuid NOT NULL,
        secret text NOT NULL CHECK (secret ~ '^[A-Z2-7]{16,}$'),
        confirmed_at timestamptz,
        last_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, user_id),
        FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE two_step_recovery_codes (
        tenant_id uuid NOT NULL,
        user_id uuid NOT NULL,
        code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
        used_at timestamptz,
        PRIMARY KEY (tenant_id, user_id, code_hash),
        FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
      )`);
    for (const table of ['two_step_secrets', 'two_step_recovery_codes']) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
      await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ginuma_app`);
    }
    await q.query(resetWorkspaceFunction(KEPT_BY_RESET));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(resetWorkspaceFunction(KEPT_BY_RESET.filter((t) => !t.startsWith('two_step'))));
    await q.query(`DROP TABLE two_step_recovery_codes`);
    await q.query(`DROP TABLE two_step_secrets`);
    await q.query(`ALTER TABLE workspaces DROP COLUMN require_two_step`);
    await q.query(`ALTER TABLE users DROP COLUMN two_step_enabled_at`);
  }
}
