import { Body, Controller, Delete, HttpCode, Inject, Param, ParseUUIDPipe, Post, type Type } from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';
import { CommandBus, QueryBus, type Command } from '@nestjs/cqrs';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { documentsRefusal, isId, validationRefusal, type Resource } from '@ginuma/domain';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { invalid, notFound } from '../http/app-errors';
import type { DocumentKind } from './document-kind';
import { GetDocument } from './queries/get-document.handler';

/** A draft as its editor loads it and sends it back whole (the body of its PUT). */
export type DraftBody = Record<string, unknown>;

/**
 * One of the public API's fine-grained draft calls (add an item, change a line's price, store a
 * tax…): a change to the draft's whole body. It throws a 422 on a change it cannot read; the
 * result is checked as any PUT body is, by the update command itself.
 */
export interface DraftEdit {
  /** The handler's name, for the route table and the OpenAPI operation id. */
  name: string;
  method: 'POST' | 'DELETE';
  /** Relative to the editing's path; `:id` is the draft's, or absent when `idField` names it in the body. */
  path: string;
  summary: string;
  /** The change's request body, for /api/docs. */
  body: Type<unknown>;
  /** For a path without the draft's id: the body field that holds it (the `…/details` calls). */
  idField?: string;
  apply(draft: DraftBody, change: DraftBody): DraftBody;
}

/** A document kind's draft edits: read through the kind, written by the command its PUT runs. */
export interface DraftEditing {
  /** The controller's path (a public path sometimes names another resource, e.g. voucher-expenses). */
  path: string;
  kind: DocumentKind;
  resource: Resource;
  /** The command the kind's whole-draft PUT executes with this body (as `DocumentSaving.update` makes it). */
  update(me: Principal, id: string, body: DraftBody): Command<unknown> | Promise<Command<unknown>>;
  edits: readonly DraftEdit[];
}

const idPipe = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * The routes of a kind's draft edits, one per edit, each a thin step: read the draft (locked)
 * as `GET /:id` shows it, apply the one change, and execute the same update command `PUT /:id`
 * does. Nothing about the document is decided here, so an edit cannot disagree with the editor.
 */
export function draftEditController(editing: DraftEditing): Type<unknown> {
  @Controller(editing.path)
  class DraftEditController {
    constructor(
      @Inject(QueryBus) readonly queries: QueryBus,
      @Inject(CommandBus) readonly commands: CommandBus,
    ) {}

    async edit(me: Principal, id: string, edit: DraftEdit, change: DraftBody): Promise<unknown> {
      // Read and write back under the row's lock, in the request's one transaction: a second
      // edit of the same draft waits and then reads this one's result, so neither is lost.
      const draft = (await this.queries.execute(new GetDocument(me, editing.kind, id, { lock: true }))) as DraftBody;
      return this.commands.execute(await editing.update(me, id, edit.apply(draft, change)));
    }
  }

  const prototype = DraftEditController.prototype as unknown as Record<string, unknown>;
  for (const edit of editing.edits) {
    const handler = edit.idField
      ? function (this: DraftEditController, me: Principal, change: unknown) {
          const body = changeOf(change);
          const id = body[edit.idField as string];
          if (!isId(id)) throw invalid(edit.idField as string, validationRefusal.field('choice', { label: 'document' }));
          return this.edit(me, id, edit, body);
        }
      : function (this: DraftEditController, me: Principal, id: string, change: unknown) {
          return this.edit(me, id, edit, changeOf(change));
        };
    Object.defineProperty(handler, 'name', { value: edit.name });
    prototype[edit.name] = handler;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, edit.name) as PropertyDescriptor;
    const route = edit.method === 'POST' ? Post(edit.path) : Delete(edit.path);
    for (const decorate of [Can('edit', editing.resource), route, HttpCode(200), ApiOperation({ summary: edit.summary }), ApiBody({ type: edit.body })]) {
      decorate(prototype, edit.name, descriptor);
    }
    // What `tsc` emits for a written handler `(me: Principal, id: string, change: DraftBody)`:
    // a function made here has no compiler metadata, and without it the ValidationPipe is told
    // nothing about the parameters (and Nest warns of it at start-up).
    Reflect.defineMetadata(PARAMTYPES_METADATA, edit.idField ? [Object, Object] : [Object, String, Object], prototype, edit.name);
    CurrentPrincipal()(prototype, edit.name, 0);
    if (edit.idField) {
      Body()(prototype, edit.name, 1);
    } else {
      Param('id', idPipe)(prototype, edit.name, 1);
      Body()(prototype, edit.name, 2);
    }
  }

  Object.defineProperty(DraftEditController, 'name', { value: `${editing.kind.table}DraftEditController` });
  return DraftEditController;
}

/** A missing body is no change named; an array or a scalar is not a change at all. */
function changeOf(body: unknown): DraftBody {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid('body', documentsRefusal.field('change-not-object'));
  return body as DraftBody;
}
