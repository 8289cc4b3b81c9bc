import { importsRefusal, type FieldRule, type FieldRefusal } from '@ginuma/domain';

export const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export type DecimalSeparator = '.' | ',';

/** How a file writes its numbers and dates; a user chooses it when the file is not the template's. */
export interface CellFormats {
  decimalSeparator: DecimalSeparator;
  dateFormat: DateFormat;
}

export const DEFAULT_FORMATS: CellFormats = { decimalSeparator: '.', dateFormat: 'dd/MM/yyyy' };

/** The formats a form's fields ask for, or the refusal of the one that is not known. */
export function cellFormats(decimal: unknown, date: unknown): CellFormats | { field: string; refusal: FieldRefusal } {
  const decimalSeparator = decimal === undefined || decimal === '' ? DEFAULT_FORMATS.decimalSeparator : decimal;
  const dateFormat = date === undefined || date === '' ? DEFAULT_FORMATS.dateFormat : date;
  if (decimalSeparator !== '.' && decimalSeparator !== ',') return { field: 'decimal_separator', refusal: importsRefusal.field('decimal-separator') };
  if (!(DATE_FORMATS as readonly unknown[]).includes(dateFormat)) return { field: 'date_format', refusal: importsRefusal.field('date-format') };
  return { decimalSeparator, dateFormat: dateFormat as DateFormat };
}

/**
 * A decimal as the API reads it: the thousands separators (the other mark, spaces, an
 * apostrophe) and a leading Rs./LKR dropped, the decimal mark a point. Text that is still not
 * a plain number is left for the field's rule to refuse in its own words.
 */
export function decimalText(text: string, separator: DecimalSeparator): string {
  const thousands = separator === '.' ? ',' : '.';
  const bare = text
    .trim()
    .replace(/^(rs\.?|lkr)\s*/i, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  const grouped = separator === '.' ? /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/ : /^[+-]?\d{1,3}(\.\d{3})+(,\d*)?$/;
  const plain = grouped.test(bare) ? bare.split(thousands).join('') : bare;
  const normalised = separator === ',' ? plain.replace(',', '.') : plain;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised) ? normalised : text;
}

/** A date as YYYY-MM-DD from the file's format; anything else is left for the date rule to refuse. */
export function dateText(text: string, format: DateFormat): string {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const parts = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(trimmed);
  if (!parts || format === 'yyyy-MM-dd') return trimmed;
  const [, a, b, year] = parts;
  if (year.length !== 4) return trimmed;
  const [day, month] = format === 'dd/MM/yyyy' ? [a, b] : [b, a];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A cell's text as the field's rule reads it; a choice matches whatever its case. */
export function fieldText(text: string, rule: FieldRule, formats: CellFormats): string {
  switch (rule.type) {
    case 'money':
    case 'quantity':
    case 'percentage':
      return decimalText(text, formats.decimalSeparator);
    case 'integer':
      return decimalText(text, formats.decimalSeparator).replace(/\.0*$/, '');
    case 'date':
      return dateText(text, formats.dateFormat);
    case 'choice':
      return rule.choices.find((c) => c.toLowerCase() === text.trim().toLowerCase()) ?? text;
    default:
      return text;
  }
}
