import type { RefusalParams } from '../shared/domain-error';
import type { ImportKind } from '../imports/import-kinds';
import type { TrialBalanceReport } from './books-reports';

/** What importing a row does (or did): a new record, a changed one, or nothing. */
export type ImportOutcome = 'create' | 'update' | 'unchanged';

/** One refusal of one row: its row number as the spreadsheet shows it (the header is row 1). */
export interface ImportRowError {
  row: number;
  /** The file's header of the refused column; null when the refusal is about the whole row. */
  column: string | null;
  field: string | null;
  code: string;
  params?: RefusalParams;
  message: string;
}

/**
 * The errors sheet in the user's language: the admin says each distinct refusal (by
 * `importErrorKey`) from its catalogue, as it says them on screen, and names the sheet's own
 * columns; the server writes the file's rows with them. A refusal without a text keeps the
 * server's English.
 */
export interface ImportErrorsRequest {
  row_header?: string;
  errors_header?: string;
  texts: Record<string, string>;
}

/** Which refusal an error is, for `ImportErrorsRequest.texts`: its code and its parameters. */
export function importErrorKey(error: Pick<ImportRowError, 'code' | 'params'>): string {
  return JSON.stringify([error.code, error.params ?? null]);
}

/** Which run of a file is under way: its preview (rolled back) or its import. */
export type ImportStage = 'preview' | 'commit';

/** Why a run stopped before its end: the user cancelled it, or it failed (an error, or its server stopped). */
export type ImportStop = 'cancelled' | 'failed';

/** A running import's progress: the file's rows done of its rows, and how fast. */
export interface ImportProgress {
  stage: ImportStage;
  done: number;
  total: number;
  rows_per_second: number;
}

export interface ImportView {
  id: string;
  kind: ImportKind;
  file_name: string;
  /**
   * Previewing and committing: a run is under way (`progress` says how far). Cancelled and failed:
   * the preview stopped before its end, so there is nothing to import (upload the file again).
   * Undone: a committed import whose records were taken out again and whose amounts were reversed.
   */
  status: 'previewing' | 'previewed' | 'committing' | 'committed' | 'undone' | ImportStop;
  /** Why the last run stopped before its end; on a previewed import, its import was cancelled or failed and nothing was imported. */
  stopped: ImportStop | null;
  /** Null unless running, and while the run is handled by another server than the one asked. */
  progress: ImportProgress | null;
  /** The file's header → the field it fills (null: left out). */
  mapping: Record<string, string | null>;
  rows: number;
  counts: Record<ImportOutcome | 'error', number>;
  errors: ImportRowError[];
  /** The books after the import, for a kind with opening amounts. */
  trial_balance: TrialBalanceReport | null;
  created_at: string;
  committed_at: string | null;
  undone_at: string | null;
}
