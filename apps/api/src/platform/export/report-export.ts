import type { StreamableFile } from '@nestjs/common';
import type { Principal } from '../auth/principal';
import type { ListQuery } from '../listing/list-query';
import { writeWorkbook, xlsxDownload, type SheetColumn, type SheetSpec } from './xlsx';

/**
 * The question a report export answered: what was asked (business dates,
 * filters), as known at which instant, by whom and when. It travels with the figures as the
 * workbook's "Question" sheet, so anyone holding the file can ask again with the same
 * `known_at` and get the same figures cell for cell, even after back-dated corrections.
 */
export interface ReportQuestion {
  /** The report's name, as its first sheet is titled. */
  report: string;
  /** The route that answers it (`/api/reports/trial-balance`), to ask again. */
  path: string;
  /** Business date D of a balance-type report. */
  asOf?: string | null;
  /** The period of a movement-type report. */
  from?: string | null;
  to?: string | null;
  /**
   * Instant T the figures were known at; every report export resolves it (the moment of
   * export by default) before reading, see `exportKnownAt`. null only where the report
   * cannot answer "as known at": then `note` says what it did answer.
   */
  knownAt: string | null;
  /** Every other filter as sent (query parameter → value); absent filters may be omitted. */
  filters?: Record<string, string | null | undefined>;
  note?: string;
}

/** The sheet of the question: one row per fact, in the order a reader needs them. */
export const QUESTION_SHEET = 'Question';

const QUESTION_COLUMNS: readonly SheetColumn[] = [
  { key: 'question', header: 'Question', type: 'text' },
  { key: 'answer', header: 'Answer', type: 'text' },
];

/**
 * T of an export: the `known_at` asked for, else this moment to the millisecond. The report
 * must be read with it (not with "now"), so the file's figures are exactly those the
 * question sheet reproduces.
 */
/** The rows' order is part of a list report's answer: asking again without it would not reproduce the sheet. */
export function askedSort(list: Pick<ListQuery, 'sort'>): string {
  return JSON.stringify([list.sort.field, list.sort.order]);
}

/** The asked order as the sheet's heading says it: by the column's header ("Date, ascending"), not as the request encodes it. */
function readableSort(asked: string, columns: readonly SheetColumn[]): string {
  const [field, order] = JSON.parse(asked) as [string, string];
  const header = columns.find((column) => column.key === field)?.header ?? field.replaceAll('_', ' ');
  return `sorted by ${header}, ${order === 'DESC' ? 'descending' : 'ascending'}`;
}

export function exportKnownAt(knownAt: string | undefined | null, now: Date = new Date()): string {
  return knownAt ?? now.toISOString();
}

/** The rows of the question sheet (exported for tests and for a screen that shows them). */
export function questionRows(me: Pick<Principal, 'name' | 'email'>, question: ReportQuestion, askedAt: Date): { question: string; answer: string }[] {
  const rows: { question: string; answer: string }[] = [{ question: 'Report', answer: question.report }];
  const add = (label: string, value: string | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') rows.push({ question: label, answer: value });
  };
  add('As of', question.asOf);
  add('From', question.from);
  add('To', question.to);
  rows.push({ question: 'Known at', answer: question.knownAt ?? 'not applicable (see note)' });
  for (const [name, value] of Object.entries(question.filters ?? {})) add(`Filter ${name}`, value);
  rows.push({ question: 'Asked by', answer: `${me.name} <${me.email}>` });
  rows.push({ question: 'Asked at', answer: askedAt.toISOString() });
  rows.push({ question: 'Ask again', answer: askAgain(question) });
  add('Note', question.note);
  return rows;
}

/** The request that reproduces the figures: the same path and parameters, with `known_at`. */
export function askAgain(question: ReportQuestion): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') params.set(name, value);
  };
  set('as_of', question.asOf);
  set('from', question.from);
  set('to', question.to);
  for (const [name, value] of Object.entries(question.filters ?? {})) set(name, value);
  set('known_at', question.knownAt);
  const query = params.toString();
  return query ? `${question.path}?${query}` : question.path;
}

/**
 * The lines a report's sheet opens with: its name, then the question it answered, so a printed
 * page or a forwarded file says what its figures are.
 */
export function reportHeading(question: ReportQuestion, columns: readonly SheetColumn[] = []): string[] {
  const lines = [question.report];
  if (question.asOf) lines.push(`As of ${question.asOf}`);
  if (question.from || question.to) lines.push(`From ${question.from ?? '…'} to ${question.to ?? '…'}`);
  lines.push(question.knownAt ? `Known at ${question.knownAt}` : `Known at: not applicable${question.note ? ` (${question.note})` : ''}`);
  const filters = Object.entries(question.filters ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (filters.length > 0) lines.push(`Filters: ${filters.map(([name, value]) => (name === 'sort' ? readableSort(value, columns) : `${name} = ${value}`)).join(', ')}`);
  return lines;
}

/**
 * The one way a report is exported: its sheet under its heading, then the question sheet, as `<name>.xlsx`.
 */
export async function reportDownload(
  me: Pick<Principal, 'name' | 'email'>,
  question: ReportQuestion,
  name: string,
  sheet: SheetSpec,
  askedAt: Date = new Date(),
): Promise<StreamableFile> {
  const file = await writeWorkbook([{ ...sheet, heading: reportHeading(question, sheet.columns) }, { title: QUESTION_SHEET, columns: QUESTION_COLUMNS, rows: questionRows(me, question, askedAt) }]);
  return xlsxDownload(name, file);
}
