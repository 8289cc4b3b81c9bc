import { applyDecorators, Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseBoolPipe, ParseUUIDPipe, Post, Put, Query, Res, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { validationRefusal } from '@ginuma/domain';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { chooseColumns, sheetDownload } from '../export/xlsx';
import { invalid, notFound } from '../http/app-errors';
import { parseListQuery } from '../listing/list-query';
import { setContentRange } from '../listing/content-range';
import { DEFAULT_DOCUMENT_PATHS, type DocumentKind } from './document-kind';
import { ConfirmDocument, DeleteDocument, ReverseDocument } from './commands/document-life-cycle.handler';
import { PurgeDocument } from './commands/purge-document.handler';
import { RestoreDocument } from './commands/restore-document.handler';
import { SaveDocument } from './commands/save-document.handler';
import { ListRows } from '../listing/queries/list-rows.handler';
import { NextDocumentCode } from './queries/next-document-code.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** A route the kind does not have: the method stays, unmapped. */
const unserved: MethodDecorator = () => undefined;

/** A request part the kind's route does not read. */
const unread: ParameterDecorator = () => undefined;

/** `?confirm=true` confirms what is saved (a record's delete: what it warned of); absent or `false`, the draft is only saved. */
export const confirmFlag = new ParseBoolPipe({ optional: true, exceptionFactory: () => invalid('confirm', validationRefusal.field('boolean', { label: 'confirm' })) });

/**
 * What `confirmFlag` answers. Declared `unknown` rather than `boolean` on purpose: for a boolean
 * parameter the global validation pipe, which runs first, reads any text but 'true' as false, and
 * `?confirm=yes` would save a draft instead of being refused.
 */
export type ConfirmFlag = unknown;

/**
 * The routes every document kind shares: list, deleted list, export, next code, save (with
 * save-and-confirm), confirm, reverse, delete, restore and permanent delete, made from its
 * description; each step of the life cycle dispatches the kind's own command, whose decider says
 * whether it is allowed. The list's own actions (deleted list, export) are at `-/…` paths, which
 * no `:id` route takes (platform/http/collection-routes.ts).
 */
export function documentController(kind: DocumentKind): Type<unknown> {
  const { resource, saving, reverse, confirm: confirming, delete: deletion } = kind;
  const defaults = DEFAULT_DOCUMENT_PATHS;
  const routes = { ...defaults.routes, ...kind.routes };
  const sortable = Object.keys(kind.list.sortable);
  const purgeRoute = routes.purge.method === 'POST' ? Post(routes.purge.path) : Delete(routes.purge.path);
  const savingDocs: MethodDecorator = saving
    ? applyDecorators(
        ApiBody({ type: saving.body }),
        ApiQuery({
          name: 'confirm',
          required: false,
          type: Boolean,
          description: 'true: also confirm the saved draft, in the same transaction. A refused confirm saves nothing and answers as the confirm route does.',
        }),
      )
    : unserved;

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
    @(kind.export ? Get(kind.export.path ?? defaults.export) : unserved)
    async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
      if (!kind.export) throw notFound();
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

    /**
     * A new draft; with `?confirm=true`, confirmed too, answering the confirmed document. The body
     * goes to the kind's command as sent: the command reads it with the kind's request class
     * (`saving.body`, through `validBody`), and an update does so only once it has found the draft,
     * so another workspace's id is a 404 and a confirmed document a 409 whatever the body says.
     */
    @Can('create', resource)
    @(saving ? Post(saving.routes?.create ?? defaults.create) : unserved)
    @savingDocs
    create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>, @Query('confirm', confirmFlag) confirm: ConfirmFlag) {
      return this.save(me, null, body, confirm);
    }

    /** A draft rewritten whole; with `?confirm=true`, confirmed too. */
    @Can('edit', resource)
    @(saving ? Put(saving.routes?.update ?? defaults.update) : unserved)
    @savingDocs
    update(
      @CurrentPrincipal() me: Principal,
      @Param('id', id) documentId: string,
      @Body() body: Record<string, unknown>,
      @Query('confirm', confirmFlag) confirm: ConfirmFlag,
    ) {
      return this.save(me, documentId, body, confirm);
    }

    /** Confirms a draft into the ledger. */
    @Can('confirm', resource)
    @(confirming ? Post(confirming.path ?? defaults.confirm) : unserved)
    @HttpCode(200)
    confirm(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string) {
      return this.commands.execute(new ConfirmDocument(me, kind, documentId));
    }

    /** Reverses a confirmed document (a quotation: withdraws it), behind the permission its kind names. */
    @Can(reverse?.can ?? 'confirm', resource)
    @(reverse ? Post(reverse.path ?? defaults.reverse) : unserved)
    @HttpCode(200)
    @(reverse?.body ? ApiBody({ type: reverse.body }) : unserved)
    reverse(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string, @(reverse?.body ? Body() : unread) body: Record<string, unknown> | undefined) {
      return this.commands.execute(new ReverseDocument(me, kind, documentId, body ?? {}));
    }

    /** Soft delete; what a confirmed document's delete does (refused, or reversed first) is its kind's rule. */
    @Can('delete', resource)
    @(deletion ? Delete(deletion.path ?? defaults.delete) : unserved)
    remove(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string) {
      return this.commands.execute(new DeleteDocument(me, kind, documentId));
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

    private save(me: Principal, documentId: string | null, body: Record<string, unknown>, confirmed: ConfirmFlag) {
      return this.commands.execute(new SaveDocument(me, kind, documentId, body, confirmed === true));
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
