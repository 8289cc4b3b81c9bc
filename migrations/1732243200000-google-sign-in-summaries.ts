import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Google sign-in: the Google account's subject (`sub`, stable for life, unlike its
 * email) against the user it signed in, so a later sign-in finds them by subject. Unique across
 * tenants like the email: it is looked up before the workspace is known.
 */
export class GoogleSignInSummaries1732243200000 implements MigrationInterface {
  name = 'GoogleSignInSummaries1732243200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN google_subject text`);
    await q.query(`CREATE UNIQUE INDEX users_google_subject_key ON users (google_subject) WHERE google_subject IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_google_subject_key`);
    await q.query(`ALTER TABLE users DROP COLUMN google_subject`);
  }
}
