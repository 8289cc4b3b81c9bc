import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { PAY_TYPES, type PayType, type RefundKind } from '@ginuma/domain';
import type { FieldErrors } from '../providers/apiErrors';
import { Panel } from '../forms/Panel';
import { needsAccount } from './allocationKinds';
import type { AllocationForm } from './paymentForm';

type Named = RaRecord & { name: string };

// Cash first: a new refund's default.
const REFUND_TYPES: readonly RefundKind[] = ['Cash Refund', 'Credit Refund'];

interface FieldsProps {
  form: AllocationForm;
  set: (change: Partial<AllocationForm>) => void;
  errors: FieldErrors;
  readOnly: boolean;
  accounts: Named[];
  /** The customer's credit balance, formatted. */
  creditBalance: string;
}

export const editorGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/** A receipt's money: how it was paid, into which account, and how much. */
export function ReceiptMoneyFields({ form, set, errors, readOnly, accounts, creditBalance }: FieldsProps) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.payments.fields.${field}`);
  const p = (key: string) => translate(`app.payments.${key}`);
  return (
    <>
      <TextField
        select
        label={label('pay_type')}
        value={form.pay_type}
        disabled={readOnly}
        onChange={(e) => set({ pay_type: e.target.value as PayType })}
        error={Boolean(errors.pay_type)}
        helperText={errors.pay_type}
        slotProps={{ htmlInput: { 'data-testid': 'pay-type' } }}
      >
        {PAY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {p(`pay_types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {needsAccount(form) ? (
        <TextField
          select
          label={label('account')}
          value={form.account_id}
          disabled={readOnly}
          onChange={(e) => set({ account_id: e.target.value })}
          error={Boolean(errors.account_id)}
          helperText={errors.account_id}
        >
          {accounts.map((a) => (
            <MenuItem key={String(a.id)} value={String(a.id)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField label={form.pay_type === 'Credit' ? p('credit_balance') : label('account')} value={form.pay_type === 'Credit' ? creditBalance : p('cash_account')} disabled />
      )}
      <TextField
        label={label('paid_amount')}
        value={form.paid_amount}
        disabled={readOnly}
        onChange={(e) => set({ paid_amount: e.target.value })}
        error={Boolean(errors.paid_amount)}
        helperText={errors.paid_amount}
        slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
      />
    </>
  );
}

/** A refund's money: cash (from cash in hand or a bank account) or back to the customer's credit. */
export function RefundMoneyFields({ form, set, errors, readOnly, accounts, creditBalance }: FieldsProps) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.payments/refunds.fields.${field}`);
  const p = (key: string) => translate(`app.payments.${key}`);
  return (
    <>
      <TextField
        select
        label={label('refund_type')}
        value={form.refund_type}
        disabled={readOnly}
        onChange={(e) => set({ refund_type: e.target.value as RefundKind })}
        error={Boolean(errors.refund_type)}
        helperText={errors.refund_type}
      >
        {REFUND_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {p(`refund_types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {form.refund_type === 'Cash Refund' ? (
        <TextField
          select
          label={label('account')}
          value={form.account_id || 'cash'}
          disabled={readOnly}
          onChange={(e) => set({ account_id: e.target.value === 'cash' ? '' : e.target.value })}
          error={Boolean(errors.account_id)}
          helperText={errors.account_id}
        >
          <MenuItem value="cash">{p('cash_account')}</MenuItem>
          {accounts.map((a) => (
            <MenuItem key={String(a.id)} value={String(a.id)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField label={p('credit_balance')} value={creditBalance} disabled />
      )}
    </>
  );
}

/** A cheque receipt's cheque: its number and post date are checked by the API. */
export function ChequePanel({ form, set, errors, readOnly }: Omit<FieldsProps, 'accounts' | 'creditBalance'>) {
  const translate = useTranslate();
  const p = (key: string) => translate(`app.payments.${key}`);
  return (
    <Panel title={p('cheque_section')}>
      <Box sx={editorGrid}>
        <TextField
          label={p('cheque_number')}
          value={form.cheque_number}
          disabled={readOnly}
          onChange={(e) => set({ cheque_number: e.target.value })}
          error={Boolean(errors.cheque_number)}
          helperText={errors.cheque_number}
        />
        <TextField
          type="date"
          label={p('post_date')}
          value={form.post_date}
          disabled={readOnly}
          onChange={(e) => set({ post_date: e.target.value })}
          error={Boolean(errors.post_date)}
          helperText={errors.post_date}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label={p('bank')} value={form.bank} disabled={readOnly} onChange={(e) => set({ bank: e.target.value })} />
        <TextField label={p('branch')} value={form.branch} disabled={readOnly} onChange={(e) => set({ branch: e.target.value })} />
        <TextField label={p('account_number')} value={form.account_number} disabled={readOnly} onChange={(e) => set({ account_number: e.target.value })} />
      </Box>
    </Panel>
  );
}
