import { refusals } from '../shared/domain-error';

/** Bringing records in from a spreadsheet: the file, its kind, and committing what it previewed. */
export const importsRefusal = refusals('imports', {
  kind: { status: 422, message: 'Choose what the file holds: customers, suppliers, products, bank accounts or accounts.' },
  'file-required': { status: 422, message: 'Please choose a CSV or Excel file.' },
  'file-type': { status: 422, message: 'The file must be a CSV file or an Excel workbook (.xlsx).' },
  'no-rows': { status: 422, message: 'The file has a header row but no rows to import.' },
  'no-columns': { status: 422, message: 'None of the file’s columns matches a field. Use the template’s headers or map the columns.' },
  mapping: { status: 422, message: 'The column mapping must be JSON naming a field for each column.' },
  'date-format': { status: 422, message: 'The date format must be dd/MM/yyyy, MM/dd/yyyy or yyyy-MM-dd.' },
  'decimal-separator': { status: 422, message: 'The decimal separator must be a point or a comma.' },
  'has-errors': { status: 409, message: 'Some rows have errors: fix them in the file and upload it again.' },
  committed: { status: 409, message: 'This import has already been imported.' },
});
