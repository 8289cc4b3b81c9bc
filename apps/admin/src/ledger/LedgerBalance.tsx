import { Skeleton } from '@mui/material';
import { useReport } from '../reports/useReport';
import { negateFigure } from './ledgerFormat';
import { LedgerAmount, type LedgerAmountProps } from './LedgerAmount';

export type LedgerBalanceProps = Omit<LedgerAmountProps, 'value'>;

/** A balance asked of the ledger itself (for screens that do not carry the figure), clickable like any LedgerAmount. */
export function LedgerBalance(props: LedgerBalanceProps) {
  const { account, party, commodity, asOf, knownAt, measure = 'money', normal = 'debit' } = props;
  const question = { account, party, asOf, knownAt };
  // A figure the screen cannot do without: while it loads or when it fails, a placeholder stands in.
  const rows = useReport(['ledger', 'balances', question], (dataProvider) => dataProvider.getLedgerBalances(question), { keepPrevious: false, notify: false }).data;
  if (rows === undefined) return <Skeleton variant="text" sx={{ ml: 'auto', width: 64 }} />;
  // Without a party the API sums nothing: it returns one row per party, so pick the exact line.
  const row = rows.find((candidate) => (candidate.party ?? undefined) === party && (candidate.commodity ?? undefined) === commodity);
  const raw = row ? (measure === 'quantity' ? row.quantity : row.balance) : '0';
  const value = normal === 'credit' ? negateFigure(raw, measure) : raw;
  return <LedgerAmount {...props} value={value} />;
}
