import { Alert, MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { LineEntryKind } from '@ginuma/domain';
import { bankStatementActions } from './bankStatementActions';
import { useBankStatementText } from './useBankStatementText';

export type PickField = 'customer_id' | 'supplier_id' | 'expense_category_id' | 'other_account';
export type Picked = Partial<Record<PickField, string>>;

type Choice = { id: string; name: string };

const PICK = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } } as const;

/** The pickers each kind asks for: a receipt its customer, a voucher its supplier (and a category for what pays no bill), an expense its category, a transfer the other account. */
export const PICKERS: Record<LineEntryKind, PickField[]> = {
  income: [],
  receipt: ['customer_id'],
  expense: ['expense_category_id'],
  voucher: ['supplier_id', 'expense_category_id'],
  transfer: ['other_account'],
};

/** What a kind's document is booked with, of what was picked. */
export const pickedFor = (kind: LineEntryKind, picked: Picked): Picked => Object.fromEntries(PICKERS[kind].filter((f) => picked[f]).map((f) => [f, picked[f]]));

/**
 * The party, category or account a line's document (or a rule's) is booked with, for its kind.
 * `accountId`: the bank account whose lines these are, which a transfer's other account is not.
 */
export function EntryPickers({
  kind,
  picked,
  onPick,
  accountId,
  errorsOf,
}: {
  kind: LineEntryKind;
  picked: Picked;
  onPick: (picked: Picked) => void;
  accountId?: string;
  errorsOf: (field: PickField) => string[] | undefined;
}) {
  const { t } = useBankStatementText();
  const asks = PICKERS[kind];
  const { data: customers = [] } = useGetList<Choice>('customers', PICK, { enabled: asks.includes('customer_id') });
  const { data: suppliers = [] } = useGetList<Choice>('suppliers', PICK, { enabled: asks.includes('supplier_id') });
  const { data: categories = [] } = useGetList<Choice>('expenses-categories', PICK, { enabled: asks.includes('expense_category_id') });
  const { data: accounts = [] } = useQuery({ queryKey: ['bank-statements', 'money-accounts'], queryFn: () => bankStatementActions.moneyAccounts(), enabled: asks.includes('other_account') });
  const choices: Record<PickField, Choice[]> = {
    customer_id: customers,
    supplier_id: suppliers,
    expense_category_id: categories,
    other_account: accounts.filter((a) => a.id !== accountId),
  };
  return (
    <>
      {(kind === 'receipt' || kind === 'voucher') && <Alert severity="info">{t(`${kind}_applies`)}</Alert>}
      {asks.map((field) => (
        <TextField
          key={field}
          select
          name={field}
          label={t(`pick.${field}`)}
          value={picked[field] ?? ''}
          onChange={(e) => onPick({ ...picked, [field]: e.target.value })}
          error={Boolean(errorsOf(field))}
          helperText={errorsOf(field)?.join(' ')}
        >
          {choices[field].map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </>
  );
}
