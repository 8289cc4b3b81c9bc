import { useEffect, useState } from 'react';
import { Skeleton } from '@mui/material';
import { fetchBalances } from './ledgerApi';
import { negateFigure } from './ledgerFormat';
import { LedgerAmount, type LedgerAmountProps } from './LedgerAmount';

export type LedgerBalanceProps = Omit<LedgerAmountProps, 'value'>;

/** A balance asked of the ledger itself (for screens that do not carry the figure), clickable like any LedgerAmount. */
export function LedgerBalance(props: LedgerBalanceProps) {
  const { account, party, commodity, asOf, knownAt, measure = 'money', normal = 'debit' } = props;
  const [value, setValue] = useState<string>();
  useEffect(() => {
    let current = true;
    fetchBalances({ account, party, asOf, knownAt }).then(
      (rows) => {
        // Without a party the API sums nothing: it returns one row per party, so pick the exact line.
        const row = rows.find((candidate) => (candidate.party ?? undefined) === party && (candidate.commodity ?? undefined) === commodity);
        const raw = row ? (measure === 'quantity' ? row.quantity : row.balance) : '0';
        if (current) setValue(normal === 'credit' ? negateFigure(raw, measure) : raw);
      },
      () => current && setValue(undefined),
    );
    return () => {
      current = false;
    };
  }, [account, party, commodity, asOf, knownAt, measure, normal]);
  if (value === undefined) return <Skeleton variant="text" sx={{ ml: 'auto', width: 64 }} />;
  return <LedgerAmount {...props} value={value} />;
}
