import { describe, expect, it } from 'vitest';
import { cashEntryPath } from './cashBookActions';

describe('cashEntryPath: where a cash-book entry is written', () => {
  it('books every kind through the cash book from its page, under its permission', () => {
    expect(cashEntryPath('transfer', { viaCashBook: true })).toBe('/api/transactions/transferFund');
    expect(cashEntryPath('income', { viaCashBook: true })).toBe('/api/transactions/incomes');
    expect(cashEntryPath('expense', { viaCashBook: true })).toBe('/api/transactions/expenses');
  });

  it('books an income or expense from its own list as that resource', () => {
    expect(cashEntryPath('income', { viaCashBook: false })).toBe('/api/incomes');
    expect(cashEntryPath('expense', { viaCashBook: false })).toBe('/api/expenses');
  });

  it('edits an entry on its kind, wherever the edit started', () => {
    expect(cashEntryPath('expense', { id: 'e1', viaCashBook: true })).toBe('/api/expenses/e1');
    expect(cashEntryPath('income', { id: 'i1', viaCashBook: false })).toBe('/api/incomes/i1');
  });
});
