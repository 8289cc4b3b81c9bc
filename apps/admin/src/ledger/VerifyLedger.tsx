import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslate } from 'react-admin';
import { useReportError } from '../providers/useReportError';
import { fetchVerification } from './ledgerApi';
import type { Verification } from './ledgerTypes';

export function useVerifyLedger() {
  const reportError = useReportError();
  const [result, setResult] = useState<Verification>();
  const [running, setRunning] = useState(false);
  const run = () => {
    setRunning(true);
    fetchVerification()
      .then(setResult, reportError)
      .finally(() => setRunning(false));
  };
  return { result, running, run };
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
