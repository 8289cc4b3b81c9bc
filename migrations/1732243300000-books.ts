import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Books1732243300000 implements MigrationInterface {
  name = 'Books1732243300000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
