import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DocumentsSurface1732243500000 implements MigrationInterface {
  name = 'DocumentsSurface1732243500000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
