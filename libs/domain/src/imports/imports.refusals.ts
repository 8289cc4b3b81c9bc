import { refusals } from '../shared/domain-error';

/** Bringing records in from a spreadsheet: the file, its kind, and committing what it previewed. */
export const importsRefusal = refusals('imports', {
  kind: { status: 422, message: 'Choose what the file holds: customers, suppliers, products, bank accounts, accounts, invoices, bills, receipts or vouchers.' },
  'file-required': { status: 422, message: 'Please choose a CSV or Excel file.' },
  'file-type': { status: 422, message: 'The file must be a CSV file or an Excel workbook (.xlsx).' },
  'no-rows': { status: 422, message: 'The file has a header row but no rows to import.' },
  'no-columns': { status: 422, message: 'None of the file’s columns matches a field. Use the template’s headers or map the columns.' },
  mapping: { status: 422, message: 'The column mapping must be JSON naming a field for each column.' },
  'date-format': { status: 422, message: 'The date format must be dd/MM/yyyy, MM/dd/yyyy or yyyy-MM-dd.' },
  'decimal-separator': { status: 422, message: 'The decimal separator must be a point or a comma.' },
  'has-errors': { status: 409, message: 'Some rows have errors: fix them in the file and upload it again.' },
  committed: { status: 409, message: 'This import has already been imported.' },
  'not-committed': { status: 409, message: 'Only an imported file can be undone.' },
  undone: { status: 409, message: 'This import has already been undone.' },
  running: { status: 409, message: 'This file is still being read. Wait for it to finish, or cancel it.' },
  'not-running': { status: 409, message: 'Only a preview or an import that is still running can be cancelled.' },
  'preview-stopped': { status: 409, message: 'The preview of this file did not finish. Upload the file again.' },
  'customer-unknown': { status: 422, message: 'No customer has the email or name “%{name}”. Import the customers first, or correct the name.' },
  'supplier-unknown': { status: 422, message: 'No supplier has the email or name “%{name}”. Import the suppliers first, or correct the name.' },
  'category-unknown': { status: 422, message: 'No expense category is named “%{name}”. Add it under the expense categories first, or correct the name.' },
  'invoice-unknown': { status: 422, message: 'No invoice has the number “%{name}”. Import the invoices first, or correct the number.' },
  'account-unknown': { status: 422, message: 'No bank account is named “%{name}”. Add it under the bank accounts first, or correct the name.' },
  'bill-unknown': { status: 422, message: 'The supplier has no bill numbered “%{name}”. Import the bills first, or correct the number.' },
  'product-unknown': { status: 422, message: 'No product has the code or name “%{name}”. Import the products first, or leave the product empty for a line that is only a description.' },
  'undo-in-use': { status: 409, message: '%{name} has been used since the import, so the import cannot be undone. Reverse or delete what uses it first.' },
});
