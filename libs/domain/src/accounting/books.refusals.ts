import { refusals } from '../shared/domain-error';

export const SYSTEM_ACCOUNT_FIXED = 'A system account cannot be changed or deleted.';
export const ACCOUNT_HAS_POSTINGS = 'This account has postings, so it cannot be deleted; deactivate it instead.';
export const JOURNAL_IN_BOOKS = 'A confirmed journal is in the books: reverse it instead of deleting it.';

/** The API's refusals of the chart of accounts' custom accounts and of journal drafts. */
export const booksRefusal = refusals('books', {
  'system-account-fixed': { status: 409, message: SYSTEM_ACCOUNT_FIXED },
  'account-has-postings': { status: 409, message: ACCOUNT_HAS_POSTINGS },
  'account-type-fixed': { status: 409, message: 'This account has postings: its type can no longer change.' },
  'code-fixed': { status: 422, message: 'The code of an account cannot change: its postings carry it.' },
  'code-format': { status: 422, message: 'The code may contain only letters, digits, dots and dashes (at most 20).' },
  'code-reserved': { status: 422, message: 'This code belongs to a system account.' },
  'journal-in-books': { status: 409, message: JOURNAL_IN_BOOKS },
});

export type BooksRefusalCode = Parameters<typeof booksRefusal>[0];
