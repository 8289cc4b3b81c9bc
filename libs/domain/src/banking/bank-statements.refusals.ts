import { refusals } from '../shared/domain-error';

/** Statement files, their lines, matching them to documents and reconciling an account to its statement. */
export const bankStatementsRefusal = refusals('bank-statements', {
  'file-required': { status: 422, message: 'Please choose a CSV or Excel statement file.' },
  'file-type': { status: 422, message: 'The statement must be a CSV file or an Excel workbook (.xlsx).' },
  'no-lines': { status: 422, message: 'The statement has no lines to import.' },
  mapping: { status: 422, message: 'The column mapping must name the date column and an amount column, or debit and credit columns.' },
  'no-columns': { status: 422, message: 'The statement’s columns could not be recognised: map the date and amount columns.' },
  'bad-date': { status: 422, message: 'Row %{row}, column %{column}: “%{value}” is not a date in the format %{format}.' },
  'bad-amount': { status: 422, message: 'Row %{row}, column %{column}: “%{value}” is not an amount.' },
  'batch-committed': { status: 409, message: 'This statement has already been imported.' },
  'batch-not-committed': { status: 409, message: 'Only an imported statement can be undone.' },
  'batch-matched': { status: 409, message: 'Unmatch this statement’s lines before undoing it.' },
  'line-matched': { status: 409, message: 'This statement line is already matched.' },
  'line-not-matched': { status: 409, message: 'This statement line is not matched.' },
  'line-reconciled': { status: 409, message: 'This statement line is reconciled: undo the reconciliation first.' },
  'document-unavailable': { status: 422, message: 'The selected document is not a confirmed, unmatched document of this account.' },
  'match-sum': { status: 422, message: 'The documents add up to %{sum}, not the line’s %{amount}.' },
  'documents-required': { status: 422, message: 'Select at least one document.' },
  'create-kind': { status: 422, message: 'A money-in line makes an income, a receipt or a transfer in; a money-out line makes an expense, a voucher or a transfer out.' },
  'reconciliation-difference': { status: 409, message: 'The cleared balance differs from the statement balance by %{difference}.' },
  'reconciliation-date': { status: 409, message: 'The account is already reconciled up to %{date}.' },
  'reconciliation-not-latest': { status: 409, message: 'Only the account’s latest reconciliation can be undone.' },
  'reconciliation-undone': { status: 409, message: 'This reconciliation is already undone.' },
  'rule-condition': { status: 422, message: 'The condition’s comparison or value does not fit its field.' },
  'rule-conditions-required': { status: 422, message: 'Add at least one condition.' },
  'document-cleared': { status: 409, message: 'This document is cleared by the bank reconciliation of %{date}: undo that reconciliation before reversing or deleting it.' },
});
