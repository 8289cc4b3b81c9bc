import { ClearedRowActions } from '../bank-statements/ClearedDocument';
import type { RecordListExtension } from '../records/RecordList';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen, ScreenField } from '../records/recordScreens';

export type CashEntryKind = 'expense' | 'income';
export type CashTransactionKind = CashEntryKind | 'transfer';

const FIELDS: readonly ScreenField[] = [
  { name: 'code', rule: { type: 'text' } },
  { name: 'kind', rule: { type: 'choice', choices: ['transfer', 'income', 'expense'] } },
  // The cash book's In or Out; a transfer is both, out of its account and into its to account.
  { name: 'direction', rule: { type: 'choice', choices: ['in', 'out', 'in-out'] } },
  { name: 'client_name', rule: { type: 'text' } },
  { name: 'date', rule: { type: 'date' } },
  // Choices so that "Cash" is shown in the user's language; bank account names pass through.
  { name: 'from_account_name', rule: { type: 'choice', choices: [] } },
  { name: 'to_account_name', rule: { type: 'choice', choices: [] } },
  { name: 'expense_category_name', rule: { type: 'text' } },
  { name: 'amount', rule: { type: 'money' } },
  { name: 'remark', rule: { type: 'text' } },
];

/**
 * The cash book's entries on the shared list mechanism. They are in the ledger: edited by a
 * reversal and a replacement, deleted by a reversal, never restored or purged.
 */
function cashScreen(name: 'transactions' | 'expenses' | 'incomes', listFields: readonly string[]): RecordScreen {
  return {
    name,
    permission: name,
    fields: FIELDS,
    openingBalances: [],
    ledgerFigures: [],
    listFields,
    defaultSort: { field: 'code', order: 'DESC' },
    statusFilter: 'status',
    statusChoices: name === 'transactions' ? (['transfer', 'income', 'expense'] as const).map((kind) => ({ id: kind, key: `app.records.choices.${kind}` })) : [],
    choiceFilters:
      name === 'transactions'
        ? [{ name: 'direction', label: 'resources.transactions.fields.direction', choices: (['in', 'out'] as const).map((d) => ({ id: d, key: `app.records.choices.${d}` })) }]
        : [],
    hasStatus: false,
    canExport: true,
    canPurge: false,
    booked: true,
    restorePath: () => '',
    purgePath: () => '',
  };
}

export const CASH_SCREENS = {
  transactions: cashScreen('transactions', ['code', 'kind', 'direction', 'date', 'from_account_name', 'to_account_name', 'client_name', 'amount', 'remark']),
  expense: cashScreen('expenses', ['code', 'date', 'from_account_name', 'expense_category_name', 'client_name', 'amount', 'remark']),
  income: cashScreen('incomes', ['code', 'date', 'from_account_name', 'client_name', 'amount', 'remark']),
} as const;

/** The lists' row actions: an entry a bank reconciliation cleared is not offered for reversal. */
export const CASH_LIST_EXTENSION: RecordListExtension = { RowActions: ClearedRowActions };

/** Everything on the list's own route: `?view=deleted`, `?edit=create|<id>` (spec routes `expenses/{edit}` open the same). */
export function cashLinks(path: string, creatable: boolean): RecordLinks {
  return {
    list: path,
    deleted: `${path}?view=deleted`,
    create: creatable ? `${path}?edit=create` : '',
    edit: (id) => `${path}?edit=${id}`,
  };
}
