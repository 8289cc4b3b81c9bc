import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GoogleSignInSummaries1732243200000 implements MigrationInterface {
  name = 'GoogleSignInSummaries1732243200000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
