import type { Type } from '@nestjs/common';
import type { Command } from '@nestjs/cqrs';
import type { DocumentKind as SequenceKind, Locale, Resource } from '@ginuma/domain';
import type { Principal } from '../auth/principal';
import type { Tx } from '../database/database';
import type { AttachmentKind } from '../attachments/attachment-store';
import type { SheetColumn } from '../export/xlsx';
import type { DomainError } from '@ginuma/domain';
import { notFound } from '../http/app-errors';
import type { ListResource } from '../listing/list-resource';

/** What every document row has that the shared steps read. */
export interface DocumentRow {
  id: string;
  code: string;
  deleted_at: Date | null;
}

/**
 * The paths of the shared routes, relative to `DocumentKind.path`; each may have the public API's
 * aliases beside our own name.
 */
export interface DocumentRoutes {
  list: string[];
  deletedList: string[];
  nextCode: string[];
  restore: string[];
  purge: { method: 'DELETE' | 'POST'; paths: string[] };
}

/** A document's .xlsx export: the list's rows (same filters, every page) in these columns. */
export interface DocumentExport {
  paths: string[];
  file: string;
  title: string;
  columns: readonly SheetColumn[];
}

/** A document as its create and update commands answer it: its view, which names its id. */
export interface SavedDocument {
  id: string;
}

/**
 * A kind whose drafts are saved whole (`POST` new, `PUT /:id`) and confirmed into the ledger:
 * the commands that do each, which the shared save routes compose when asked `?confirm=true`,
 * so saving and confirming is one request and one transaction.
 */
export interface DocumentSaving {
  /** Relative to `DocumentKind.path`: the create route's paths, and the update route's (with `:id`). */
  routes: { create: string[]; update: string[] };
  /** The request body, for /api/docs. */
  body: Type<unknown>;
  create(me: Principal, body: Record<string, unknown>): Command<SavedDocument>;
  update(me: Principal, id: string, body: Record<string, unknown>): Command<SavedDocument>;
  /** Confirms the saved draft; what it answers is what the save-and-confirm answers. */
  confirm(me: Principal, id: string): Command<unknown>;
}

/** The kinds a shared link may open (`shared_links.kind`). */
export type SharedLinkKind = 'invoice' | 'quotation';

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
  /** Who receives it: the customer whose address a mail goes to by default. */
  recipient(row: Row): { customerId: string | null; name: string };
  subject(code: string, workspace: string): string;
  text(code: string, customerName: string, workspace: string): string;
}

/**
 * One kind of document (invoice, quotation, receipt…) as the shared list, deleted list,
 * export, next code, save (and save-and-confirm), restore and permanent delete see it. Its own
 * actions (confirm, reverse…) and its commands stay with its module; this is the part every
 * document has alike. Its functions are methods so that a kind of a wider row still passes where
 * the shared handlers take `DocumentKind`.
 */
export interface DocumentKind<Row extends DocumentRow = DocumentRow> {
  /** The controller's path, e.g. `api/invoices`, or its paths where the public API names the resource twice. */
  path: string | string[];
  routes: DocumentRoutes;
  /** The permission resource whose list/export/create/edit/confirm/restore/purge guard the routes. */
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
