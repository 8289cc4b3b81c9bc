import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';
import { useReportError } from '../providers/useReportError';
import type { Verification } from './ledgerTypes';

/** Verification replays the whole ledger, so it runs when asked, never on its own. */
export function useVerifyLedger(): { result: Verification | undefined; running: boolean; run: () => void } {
  const dataProvider = useAppDataProvider();
  const reportError = useReportError();
  const verification = useMutation({ mutationFn: () => dataProvider.verifyLedger(), onError: reportError });
  return { result: verification.data, running: verification.isPending, run: () => verification.mutate() };
}

export function VerifyLedgerButton({ running, onClick }: { running: boolean; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={running}
      startIcon={running ? <CircularProgress size={16} color="inherit" /> : <VerifiedUserOutlinedIcon />}
      sx={{ flexShrink: 0 }}
    >
      {translate(running ? 'ledger.verify.running' : 'ledger.verify.action')}
    </Button>
  );
}

/** Green when the hash chain is intact and the projections equal a replay; red with the first break otherwise. */
export function VerificationAlerts({ result }: { result: Verification }) {
  const translate = useTranslate();
  const chain = result.hash_chain;
  const projections = result.projections;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="verification">
      <Alert severity={chain.intact ? 'success' : 'error'} variant="outlined" data-testid="verify-chain">
        {chain.intact
          ? translate('ledger.verify.chain_ok', { events: chain.events })
          : translate('ledger.verify.chain_broken', { position: chain.broken_at ?? '?', events: chain.events, reason: chain.reason ?? '' })}
      </Alert>
      <Alert severity={projections.equal ? 'success' : 'error'} variant="outlined" data-testid="verify-projections">
        {projections.equal
          ? translate('ledger.verify.projections_ok')
          : translate('ledger.verify.projections_differ', { count: projections.differences.length })}
      </Alert>
    </Stack>
  );
}
