import { useEffect, useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { userCanAccess } from '../providers/canAccess';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { bankStatementActions } from './bankStatementActions';
import { ReconciliationPanel } from './ReconciliationPanel';
import { RulesPanel } from './RulesPanel';
import { StatementImport } from './StatementImport';
import { StatementLines } from './StatementLines';
import { useBankStatementText } from './useBankStatementText';

/**
 * `bank-statements`: a bank account's statements. Entry imports them and matches their lines to
 * the documents that moved the money; Admin reconciles the account to a statement's closing balance.
 */
export function BankStatementsPage() {
  const { t } = useBankStatementText();
  const { user } = useWorkspace();
  const { data: accounts } = useQuery({ queryKey: ['bank-statements', 'accounts'], queryFn: () => bankStatementActions.bankAccounts() });
  const [accountId, setAccountId] = useState('');
  // Anything that changes the lines (an import, a match, a reconciliation) refreshes every part of the page.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  useEffect(() => {
    if (!accountId && accounts?.[0]) setAccountId(accounts[0].id);
  }, [accounts, accountId]);
  const can = (action: string) => userCanAccess(user, action, 'bank-statements');

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={2}>
        {accounts?.length === 0 && <Alert severity="info">{t('no_accounts')}</Alert>}
        {accounts && accounts.length > 0 && (
          <TextField select size="small" name="account_id" label={t('account')} value={accountId} onChange={(e) => setAccountId(e.target.value)} sx={{ maxWidth: 360 }}>
            {accounts.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {accountId && (
          <>
            {can('create') && <StatementImport key={accountId} accountId={accountId} canUndo={can('delete')} onChanged={changed} />}
            <RulesPanel key={`rules-${accountId}`} accountId={accountId} canEdit={can('create')} version={version} onChanged={changed} />
            <StatementLines key={`lines-${accountId}`} accountId={accountId} canMatch={can('edit')} canCreate={can('create')} version={version} onChanged={changed} />
            <ReconciliationPanel key={`reconcile-${accountId}`} accountId={accountId} canReconcile={can('confirm')} version={version} onChanged={changed} />
          </>
        )}
      </Stack>
    </>
  );
}
