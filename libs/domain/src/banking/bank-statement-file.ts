import { Money } from '../money/money';
import { parseDecimalInput } from '../money/money.parse';
import { isCalendarDate } from '../shared/calendar-date';
import { bankStatementsRefusal } from './bank-statements.refusals';

/*
 * A bank's statement export, read into lines. The file's rows arrive as text cells (the API
 * reads CSV and XLSX into them); which column holds what is a mapping, guessed from the
 * headers in English or Sinhala or given by the user, with the date format and the decimal
 * separator, both detected from the values unless given.
 */

export const STATEMENT_DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'dd-MMM-yy'] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

export const STATEMENT_COLUMNS = ['date', 'description', 'reference', 'amount', 'debit', 'credit', 'balance'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];
export type DecimalSeparator = '.' | ',';

/** Which column (0-based) holds what, on which row the headers are (1-based), and how dates and amounts are written. */
export interface StatementMapping {
  header_row: number;
  columns: Partial<Record<StatementColumn, number>>;
  date_format: StatementDateFormat;
  decimal_separator: DecimalSeparator;
}

/** One line of a statement: `amount` is signed, money in positive, as a JSON decimal. */
export interface StatementLine {
  row: number;
  date: string;
  description: string;
  reference: string | null;
  amount: string;
  balance: string | null;
}

export interface ReadStatement {
  headers: string[];
  mapping: StatementMapping;
  /** Every format all the file's dates can be read in, for the user to confirm one. */
  date_formats: StatementDateFormat[];
  lines: StatementLine[];
}

const HEADERS: Record<StatementColumn, readonly string[]> = {
  date: ['date', 'txn date', 'transaction date', 'tran date', 'trans date', 'value date', 'posting date', 'post date', 'දිනය', 'ගනුදෙනු දිනය', 'වටිනාකම් දිනය'],
  description: ['description', 'narration', 'narrative', 'particulars', 'details', 'transaction details', 'remarks', 'විස්තරය', 'විස්තර', 'ගනුදෙනු විස්තරය'],
  reference: ['reference', 'ref', 'ref no', 'reference no', 'reference number', 'cheque no', 'cheque number', 'chq no', 'instrument no', 'යොමුව', 'යොමු අංකය', 'චෙක්පත් අංකය'],
  amount: ['amount', 'transaction amount', 'amount lkr', 'මුදල', 'ප්‍රමාණය'],
  debit: ['debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'dr', 'හර', 'හර මුදල', 'ආපසු ගැනීම්'],
  credit: ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'cr', 'බැර', 'බැර මුදල', 'තැන්පතු'],
  balance: ['balance', 'running balance', 'available balance', 'ශේෂය', 'ශේෂ'],
};
/** Banks print a title, the account and the period above the table: its headers are within the first rows. */
const HEADER_SEARCH_ROWS = 30;
const MAX_DESCRIPTION = 500;
const MAX_REFERENCE = 100;

function headerKey(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.:#*()_/\\-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The columns a header row names by itself, each header read in English or Sinhala. */
export function guessColumns(headers: readonly string[]): Partial<Record<StatementColumn, number>> {
  const columns: Partial<Record<StatementColumn, number>> = {};
  headers.forEach((header, index) => {
    const key = headerKey(header);
    const column = STATEMENT_COLUMNS.find((c) => HEADERS[c].includes(key));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return columns;
}

function usable(columns: Partial<Record<StatementColumn, number>>): boolean {
  return columns.date !== undefined && (columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
// A spreadsheet's date cell reads as an ISO date, possibly with a time of day.
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+Z?)?$/;
const MONTH_NAME_DATE = /^(\d{1,2})[- /]([a-z]{3})[- /](\d{2}|\d{4})$/i;

/** `text` as a business date in `format`, or null when it is not one. */
export function statementDateOf(text: string, format: StatementDateFormat): string | null {
  const value = text.trim();
  let parts: [string, string, string] | null = null;
  if (format === 'yyyy-MM-dd') {
    const m = ISO_DATE.exec(value);
    if (m) parts = [m[1], m[2], m[3]];
  } else if (format === 'dd-MMM-yy') {
    const m = MONTH_NAME_DATE.exec(value);
    const month = m ? MONTHS.indexOf(m[2].toLowerCase()) + 1 : 0;
    if (m && month > 0) parts = [m[3].length === 2 ? `20${m[3]}` : m[3], String(month), m[1]];
  } else {
    const m = NUMERIC_DATE.exec(value);
    if (m) parts = format === 'dd/MM/yyyy' ? [m[3], m[2], m[1]] : [m[3], m[1], m[2]];
  }
  if (!parts) return null;
  const date = `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** The formats every date reads in; Sri Lankan banks write the day first, so that order is preferred. */
export function dateFormatsOf(values: readonly string[]): StatementDateFormat[] {
  const preferred: StatementDateFormat[] = ['dd/MM/yyyy', 'yyyy-MM-dd', 'dd-MMM-yy', 'MM/dd/yyyy'];
  return preferred.filter((format) => values.length > 0 && values.every((v) => statementDateOf(v, format) !== null));
}

const AMOUNT_NOISE = /^(lkr|rs\.?|රු\.?)\s*|\s*(lkr)$/i;
// Made once: a statement has tens of thousands of amounts to look at.
const COMMA_DECIMALS = /\d,\d{1,2}\)?\s*(cr|dr)?-?$/i;
const POINT_DECIMALS = /\d\.\d{1,2}\)?\s*(cr|dr)?-?$/i;

/** A comma decimal separator shows as a comma before the last one or two digits, where no point ever does. */
export function decimalSeparatorOf(values: readonly string[]): DecimalSeparator {
  const ends = (separator: RegExp) => values.some((v) => separator.test(v.trim()));
  return ends(COMMA_DECIMALS) && !ends(POINT_DECIMALS) ? ',' : '.';
}

/**
 * A statement's amount as a signed JSON decimal: `-`, a trailing `-`, parentheses or `DR` make it
 * negative; thousands separators and a currency name are dropped. Empty → null; unreadable → undefined.
 */
export function statementAmountOf(text: string, separator: DecimalSeparator): string | null | undefined {
  let value = text.trim().replace(AMOUNT_NOISE, '').trim();
  if (value === '' || value === '-') return null;
  let negative = false;
  const suffix = /\s*(cr|dr)$/i.exec(value);
  if (suffix) {
    negative = suffix[1].toLowerCase() === 'dr';
    value = value.slice(0, suffix.index);
  }
  if (/^\(.*\)$/.test(value)) [negative, value] = [true, value.slice(1, -1)];
  if (value.endsWith('-')) [negative, value] = [true, value.slice(0, -1)];
  if (value.startsWith('-')) [negative, value] = [!negative, value.slice(1)];
  const thousands = separator === '.' ? /[,\s'\u00a0]/g : /[.\s'\u00a0]/g;
  value = value.replace(thousands, '');
  if (separator === ',') value = value.replace(',', '.');
  const parsed = parseDecimalInput(value, 2, { sign: 'non-negative' });
  if (!parsed.ok) return undefined;
  return (negative && !parsed.value.isZero() ? parsed.value.negated() : parsed.value).toFixed(2);
}

/** A mapping as a client sends it (JSON text or an object), checked against the file's width; null when none was sent. */
export function statementMappingOf(input: unknown): Partial<StatementMapping> | null {
  if (input === undefined || input === null || input === '') return null;
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw bankStatementsRefusal.onField('mapping', 'mapping');
    }
  }
  const fail = () => bankStatementsRefusal.onField('mapping', 'mapping');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail();
  const given = value as Record<string, unknown>;
  const mapping: Partial<StatementMapping> = {};
  if (given.header_row !== undefined) {
    if (!Number.isInteger(given.header_row) || (given.header_row as number) < 1) throw fail();
    mapping.header_row = given.header_row as number;
  }
  if (given.columns !== undefined) {
    if (typeof given.columns !== 'object' || given.columns === null) throw fail();
    const columns: Partial<Record<StatementColumn, number>> = {};
    for (const [name, index] of Object.entries(given.columns)) {
      if (index === null) continue;
      if (!(STATEMENT_COLUMNS as readonly string[]).includes(name) || !Number.isInteger(index) || (index as number) < 0 || (index as number) > 200) throw fail();
      columns[name as StatementColumn] = index as number;
    }
    if (!usable(columns)) throw fail();
    mapping.columns = columns;
  }
  if (given.date_format !== undefined) {
    if (!(STATEMENT_DATE_FORMATS as readonly unknown[]).includes(given.date_format)) throw fail();
    mapping.date_format = given.date_format as StatementDateFormat;
  }
  if (given.decimal_separator !== undefined) {
    if (given.decimal_separator !== '.' && given.decimal_separator !== ',') throw fail();
    mapping.decimal_separator = given.decimal_separator;
  }
  return mapping;
}

function headerRowOf(rows: readonly string[][], given: Partial<StatementMapping>): number {
  if (given.header_row !== undefined) return given.header_row;
  const index = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => usable(guessColumns(row)));
  if (index < 0 && given.columns) return 1;
  if (index < 0) throw bankStatementsRefusal.onField('file', 'no-columns');
  return index + 1;
}

/**
 * The statement's lines, under the mapping the user gave or the one its headers and values
 * suggest. A row with no money on it (an opening-balance row, a blank or a footer) is passed
 * over; a date or an amount that cannot be read refuses the file, naming its row and column.
 */
export function readStatement(rows: readonly string[][], given: Partial<StatementMapping> = {}): ReadStatement {
  const headerRow = headerRowOf(rows, given);
  const headers = (rows[headerRow - 1] ?? []).map((h) => h.trim());
  const columns = given.columns ?? guessColumns(headers);
  if (!usable(columns)) throw bankStatementsRefusal.onField('file', 'no-columns');
  const cell = (row: readonly string[], column: StatementColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  const columnName = (column: StatementColumn) => {
    const index = columns[column] as number;
    return headers[index] || `#${index + 1}`;
  };
  const body = rows.slice(headerRow).map((row, i) => ({ row, number: headerRow + i + 1 }));
  const moneyColumns = (['amount', 'debit', 'credit', 'balance'] as const).filter((c) => columns[c] !== undefined);
  const separator = given.decimal_separator ?? decimalSeparatorOf(body.flatMap(({ row }) => moneyColumns.map((c) => cell(row, c))).filter((v) => v !== ''));

  const amountAt = (row: readonly string[], number: number, column: StatementColumn): string | null => {
    const text = cell(row, column);
    const amount = statementAmountOf(text, separator);
    if (amount === undefined) throw bankStatementsRefusal.onField('file', 'bad-amount', { row: number, column: columnName(column), value: text.slice(0, 40) });
    return amount;
  };
  const moneyOf = (row: readonly string[], number: number): string | null => {
    if (columns.amount !== undefined) return amountAt(row, number, 'amount');
    const credit = columns.credit !== undefined ? amountAt(row, number, 'credit') : null;
    const debit = columns.debit !== undefined ? amountAt(row, number, 'debit') : null;
    if (credit === null && debit === null) return null;
    // Some banks print withdrawals as negative numbers in their debit column.
    return Money.of(credit ?? '0').abs().minus(Money.of(debit ?? '0').abs()).toFixed();
  };

  const moving = body
    .map(({ row, number }) => ({ row, number, amount: moneyOf(row, number) }))
    .filter((r): r is { row: string[]; number: number; amount: string } => r.amount !== null && !/^-?0\.00$/.test(r.amount));
  const dates = moving.map(({ row }) => cell(row, 'date'));
  const date_formats = dateFormatsOf(dates);
  const date_format = given.date_format ?? date_formats[0] ?? bestEffortFormat(dates);

  const lines = moving.map(({ row, number, amount }): StatementLine => {
    const text = cell(row, 'date');
    const date = statementDateOf(text, date_format);
    if (!date) throw bankStatementsRefusal.onField('file', 'bad-date', { row: number, column: columnName('date'), value: text.slice(0, 40), format: date_format });
    return {
      row: number,
      date,
      description: cell(row, 'description').slice(0, MAX_DESCRIPTION),
      reference: cell(row, 'reference').slice(0, MAX_REFERENCE) || null,
      amount,
      balance: columns.balance !== undefined ? amountAt(row, number, 'balance') : null,
    };
  });
  if (lines.length === 0) throw bankStatementsRefusal.onField('file', 'no-lines');
  return { headers, mapping: { header_row: headerRow, columns, date_format, decimal_separator: separator }, date_formats, lines };
}

/** The format most of the dates read in, so the refusal names the row that does not. */
function bestEffortFormat(dates: readonly string[]): StatementDateFormat {
  const fits = (format: StatementDateFormat) => dates.filter((d) => statementDateOf(d, format) !== null).length;
  return [...STATEMENT_DATE_FORMATS].sort((a, b) => fits(b) - fits(a))[0];
}
