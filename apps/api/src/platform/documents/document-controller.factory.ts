import { Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Res, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { chooseColumns, sheetDownload } from '../export/xlsx';
import { NotFound } from '../http/app-errors';
import { parseListQuery } from '../listing/list-query';
import { setContentRange } from '../listing/content-range';
import type { DocumentKind } from './document-kind';
import { PurgeDocument } from './commands/purge-document.handler';
import { RestoreDocument } from './commands/restore-document.handler';
import { ListRows } from '../listing/queries/list-rows.handler';
import { NextDocumentCode } from './queries/next-document-code.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/** A route the kind does not have: the method stays, unmapped. */
const unserved: MethodDecorator = () => undefined;

/**
 * The routes every document kind shares: list, deleted list, export, next code, restore and
 * permanent delete, made from its description. Register the class before the kind's own
 * controller: its literal paths (`restore`, `get/code`…) must match before that one's `:id`.
 */
export function documentController(kind: DocumentKind): Type<unknown> {
  const { routes, resource } = kind;
  const sortable = Object.keys(kind.list.sortable);
  const purgeRoute = routes.purge.method === 'POST' ? Post(routes.purge.paths) : Delete(routes.purge.paths);

  @Controller(kind.path)
  class DocumentController {
    constructor(
      @Inject(QueryBus) private readonly queries: QueryBus,
      @Inject(CommandBus) private readonly commands: CommandBus,
    ) {}

    @Can('list', resource)
    @Get(routes.list)
    list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return this.page(me, query, res, false);
    }

    @Can('list', resource)
    @Get(routes.deletedList)
    deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return this.page(me, query, res, true);
    }

    /** The live list's rows (same filters, every page) as typed .xlsx cells. */
    @Can('export', resource)
    @(kind.export ? Get(kind.export.paths) : unserved)
    async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
      if (!kind.export) throw new NotFound();
      const list = { ...parseListQuery(query, sortable, kind.list.defaultSort), range: null };
      const page = await this.queries.execute(new ListRows(me, kind.list, list, query.deleted === 'true'));
      // The admin names the columns on screen with headers in the user's language, as master data's exports do.
      return sheetDownload(kind.export.file, kind.export.title, chooseColumns(kind.export.columns, query.columns), page.rows);
    }

    @Can('create', resource)
    @Get(routes.nextCode)
    nextCode(@CurrentPrincipal() me: Principal) {
      return this.queries.execute(new NextDocumentCode(me, kind.sequence));
    }

    @Can('restore', resource)
    @Post(routes.restore)
    @HttpCode(200)
    restore(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string) {
      return this.commands.execute(new RestoreDocument(me, kind, documentId));
    }

    @Can('purge', resource)
    @purgeRoute
    @HttpCode(200)
    purge(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string) {
      return this.commands.execute(new PurgeDocument(me, kind, documentId));
    }

    private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
      const page = await this.queries.execute(new ListRows(me, kind.list, parseListQuery(query, sortable, kind.list.defaultSort), deleted));
      setContentRange(res, kind.list.name, page);
      return page.rows;
    }
  }

  Object.defineProperty(DocumentController, 'name', { value: `${kind.table}DocumentController` });
  return DocumentController;
}
