import type ExcelJS from 'exceljs';

// Reading an export's sheets in the books reports' API specs.

/** A sheet's cells, row by row, as values (ExcelJS numbers its columns from 1). */
export const cellsOf = (sheet: ExcelJS.Worksheet): unknown[][] => {
  const rows: unknown[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
};

/** The question sheet as `{ question: answer }`. */
export const questionOf = (book: ExcelJS.Workbook): Record<string, string> => {
  const sheet = book.getWorksheet('Question');
  if (!sheet) throw new Error(`The export has no Question sheet, only ${book.worksheets.map((w) => w.name).join(', ')}`);
  return Object.fromEntries(cellsOf(sheet).slice(1).map(([q, a]) => [String(q), String(a)]));
};
