import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The User Registry soft-deletes users (restorable); a deleted user cannot sign in. */
export class UserRegistry1732240200000 implements MigrationInterface {
  name = 'UserRegistry1732240200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN deleted_at`);
  }
}
