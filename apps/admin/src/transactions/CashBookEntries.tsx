import { Link, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CashBookEntryView } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { EventType } from '../ledger/ledgerLabels';
import { DOCUMENT_PAGES } from '../reports/GeneralLedgerReportPage';
import { Figure } from '../reports/ReportParts';
import { useWorkspace } from '../workspace/useWorkspace';

/** Whatever moved money in the period, in date order, each line with its account's balance after it. */
export function CashBookEntries({ entries }: { entries: readonly CashBookEntryView[] }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.cashbook.no_entries')}
      </Typography>
    );
  }
  return (
    <Paper sx={{ mb: 3, overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.cashbook.all_entries')} data-testid="cash-book-entries">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.cashbook.date')}</TableCell>
            <TableCell>{translate('app.cashbook.document')}</TableCell>
            <TableCell>{translate('app.cashbook.entry')}</TableCell>
            <TableCell>{translate('app.cashbook.account')}</TableCell>
            <TableCell align="right">{translate('app.cashbook.in')}</TableCell>
            <TableCell align="right">{translate('app.cashbook.out')}</TableCell>
            <TableCell align="right">{translate('app.cashbook.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const page = entry.document_kind ? DOCUMENT_PAGES[entry.document_kind] : undefined;
            return (
              <TableRow key={entry.id + entry.account} hover data-testid="cash-book-entry" data-document={entry.document_code ?? ''}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, entry.occurred_on)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {page && entry.document_id ? (
                    <Link component={RouterLink} to={`${base}/${page}/${entry.document_id}`} underline="hover">
                      {entry.document_code}
                    </Link>
                  ) : (
                    entry.document_code
                  )}
                </TableCell>
                <TableCell>
                  <EventType type={entry.event_type} />
                </TableCell>
                <TableCell>{entry.account === 'cash' ? translate('app.cashbook.cash') : entry.account_name}</TableCell>
                <TableCell align="right">
                  <Figure value={entry.debit} />
                </TableCell>
                <TableCell align="right">
                  <Figure value={entry.credit} />
                </TableCell>
                <TableCell align="right">
                  <Figure value={entry.balance} zero />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
