import { Module } from '@nestjs/common';
import { recordResource } from '@ginuma/domain';
import { templateController } from './templates.controller.factory';
import { SetDefaultTemplateHandler } from './commands/set-default-template.handler';
import { SaveTemplateLogoHandler } from './commands/save-template-logo.handler';
import { DeleteTemplateLogoHandler } from './commands/delete-template-logo.handler';
import { GetActiveTemplateHandler } from './queries/get-active-template.handler';
import { GetTemplateLogoHandler } from './queries/get-template-logo.handler';

@Module({
  controllers: ['invoice-templates', 'quotation-templates'].map((name) => templateController(recordResource(name)!)),
  providers: [SetDefaultTemplateHandler, SaveTemplateLogoHandler, DeleteTemplateLogoHandler, GetActiveTemplateHandler, GetTemplateLogoHandler],
})
export class TemplatesModule {}
