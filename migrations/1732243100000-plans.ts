import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Plans1732243100000 implements MigrationInterface {
  name = 'Plans1732243100000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
