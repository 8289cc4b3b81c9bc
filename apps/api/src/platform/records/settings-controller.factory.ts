import { Body, Controller, Get, Inject, Put, type Type } from '@nestjs/common';
import { validateRecord, type SettingsDocument } from '@ginuma/domain';
import { Database, type Tx } from '../database/database';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { ValidationFailed } from '../http/app-errors';

/**
 * GET and PUT of a workspace's one settings document. Before the first save the GET answers
 * with defaults (the business name the workspace registered with), so forms start filled.
 */
export function settingsController(document: SettingsDocument, defaults: (me: Principal) => Record<string, unknown>): Type<unknown> {
  const columns = document.fields.map((f) => f.name);

  @Controller(`api/${document.name}`)
  class SettingsController {
    constructor(@Inject(Database) private readonly db: Database) {}

    @Can('show', document.permission)
    @Get()
    async show(@CurrentPrincipal() me: Principal) {
      return (await read(this.db.tx, me)) ?? { id: document.name, ...emptyDocument(), ...defaults(me) };
    }

    @Can('edit', document.permission)
    @Put()
    async update(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
      const result = validateRecord(document.fields, body);
      if (!result.ok) throw new ValidationFailed(result.errors);
      const values = columns.map((c) => result.values[c]);
      await this.db.tx.query(
        `INSERT INTO ${document.table} (tenant_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
         ON CONFLICT (tenant_id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
        [me.tenantId, ...values],
      );
      return read(this.db.tx, me);
    }
  }

  async function read(tx: Tx, me: Principal) {
    const [row] = await tx.query(`SELECT ${columns.join(', ')}, updated_at FROM ${document.table} WHERE tenant_id = $1`, [me.tenantId]);
    return row ? { id: document.name, ...row } : null;
  }

  function emptyDocument() {
    return Object.fromEntries(columns.map((c) => [c, null]));
  }

  Object.defineProperty(SettingsController, 'name', { value: `${document.table}SettingsController` });
  return SettingsController;
}
