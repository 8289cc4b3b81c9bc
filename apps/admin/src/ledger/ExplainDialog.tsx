import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDate } from '../i18n/format';
import type { ExplainQuestion } from '../providers/ledgerActions';
import { SkeletonRows } from '../reports/ReportParts';
import { useReport } from '../reports/useReport';
import { useWorkspace } from '../workspace/useWorkspace';
import { addFigures, formatFigure, formatInstant, fromLocalInput, negateFigure, toLocalInput, type Measure } from './ledgerFormat';
import { AccountName, EventType, PartyName, StreamName } from './ledgerLabels';
import type { ExplainLine } from './ledgerTypes';

const PAGE = 50;
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

export interface ExplainDialogProps {
  question: ExplainQuestion;
  measure: Measure;
  normal: 'debit' | 'credit';
  title?: string;
  onClose: () => void;
}

/** One line's effect on the figure: debit − credit, or the reverse for credit-normal figures. */
function effect(line: ExplainLine, measure: Measure, normal: 'debit' | 'credit'): string {
  const raw = measure === 'quantity' ? line.posting.quantity : addFigures(line.posting.debit, negateFigure(line.posting.credit, 'money'), 'money');
  return normal === 'credit' ? negateFigure(raw, measure) : raw;
}

/** The events behind one balance, on both time axes, each linking to the audit trail. */
export function ExplainDialog({ question: initial, measure, normal, title, onClose }: ExplainDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { base, locale } = useWorkspace();
  const [asOf, setAsOf] = useState(initial.asOf ?? '');
  const [knownAtText, setKnownAtText] = useState(toLocalInput(initial.knownAt));
  const knownAt = fromLocalInput(knownAtText);
  const question: ExplainQuestion = { ...initial, asOf: asOf || undefined, knownAt };
  const questionKey = JSON.stringify(question);
  // "More" asks for the first `size` lines again, so the running balance always starts at the first line; a new question starts over at one page.
  const [shown, setShown] = useState({ questionKey, size: PAGE });
  const size = shown.questionKey === questionKey ? shown.size : PAGE;
  const answer = useReport(['ledger', 'explain', questionKey, size], (dataProvider) => dataProvider.getExplanation(question, 0, size));
  const loaded = answer.data;
  const loading = answer.isFetching;
  const more = () => setShown({ questionKey, size: size + PAGE });

  let running = '0';
  const rows = (loaded?.lines ?? []).map((line) => {
    running = addFigures(running, effect(line, measure, normal), measure);
    return { line, running };
  });
  const totals = loaded;
  const balance = totals ? (measure === 'quantity' ? totals.quantity : normal === 'credit' ? negateFigure(totals.balance, 'money') : totals.balance) : undefined;
  const show = (value: string) => formatFigure(locale, value, measure);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="explain-title"
      data-testid="explain-dialog"
      // React events bubble through portals: a click in here must not reach a clickable row around the figure.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id="explain-title" sx={{ pb: 0.5 }}>
        {translate('ledger.explain.title')}
        <Typography variant="body2" color="text.secondary" component="div">
          {title ?? (
            <>
              <AccountName account={initial.account} />
              {initial.party && (
                <>
                  {' · '}
                  <PartyName party={initial.party} />
                </>
              )}
            </>
          )}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: `${initial.from ? 'minmax(0, 1fr) ' : ''}minmax(0, 1fr) minmax(0, 1.4fr) auto` },
            gap: 1.5,
            alignItems: 'center',
            pt: 1.5,
            pb: 2,
          }}
        >
          {initial.from && (
            <TextField
              size="small"
              type="date"
              name="from"
              label={translate('ledger.explain.from')}
              value={initial.from}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true } }}
            />
          )}
          <TextField size="small" type="date" name="as_of" label={translate(initial.from ? 'ledger.explain.to' : 'ledger.explain.as_of')} value={asOf} onChange={(event) => setAsOf(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            size="small"
            type="datetime-local"
            name="known_at"
            label={translate('ledger.explain.known_at')}
            value={knownAtText}
            onChange={(event) => setKnownAtText(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
          <Button
            onClick={() => {
              setAsOf('');
              setKnownAtText('');
            }}
            disabled={!asOf && !knownAtText}
            sx={{ justifySelf: 'start' }}
          >
            {translate('ledger.explain.now')}
          </Button>
        </Box>

        <Box sx={{ display: 'grid', gridTemplateColumns: measure === 'money' ? 'repeat(3, minmax(0, 1fr))' : '1fr', gap: 1, mb: 2 }}>
          {measure === 'money' && (
            <>
              <Summary label={translate('ledger.explain.debit')} value={totals ? show(totals.debit) : undefined} />
              <Summary label={translate('ledger.explain.credit')} value={totals ? show(totals.credit) : undefined} />
            </>
          )}
          <Summary label={translate(measure === 'money' ? 'ledger.explain.balance' : 'ledger.explain.quantity')} value={balance ? show(balance) : undefined} testId="explain-balance" strong />
        </Box>

        {loaded && loaded.lines.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {translate('ledger.explain.empty')}
          </Alert>
        ) : (
          <TableContainer>
            <Table size="small" data-testid="explain-lines">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('ledger.explain.business_date')}</TableCell>
                  <TableCell sx={wide}>{translate('ledger.explain.recorded_at')}</TableCell>
                  <TableCell>{translate('ledger.explain.type')}</TableCell>
                  <TableCell sx={wide}>{translate('ledger.explain.stream')}</TableCell>
                  {measure === 'money' ? (
                    <>
                      <TableCell sx={figure}>{translate('ledger.explain.debit')}</TableCell>
                      <TableCell sx={figure}>{translate('ledger.explain.credit')}</TableCell>
                    </>
                  ) : (
                    <TableCell sx={figure}>{translate('ledger.explain.quantity')}</TableCell>
                  )}
                  <TableCell sx={figure}>{translate('ledger.explain.running')}</TableCell>
                  <TableCell padding="checkbox" />
                </TableRow>
              </TableHead>
              <TableBody>
                {!loaded && <SkeletonRows columns={8} rows={2} />}
                {rows.map(({ line, running: total }) => (
                  <TableRow key={`${line.event.position}-${line.posting.lineNo}`} data-testid="explain-line">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, line.event.occurredOn)}</TableCell>
                    <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatInstant(locale, line.event.recordedAt)}</TableCell>
                    <TableCell>
                      <EventType type={line.event.type} payload={line.event.payload} />
                    </TableCell>
                    <TableCell sx={wide}>
                      <StreamName stream={line.event.stream} label={line.event.label} />
                    </TableCell>
                    {measure === 'money' ? (
                      <>
                        <TableCell sx={figure}>{Number(line.posting.debit) === 0 ? '' : show(line.posting.debit)}</TableCell>
                        <TableCell sx={figure}>{Number(line.posting.credit) === 0 ? '' : show(line.posting.credit)}</TableCell>
                      </>
                    ) : (
                      <TableCell sx={figure}>{show(line.posting.quantity)}</TableCell>
                    )}
                    <TableCell sx={{ ...figure, fontWeight: 500 }} data-testid="explain-running">
                      {show(total)}
                    </TableCell>
                    <TableCell padding="checkbox">
                      <Tooltip title={translate('ledger.explain.open_event')}>
                        <IconButton
                          size="small"
                          component={RouterLink}
                          to={`${base}/audit-trail?event=${line.event.position}`}
                          onClick={onClose}
                          aria-label={`${translate('ledger.explain.open_event')} #${line.event.position}`}
                        >
                          <OpenInNewIcon fontSize="inherit" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {loaded && loaded.total > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid="explain-count">
              {translate('ledger.explain.lines', { shown: loaded.lines.length, total: loaded.total })}
            </Typography>
            {loaded.lines.length < loaded.total && (
              <Link component="button" variant="body2" onClick={more} disabled={loading}>
                {translate('ledger.explain.more')}
              </Link>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ledger.explain.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A labelled figure in a bordered box: the totals above a list of postings. */
export function Summary({ label, value, testId, strong = false }: { label: string; value: ReactNode | undefined; testId?: string; strong?: boolean }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: strong ? 'action.hover' : undefined }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body1'} component="div" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right', fontWeight: strong ? 600 : 400 }} data-testid={testId}>
        {value ?? <Skeleton variant="text" />}
      </Typography>
    </Box>
  );
}
