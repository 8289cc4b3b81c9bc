import { Module } from '@nestjs/common';
import { recordResource } from '@ginuma/domain';
import { templateController } from './templates.controller.factory';

@Module({
  controllers: ['invoice-templates', 'quotation-templates'].map((name) => templateController(recordResource(name)!)),
})
export class TemplatesModule {}
