import { Module } from '@nestjs/common';
import { ListRowsHandler } from './queries/list-rows.handler';

/** The one list query, for every module's list screens. */
@Module({ providers: [ListRowsHandler] })
export class ListingModule {}
