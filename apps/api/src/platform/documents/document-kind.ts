import type { Type } from '@nestjs/common';
import type { Command } from '@nestjs/cqrs';
import type { Action, DocumentKind as SequenceKind, Locale, Resource } from '@ginuma/domain';
import type { Principal } from '../auth/principal';
import type { Tx } from '../database/database';
import type { AttachmentKind } from '../attachments/attachment-store';
import type { SheetColumn } from '../export/xlsx';
import type { MailedDocument } from '../mail/document-mail-wording';
import type { DomainError } from '@ginuma/domain';
import { notFound } from '../http/app-errors';
import { LIST_ACTIONS, onCollection } from '../http/collection-routes';
import type { ListResource } from '../listing/list-resource';

/** What every document row has that the shared steps read. */
export interface DocumentRow {
  id: string;
  code: string;
  deleted_at: Date | null;
}

/**
 * The paths of the shared routes, relative to `DocumentKind.path`: one each (the public API's
 * other names for them are aliases, platform/http/route-aliases.ts).
 */
export interface DocumentRoutes {
  list: string;
  deletedList: string;
  nextCode: string;
  restore: string;
  purge: { method: 'DELETE' | 'POST'; path: string };
}

/** Where a kind's shared routes are when it names no other path: a kind names only the paths that differ. */
export const DEFAULT_DOCUMENT_PATHS = {
  routes: {
    list: '',
    deletedList: onCollection(LIST_ACTIONS.deletedList),
    nextCode: 'get/code',
    restore: 'restore/:id',
    purge: { method: 'DELETE', path: 'permanent/:id' },
  },
  export: onCollection(LIST_ACTIONS.export),
  create: '',
  update: ':id',
  confirm: 'confirm/:id',
  reverse: 'reverse/:id',
  delete: ':id',
} as const satisfies { routes: DocumentRoutes } & Record<'export' | 'create' | 'update' | 'confirm' | 'reverse' | 'delete', string>;

/** A document's .xlsx export: the list's rows (same filters, every page) in these columns. */
export interface DocumentExport {
  /** Default `-/export`. */
  path?: string;
  file: string;
  title: string;
  columns: readonly SheetColumn[];
}

/** A document as its create and update commands answer it: its view, which names its id. */
export interface SavedDocument {
  id: string;
}

/** A new draft as its create hands it to the confirm of the same request: its view, and what the create wrote and checked. */
export interface CreatedDraft<Checked> {
  view: SavedDocument;
  checked: Checked;
}

/**
 * Save-and-confirm of a new draft as a kind's create and its confirm, the confirm taking what the
 * create just wrote and checked instead of reading it again (same transaction, same refusals).
 */
export interface CreateThenConfirm<Checked> {
  create(me: Principal, body: Record<string, unknown>): Command<CreatedDraft<Checked>>;
  confirm(me: Principal, created: CreatedDraft<Checked>): Command<unknown>;
}

/** A kind's create-then-confirm pair, typed by what its create checks (the descriptor keeps it as `CreateThenConfirm<unknown>`). */
export function createThenConfirm<Checked>(pair: CreateThenConfirm<Checked>): CreateThenConfirm<unknown> {
  return pair;
}

/**
 * A kind whose drafts are saved whole (`POST` new, `PUT /:id`): the commands that do each. With
 * `?confirm=true` the shared save routes run the kind's `confirm` after the save, so saving and
 * confirming is one request and one transaction.
 */
export interface DocumentSaving {
  /** Relative to `DocumentKind.path`: the create route's path, and the update route's (with `:id`); default `''` and `:id`. */
  routes?: { create?: string; update?: string };
  /** The request body's class, for /api/docs and for the kind's commands to read the body with (`validBody`). */
  body: Type<unknown>;
  /** A kind that reads its body before its command is made (its command takes what the body says) answers a promise of it. */
  create(me: Principal, body: Record<string, unknown>): Command<SavedDocument> | Promise<Command<SavedDocument>>;
  update(me: Principal, id: string, body: Record<string, unknown>): Command<SavedDocument> | Promise<Command<SavedDocument>>;
  /** A new draft's save-and-confirm without reading back what the create wrote; without it, `create` then the kind's `confirm` by id. */
  createThenConfirm?: CreateThenConfirm<unknown>;
}

/**
 * One step of a document's life cycle (confirm, reverse, delete) on one document: the path of its
 * shared route and the kind's command that takes it. The shared route only dispatches the command;
 * whether the step is allowed is the kind's decider's to say (its refusals are the route's).
 */
export interface DocumentAction {
  /** Relative to `DocumentKind.path`, with `:id`; default `confirm/:id`, `reverse/:id` and `:id` (delete). */
  path?: string;
  /** The kind's command for the document; `body` is the request's, for a step that reads one. */
  command(me: Principal, id: string, body: Record<string, unknown>): Command<unknown>;
}

/** Taking a confirmed document back out of the books (or withdrawing it): `POST <path>`, answering 200. */
export interface DocumentReversal extends DocumentAction {
  /** The permission the route's guard asks of the kind's resource: `confirm` where reversing posts to the books, `edit` for a quotation. */
  can: Action;
  /** The request body, for /api/docs; without one the route reads none. */
  body?: Type<unknown>;
}

/**
 * A soft delete: `DELETE <path>`, answering 200. The public API's `POST …/delete/<kind>/:id` is an
 * alias that continues as this DELETE (platform/http/route-aliases.ts).
 */
export type DocumentDeletion = DocumentAction;

/** The kinds a shared link may open (`shared_links.kind`). */
export type SharedLinkKind = 'invoice' | 'quotation' | 'credit-note' | 'debit-note';

/**
 * A document that leaves the app for its customer: printed to PDF, mailed with that PDF
 * attached (through the outbox), or opened by anyone holding its link. Served at
 * `api/<path>/print|email|link/:id` and `api/public/<path>/:token`.
 */
export interface DocumentSharing<Row extends DocumentRow = DocumentRow> {
  /** The resource's path segment, e.g. `invoices`. */
  path: string;
  /** What its links are stored as, and what its mail is about. */
  link: SharedLinkKind;
  pdf(tx: Tx, tenantId: string, row: Row, locale: Locale): Promise<Buffer>;
  /** Who receives it: the customer (or, for a purchase document, the supplier) whose address a mail goes to by default. */
  recipient(row: Row): { customerId: string | null; supplierId?: string | null; name: string };
  /** What its mail says besides the PDF: which document, its amount and the date the customer needs. */
  mail(row: Row): { document: MailedDocument; amount: string; date: string | null };
}

/**
 * One kind of document (invoice, quotation, receipt…) as the shared routes see it: list, deleted
 * list, export, next code, save (and save-and-confirm), confirm, reverse, delete, restore and
 * permanent delete. The kind's commands and rules stay with its module and its decider; this names
 * them. Its functions are methods so that a kind of a wider row still passes where the shared
 * handlers take `DocumentKind`.
 */
export interface DocumentKind<Row extends DocumentRow = DocumentRow> {
  /** The controller's path, e.g. `api/invoices`. */
  path: string;
  /** Each path the kind names instead of its default (`DEFAULT_DOCUMENT_PATHS.routes`). */
  routes?: Partial<DocumentRoutes>;
  /** The permission resource whose list/export/create/edit/confirm/delete/restore/purge guard the routes. */
  resource: Resource;
  list: ListResource;
  /** Without one, the kind has no export route. */
  export?: DocumentExport;
  /** The numbering the next-code route peeks at. */
  sequence: SequenceKind;
  /** The table whose `deleted_at` restore clears and whose row purge deletes. */
  table: string;
  /** A deleted document's file goes with it. */
  attachment?: AttachmentKind;
  /** The row, locked for the transaction when asked; an unknown id is a 404. */
  find(tx: Tx, tenantId: string, id: string, options: { lock?: boolean }): Promise<Row>;
  /** The document as the API shows it. */
  view(tx: Tx, tenantId: string, row: Row): unknown;
  /** Refuses restoring this row (by throwing); without one, only a deleted document comes back. */
  restoreRule?(row: Row): void;
  /** Refuses deleting this row for good (by throwing). */
  purgeRule(row: Row): void;
  /** The answer to a permanent delete, from the row as it was; without one, its view. */
  purged?(row: Row): unknown;
  /** Saving a whole draft, and confirming it with the same request; without it, the kind saves on routes of its own. */
  saving?: DocumentSaving;
  /** Confirming a draft into the ledger (`POST <path>`, 200, behind `confirm`); a kind that saves whole drafts has one. */
  confirm?: DocumentAction;
  /** Reversing it; without one, the kind has no reverse route. */
  reverse?: DocumentReversal;
  /** Deleting it (behind `delete`); without one, the kind has no delete route. */
  delete?: DocumentDeletion;
  /** Print, email and share link; without it, the kind has none of them. */
  sharing?: DocumentSharing<Row>;
}

/** A kind that can be printed, mailed and shared. */
export type SharedDocumentKind<Row extends DocumentRow = DocumentRow> = DocumentKind<Row> & { sharing: DocumentSharing<Row> };

/** Restoring brings back a deleted document; a live one is not in the deleted list (404). */
export function onlyDeleted(row: DocumentRow): void {
  if (!row.deleted_at) throw notFound();
}

/**
 * The usual purge rule: only a deleted draft goes for good, because anything the ledger knows
 * must stay findable; `refusal` says so for this kind of document (a 409, e.g.
 * `() => documentsRefusal('ledger-known', { document: 'receipt' })`).
 */
export function deletedDraftsOnly(refusal: () => DomainError): (row: DocumentRow & { stage: string }) => void {
  return (row) => {
    onlyDeleted(row);
    if (row.stage !== 'pending') throw refusal();
  };
}
