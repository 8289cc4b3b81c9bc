import { Module } from '@nestjs/common';
import { RECORD_RESOURCES } from '@ginuma/domain';
import { recordController } from './record-controller.factory';

/** Master data and settings: one generated controller per record resource. */
@Module({ controllers: RECORD_RESOURCES.map(recordController) })
export class RecordsModule {}
