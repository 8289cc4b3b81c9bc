import { useState } from 'react';
import { Box, Link, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';
import { ExplainDialog } from './ExplainDialog';
import { formatFigure, type Measure } from './ledgerFormat';

/**
 * Any figure that comes from the ledger, clickable into the events behind it.
 *
 * - `account`: ledger account (`receivable`, `customer-credit`, `bank:<id>`, `inventory`…, see ACCOUNTS in libs/domain).
 * - `party`: `customer:<id>` etc. to explain one party's balance; omit for the whole account.
 * - `commodity`: `product:<id>` for a stock figure (with `measure="quantity"`).
 * - `stream`: `invoice-<id>` to explain one document's share (an invoice's due within its customer's receivable).
 * - `value`: the figure as the screen already has it (decimal string or number); shown, never recomputed.
 * - `asOf` (YYYY-MM-DD) and `knownAt` (ISO-8601): the time axes the figure was asked on; the dialog starts there.
 * - `measure`: 'money' (default, two decimals) or 'quantity'.
 * - `normal`: 'credit' for figures shown as credit − debit (a customer's credit balance); default 'debit'.
 * - `title`: the dialog's subtitle; defaults to the account and party names.
 * - `from`, `endpoint`, `filters`: a period figure of a report with its own explain route (see ExplainQuestion).
 */
export interface LedgerAmountProps {
  account: string;
  party?: string;
  commodity?: string;
  /** `invoice-<id>`: only that document's postings (its share of a party's balance). */
  stream?: string;
  value: string | number;
  asOf?: string;
  knownAt?: string;
  measure?: Measure;
  normal?: 'debit' | 'credit';
  title?: string;
  from?: string;
  endpoint?: string;
  filters?: Record<string, string>;
}

export function LedgerAmount(props: LedgerAmountProps) {
  const { account, party, commodity, stream, value, asOf, knownAt, measure = 'money', normal = 'debit', title, from, endpoint, filters } = props;
  const translate = useTranslate();
  const { locale, user } = useWorkspace();
  const [open, setOpen] = useState(false);
  const text = typeof value === 'number' ? value.toFixed(measure === 'money' ? 2 : 3) : value;
  // The ledger's explain is for Admin and Audit; a report's own explain route for whoever reads the report.
  if (!endpoint && !userCanAccess(user, 'list', 'ledger')) {
    return (
      <Box component="span" sx={{ display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatFigure(locale, text, measure)}
      </Box>
    );
  }
  return (
    <>
      <Tooltip title={translate('ledger.explain.open')} describeChild>
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
          data-testid="ledger-amount"
          sx={{ display: 'block', width: '100%', textAlign: 'right', fontVariantNumeric: 'tabular-nums', font: 'inherit', color: 'primary.main' }}
        >
          {formatFigure(locale, text, measure)}
        </Link>
      </Tooltip>
      {open && <ExplainDialog question={{ account, party, commodity, stream, asOf, knownAt, from, endpoint, filters }} measure={measure} normal={normal} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
