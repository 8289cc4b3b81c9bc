import { Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Res, StreamableFile, UploadedFile, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { RecordResource } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { templatesRefusal } from '@ginuma/domain';
import { invalid, notFound } from '../../platform/http/app-errors';
import { FileUpload } from '../../platform/http/file-upload';
import { UpdateRecord } from '../../platform/records/commands/update-record.handler';
import { valid } from '../../platform/records/record-controller.factory';
import { recordRequestClass } from '../../platform/records/record-requests';
import { BodyOf } from '../../platform/http/request-params';
import { logoTypeOf } from './logo-image';
import { SetDefaultTemplate } from './commands/set-default-template.handler';
import { SaveTemplateLogo } from './commands/save-template-logo.handler';
import { DeleteTemplateLogo } from './commands/delete-template-logo.handler';
import { GetActiveTemplate } from './queries/get-active-template.handler';
import { GetTemplateLogo } from './queries/get-template-logo.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
const LOGO = { field: 'logo', label: 'logo', maxBytes: 2 * 1024 * 1024, oneFile: templatesRefusal.field('not-an-image') };

/**
 * What a template has beyond its record: being the default, and a logo (jpeg, png or gif,
 * checked by content). Invoice and quotation templates are the same class.
 */
export function templateController(resource: RecordResource): Type<unknown> {
  const p = resource.permission;

  @Controller(`api/${resource.name}`)
  class TemplateController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Can('show', p)
    @Get('active/template')
    active(@CurrentPrincipal() me: Principal) {
      return this.queries.execute(new GetActiveTemplate(me, resource));
    }

    @Can('edit', p)
    @Post('default/:id')
    @HttpCode(200)
    makeDefault(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string) {
      return this.commands.execute(new SetDefaultTemplate(me, resource, templateId));
    }

    @Can('edit', p)
    @Post('save/image/:id')
    @HttpCode(200)
    @FileUpload(LOGO)
    saveLogo(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string, @UploadedFile() file?: Express.Multer.File) {
      if (!file) throw invalid('logo', templatesRefusal.field('logo-required'));
      const type = logoTypeOf(file.buffer);
      if (!type) throw invalid('logo', templatesRefusal.field('not-an-image'));
      return this.commands.execute(new SaveTemplateLogo(me, resource, templateId, { content: file.buffer, type }));
    }

    /** The public POST for saving a template: the record's own update. */
    @Can('edit', p)
    @Post('temp/update/:id')
    @HttpCode(200)
    update(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string, @BodyOf(recordRequestClass(resource)) body: object) {
      const { values, opening } = valid(resource, body);
      return this.commands.execute(new UpdateRecord(me, resource, templateId, values, opening));
    }

    @Can('show', p)
    @Get(':id/logo')
    async logo(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string, @Res({ passthrough: true }) res: Response) {
      const { logo, type } = await this.queries.execute(new GetTemplateLogo(me, resource, templateId));
      res.setHeader('Cache-Control', 'private, no-cache');
      return new StreamableFile(logo, { type });
    }

    @Can('edit', p)
    @Delete('delete/logo/:id')
    deleteLogo(@CurrentPrincipal() me: Principal, @Param('id', id) templateId: string) {
      return this.commands.execute(new DeleteTemplateLogo(me, resource, templateId));
    }
  }

  Object.defineProperty(TemplateController, 'name', { value: `${resource.table}TemplateController` });
  return TemplateController;
}
