import { Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Res, StreamableFile, UploadedFile, UseInterceptors, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { findRecord } from '../../platform/records/record-store';
import { logoTypeOf } from './logo-image';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/**
 * What a template has beyond its record: being the default, and a logo (jpeg, png or gif,
 * checked by content). Invoice and quotation templates are the same class.
 */
export function templateController(resource: RecordResource): Type<unknown> {
  const p = resource.permission;

  @Controller(`api/${resource.name}`)
  class TemplateController {
    constructor(@Inject(Database) private readonly db: Database) {}

    /** The template documents are made with: the default, else the oldest live one. */
    @Can('show', p)
    @Get('active/template')
    async active(@CurrentPrincipal() me: Principal) {
      const [row] = await this.db.tx.query<{ id: string }>(
        `SELECT id FROM ${resource.table} WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1
          ORDER BY is_default DESC, created_at LIMIT 1`,
        [me.tenantId],
      );
      if (!row) throw new NotFound('No template has been created yet.');
      return findRecord(this.db.tx, resource, me.tenantId, row.id);
    }

    @Can('edit', p)
    @Post('default/:id')
    @HttpCode(200)
    async makeDefault(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string) {
      const template = await findRecord(this.db.tx, resource, me.tenantId, templateId);
      if (template.deleted_at) throw new NotFound();
      // The table's trigger takes the flag from the previous default.
      await this.db.tx.query(`UPDATE ${resource.table} SET is_default = true WHERE tenant_id = $1 AND id = $2`, [me.tenantId, templateId]);
      return findRecord(this.db.tx, resource, me.tenantId, templateId);
    }

    @Can('edit', p)
    @Post('save/image/:id')
    @HttpCode(200)
    @UseInterceptors(FileInterceptor('logo', { limits: { fileSize: MAX_LOGO_BYTES + 1, files: 1 } }))
    async saveLogo(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string, @UploadedFile() file?: Express.Multer.File) {
      if (!file) throw new ValidationFailed({ logo: ['Please select a logo first.'] });
      if (file.size > MAX_LOGO_BYTES) throw new ValidationFailed({ logo: ['The logo may not be greater than 2 MB.'] });
      const type = logoTypeOf(file.buffer);
      if (!type) throw new ValidationFailed({ logo: ['Please upload jpeg.png or gif image'] });
      const changed = await this.db.tx.execute(
        `UPDATE ${resource.table} SET logo = $3, logo_type = $4, updated_at = now() WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`,
        [me.tenantId, templateId, file.buffer, type],
      );
      if (changed === 0) throw new NotFound();
      return findRecord(this.db.tx, resource, me.tenantId, templateId);
    }

    @Can('show', p)
    @Get(':id/logo')
    async logo(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string, @Res({ passthrough: true }) res: Response) {
      const [row] = await this.db.tx.query<{ logo: Buffer | null; logo_type: string | null }>(
        `SELECT logo, logo_type FROM ${resource.table} WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, templateId],
      );
      if (!row?.logo || !row.logo_type) throw new NotFound();
      res.setHeader('Cache-Control', 'private, no-cache');
      return new StreamableFile(row.logo, { type: row.logo_type });
    }

    @Can('edit', p)
    @Delete('delete/logo/:id')
    async deleteLogo(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string) {
      const changed = await this.db.tx.execute(
        `UPDATE ${resource.table} SET logo = NULL, logo_type = NULL, updated_at = now() WHERE tenant_id = $1 AND id = $2 AND logo IS NOT NULL`,
        [me.tenantId, templateId],
      );
      if (changed === 0) throw new NotFound();
      return findRecord(this.db.tx, resource, me.tenantId, templateId);
    }
  }

  Object.defineProperty(TemplateController, 'name', { value: `${resource.table}TemplateController` });
  return TemplateController;
}
