import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BooksReports1732243400000 implements MigrationInterface {
  name = 'BooksReports1732243400000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
