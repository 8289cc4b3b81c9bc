import type { CommandBus } from '@nestjs/cqrs';
import type { DomainError, FieldRefusal, ImportColumn, ImportKindSpec, ImportOutcome, ImportRowError } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { fieldText, type CellFormats } from './cell-values';
import type { StoredSheet } from './import-store';

/** What one run of a file needs: the principal, the kind, the file and how its columns read. */
export interface ImportRun {
  tx: Tx;
  commands: CommandBus;
  me: Principal;
  spec: ImportKindSpec;
  columns: readonly ImportColumn[];
  sheet: StoredSheet;
  mapping: Readonly<Record<string, string | null>>;
  formats: CellFormats;
  /** The import this run commits: what its rows do is kept for its undo (`keepChanges`). A preview keeps nothing. */
  keepChangesOf?: string;
  /**
   * Told how many more of the file's rows are done, at batch boundaries (a background run's
   * progress); it throws when the run was asked to stop, so a cancel stops the rows there.
   */
  progress?: (rows: number) => Promise<void>;
}

export interface ImportResult {
  counts: Record<ImportOutcome | 'error', number>;
  errors: ImportRowError[];
  /** What the rows that ran since the last `keepChanges` created and changed, in their order. */
  changes: ImportChange[];
}

/** A row's filled cells by the field its column fills, read as the field's rule expects (a named reference as the name). */
export function rowCells(run: ImportRun, cells: readonly string[]): Record<string, string> {
  const byField = new Map(run.columns.map((c) => [c.field, c]));
  const body: Record<string, string> = {};
  run.sheet.headers.forEach((header, i) => {
    const column = byField.get(run.mapping[header] ?? '');
    const cell = (cells[i] ?? '').trim();
    if (column && cell !== '') body[column.field] = column.reference ? cell : fieldText(cell, column.spec.rule, run.formats);
  });
  return body;
}

/** One refusal of a field, said of the row and the file's column it came from. */
export function rowError(row: number, field: string, column: string | null, refusal: FieldRefusal): ImportRowError {
  return { row, column, field, code: refusal.code, ...(refusal.params ? { params: refusal.params } : {}), message: refusal.message };
}

/** A refusal about the whole row (no field named), said of the row alone. */
export function wholeRowError(row: number, error: DomainError): ImportRowError {
  return { row, column: null, field: null, code: error.qualifiedCode, ...(error.details.params ? { params: error.details.params } : {}), message: error.message };
}

/** The file's header of each field the mapping fills. */
export function headersByField(run: ImportRun): ReadonlyMap<string, string> {
  return new Map(Object.entries(run.mapping).flatMap(([header, field]) => (field ? [[field, header] as const] : [])));
}

/** A stored value as a row's text compares with it: nothing is the empty text. */
export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * What one row did to one record, kept with a committed import so it can be undone: a record it
 * created, or the fields (and opening amounts) it changed, with the values before and after.
 * `resource` is the record resource's name, or `ledger-accounts` for the business's own accounts.
 */
export type ImportChange =
  | { resource: string; id: string; outcome: 'create' }
  | { resource: string; id: string; outcome: 'update'; before: Record<string, unknown>; after: Record<string, unknown> };
