import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountMail1732243000000 implements MigrationInterface {
  name = 'AccountMail1732243000000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
