import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One default template per kind: saving one as default takes the flag from the others, and
 * a workspace's first template is its default.
 */
export class TemplateDefault1732241200000 implements MigrationInterface {
  name = 'TemplateDefault1732241200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION template_keep_one_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.deleted_at IS NULL AND NOT NEW.is_default THEN
          EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %I WHERE tenant_id = $1 AND is_default AND deleted_at IS NULL AND id <> $2)', TG_TABLE_NAME)
            INTO NEW.is_default USING NEW.tenant_id, NEW.id;
        END IF;
        IF NEW.is_default THEN
          EXECUTE format('UPDATE %I SET is_default = false WHERE tenant_id = $1 AND id <> $2 AND is_default', TG_TABLE_NAME)
            USING NEW.tenant_id, NEW.id;
        END IF;
        RETURN NEW;
      END $$`);
    for (const table of ['invoice_templates', 'quotation_templates']) {
      await q.query(`CREATE TRIGGER ${table}_one_default BEFORE INSERT OR UPDATE OF is_default, deleted_at ON ${table}
        FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION template_keep_one_default()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['invoice_templates', 'quotation_templates']) await q.query(`DROP TRIGGER ${table}_one_default ON ${table}`);
    await q.query(`DROP FUNCTION template_keep_one_default()`);
  }
}
