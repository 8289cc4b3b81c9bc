import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { financialYearStart } from '@ginuma/domain';
import { businessToday, formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { httpClient, postJson } from '../providers/httpClient';
import { downloadFile } from '../providers/download';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';

/** What `GET /api/{customers|suppliers}/statement/:id` answers (apps/api/src/modules/customers/statement.ts). */
interface StatementLine {
  id: string;
  date: string;
  entry: 'invoice' | 'receipt' | 'refund' | 'credit_applied' | 'bill' | 'payment' | 'reversal' | 'other';
  document_kind: string | null;
  document_id: string | null;
  document_code: string | null;
  reference_code: string | null;
  debit: string;
  credit: string;
  balance: string;
}

const BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90', 'total'] as const;

interface Statement {
  party: { id: string; name: string; email: string | null };
  from: string;
  to: string;
  opening_balance: string;
  total_debit: string;
  total_credit: string;
  closing_balance: string;
  lines: StatementLine[];
  aging: Record<(typeof BUCKETS)[number], string>;
}

export type StatementSide = 'customer' | 'supplier';

/** Where each kind of document opens in the admin. */
function documentPath(base: string, kind: string | null, id: string | null): string | null {
  if (!kind || !id) return null;
  const paths: Record<string, string> = {
    invoice: `${base}/invoices/${id}`,
    receipt: `${base}/payments/${id}`,
    refund: `${base}/payments/refunds/${id}`,
    bill: `${base}/bills/${id}`,
    voucher: `${base}/vouchers/${id}`,
    debit_note: `${base}/debit-notes/${id}`,
  };
  return paths[kind] ?? null;
}

const isZero = (value: string) => /^-?0(\.0+)?$/.test(value);

/**
 * A customer's or supplier's statement of account on their page: a period (this financial
 * year to today unless changed), each movement with its running balance, the aging of what is
 * open at the end, and print, export and (for a customer) email. Every figure is the API's.
 */
export function PartyStatement({ side, partyId }: { side: StatementSide; partyId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { base, locale, user } = useWorkspace();
  const resource = side === 'customer' ? 'customers' : 'suppliers';
  const today = businessToday();
  const [draft, setDraft] = useState({ from: financialYearStart(today), to: today });
  const [period, setPeriod] = useState(draft);
  const [mailing, setMailing] = useState(false);
  const query = new URLSearchParams({ from: period.from, to: period.to }).toString();
  const path = `/api/${resource}/statement`;
  const { data, error, isPending } = useQuery({
    queryKey: ['statement', side, partyId, period.from, period.to],
    queryFn: async () => (await httpClient(`${path}/${partyId}?${query}`)).json as Statement,
  });
  const money = (value: string) => formatFigure(locale, 'money', value);
  const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const t = (key: string, options?: Record<string, unknown>) => translate(`statement.${key}`, options);

  const exportFile = () =>
    downloadFile(`${path}/export/${partyId}?${query}`, `statement-${side}-${period.to}.xlsx`).catch((e: unknown) =>
      notify(e instanceof Error ? e.message : String(e), { type: 'error' }),
    );

  return (
    <Card sx={{ maxWidth: 960, mt: 2 }} data-testid="party-statement">
      <CardContent>
        <Typography variant="h6">{t('title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('subtitle')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} data-print="hide">
          <TextField type="date" size="small" sx={{ width: 180 }} label={t('from')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" sx={{ width: 180 }} label={t('to')} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => setPeriod(draft)} disabled={!draft.from || !draft.to}>
            {t('show')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {userCanAccess(user, 'print', resource) && (
            <Button sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} startIcon={<PrintIcon />} href={`${path}/print/${partyId}?${query}&locale=${locale}`} target="_blank" rel="noopener">
              {t('print')}
            </Button>
          )}
          {userCanAccess(user, 'export', resource) && (
            <Button sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} startIcon={<DownloadIcon />} onClick={() => void exportFile()}>
              {t('export')}
            </Button>
          )}
          {side === 'customer' && userCanAccess(user, 'email', resource) && (
            <Button sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} startIcon={<EmailIcon />} onClick={() => setMailing(true)}>
              {t('email')}
            </Button>
          )}
        </Stack>
        {isPending && <Skeleton variant="rounded" height={120} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="statement-lines">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.date')}</TableCell>
                    <TableCell>{t('columns.entry')}</TableCell>
                    <TableCell>{t('columns.document')}</TableCell>
                    <TableCell align="right">{t('columns.debit')}</TableCell>
                    <TableCell align="right">{t('columns.credit')}</TableCell>
                    <TableCell align="right">{t('columns.balance')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <TableRow data-testid="statement-opening">
                    <TableCell sx={figure}>{formatDate(locale, data.from)}</TableCell>
                    <TableCell colSpan={4}>
                      <strong>{t('opening')}</strong>
                    </TableCell>
                    <TableCell align="right" sx={figure}>
                      <strong>{money(data.opening_balance)}</strong>
                    </TableCell>
                  </TableRow>
                  {data.lines.map((line) => {
                    const to = documentPath(base, line.document_kind, line.document_id);
                    return (
                      <TableRow key={line.id} hover data-testid="statement-line">
                        <TableCell sx={figure}>{formatDate(locale, line.date)}</TableCell>
                        <TableCell>{t(`entries.${line.entry}`)}</TableCell>
                        <TableCell>
                          {to && line.document_code ? (
                            <Link component={RouterLink} to={to}>
                              {line.document_code}
                            </Link>
                          ) : (
                            line.document_code
                          )}
                          {line.reference_code && (
                            <Typography component="span" variant="body2" color="text.secondary">
                              {' '}
                              {t('on', { code: line.reference_code })}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right" sx={figure}>
                          {isZero(line.debit) ? '' : money(line.debit)}
                        </TableCell>
                        <TableCell align="right" sx={figure}>
                          {isZero(line.credit) ? '' : money(line.credit)}
                        </TableCell>
                        <TableCell align="right" sx={figure}>
                          {money(line.balance)}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                  {data.lines.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6}>
                        <Typography variant="body2" color="text.secondary">
                          {t('empty')}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  )}
                  <TableRow data-testid="statement-closing">
                    <TableCell sx={figure}>{formatDate(locale, data.to)}</TableCell>
                    <TableCell colSpan={2}>
                      <strong>{t('closing')}</strong>
                    </TableCell>
                    <TableCell align="right" sx={figure}>
                      {money(data.total_debit)}
                    </TableCell>
                    <TableCell align="right" sx={figure}>
                      {money(data.total_credit)}
                    </TableCell>
                    <TableCell align="right" sx={figure}>
                      <strong>{money(data.closing_balance)}</strong>
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
            <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
              {t('aging', { date: formatDate(locale, data.to) })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="statement-aging">
                <TableHead>
                  <TableRow>
                    {BUCKETS.map((bucket) => (
                      <TableCell key={bucket} align="right">
                        {t(`buckets.${bucket}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  <TableRow>
                    {BUCKETS.map((bucket) => (
                      <TableCell key={bucket} align="right" sx={figure} data-testid={`aging-${bucket}`}>
                        {bucket === 'total' ? <strong>{money(data.aging[bucket])}</strong> : money(data.aging[bucket])}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
      {mailing && <StatementMailDialog partyId={partyId} period={period} defaultTo={data?.party.email ?? ''} onClose={() => setMailing(false)} />}
    </Card>
  );
}

/** Mails the statement's PDF through the mail outbox, worded in the page's language unless written here. */
function StatementMailDialog({ partyId, period, defaultTo, onClose }: { partyId: string; period: { from: string; to: string }; defaultTo: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useWorkspace();
  const [form, setForm] = useState({ to_address: '', subject: '', message: '' });
  const [sending, setSending] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`statement.${key}`, options);
  const send = async () => {
    setSending(true);
    try {
      await postJson(`/api/customers/statement/email/${partyId}`, { ...period, ...form, locale });
      notify(t('emailed', { address: form.to_address || defaultTo }), { type: 'success' });
      onClose();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('email_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={t('email_to')} value={form.to_address} placeholder={defaultTo} helperText={t('email_to_help')} onChange={(e) => setForm({ ...form, to_address: e.target.value })} />
          <TextField label={t('email_subject')} value={form.subject} helperText={t('email_default')} onChange={(e) => setForm({ ...form, subject: e.target.value })} />
          <TextField label={t('email_message')} value={form.message} multiline minRows={3} onChange={(e) => setForm({ ...form, message: e.target.value })} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={sending} onClick={() => void send()}>
          {t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
