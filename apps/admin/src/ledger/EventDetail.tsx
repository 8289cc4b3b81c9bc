import { Fragment, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Divider, IconButton, Skeleton, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { useTranslate } from 'react-admin';
import { formatDate } from '../i18n/format';
import { useWorkspace } from '../workspace/useWorkspace';
import { CopyableText } from './CopyableText';
import { useLedgerEvent } from './ledgerApi';
import { LedgerBalance } from './LedgerBalance';
import { formatFigure, formatInstant, sumFigures } from './ledgerFormat';
import { AccountName, EventType, PartyName, StreamName, humanize, useActorLabel } from './ledgerLabels';
import type { JsonValue, LedgerEvent, LedgerPosting } from './ledgerTypes';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1.5 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Pairs({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(130px, 36%) minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.75 }, m: 0 }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

const DECIMAL = /^-?\d+\.(\d{2}|\d{3})$/;

/** A payload as labelled values; a nested object gets its key as a sub-heading over its own values. */
function PayloadView({ value }: { value: JsonValue }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'string' && DECIMAL.test(value)) {
      return <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatFigure(locale, value, value.split('.')[1].length === 3 ? 'quantity' : 'money')}</Box>;
    }
    return <>{value === null ? '—' : String(value)}</>;
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index + 1), item] as const) : Object.entries(value);
  if (entries.length === 0) return <>—</>;
  const label = (key: string) => translate(`ledger.payload.${key}`, { _: humanize(key) });
  const leaves = entries.filter(([, item]) => item === null || typeof item !== 'object');
  const groups = entries.filter(([, item]) => item !== null && typeof item === 'object');
  return (
    <Stack spacing={1}>
      {leaves.length > 0 && <Pairs rows={leaves.map(([key, item]) => [label(key), <PayloadView key={key} value={item} />] as const)} />}
      {groups.map(([key, item]) => (
        <Box key={key}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {label(key)}
          </Typography>
          <Box sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
            <PayloadView value={item} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function PostingsTable({ postings }: { postings: readonly LedgerPosting[] }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const withQuantity = postings.some((posting) => posting.commodity !== null);
  const debit = sumFigures(postings.map((p) => p.debit), 'money');
  const credit = sumFigures(postings.map((p) => p.credit), 'money');
  const quantity = sumFigures(postings.map((p) => p.quantity), 'quantity');
  const balanced = debit === credit && Number(quantity) === 0;
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="postings">
          <TableHead>
            <TableRow>
              <TableCell>{translate('ledger.event.account')}</TableCell>
              <TableCell>{translate('ledger.event.party')}</TableCell>
              <TableCell sx={figure}>{translate('ledger.event.debit')}</TableCell>
              <TableCell sx={figure}>{translate('ledger.event.credit')}</TableCell>
              {withQuantity && <TableCell sx={figure}>{translate('ledger.event.quantity')}</TableCell>}
              <TableCell sx={figure}>{translate('ledger.event.balance_now')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {postings.map((posting) => (
              <TableRow key={posting.lineNo}>
                <TableCell>
                  <AccountName account={posting.account} />
                </TableCell>
                <TableCell>
                  <PartyName party={posting.party} />
                </TableCell>
                <TableCell sx={figure}>{Number(posting.debit) === 0 ? '' : formatFigure(locale, posting.debit)}</TableCell>
                <TableCell sx={figure}>{Number(posting.credit) === 0 ? '' : formatFigure(locale, posting.credit)}</TableCell>
                {withQuantity && <TableCell sx={figure}>{posting.commodity ? formatFigure(locale, posting.quantity, 'quantity') : ''}</TableCell>}
                <TableCell sx={figure}>
                  <LedgerBalance
                    account={posting.account}
                    party={posting.party ?? undefined}
                    commodity={posting.commodity ?? undefined}
                    measure={posting.commodity ? 'quantity' : 'money'}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem', borderBottom: 0 } }}>
              <TableCell colSpan={2}>{translate('ledger.event.totals')}</TableCell>
              <TableCell sx={figure} data-testid="postings-debit">
                {formatFigure(locale, debit)}
              </TableCell>
              <TableCell sx={figure} data-testid="postings-credit">
                {formatFigure(locale, credit)}
              </TableCell>
              {withQuantity && <TableCell sx={figure}>{formatFigure(locale, quantity, 'quantity')}</TableCell>}
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
      <Chip
        size="small"
        variant="outlined"
        color={balanced ? 'success' : 'error'}
        label={translate(balanced ? 'ledger.event.balanced' : 'ledger.event.unbalanced')}
        data-testid="postings-status"
        sx={{ mt: 1 }}
      />
    </>
  );
}

function EventBody({ event, onFilterStream }: { event: LedgerEvent; onFilterStream: (stream: string) => void }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const actor = useActorLabel()(event.metadata);
  const [showJson, setShowJson] = useState(false);
  const none = <Typography component="span" variant="body2" color="text.secondary">{translate('ledger.event.none')}</Typography>;
  const id = (value: string | null) => (value ? <CopyableText value={value} /> : none);
  const payloadEmpty = event.payload === null || (typeof event.payload === 'object' && Object.keys(event.payload).length === 0);

  return (
    <>
      <Section title={translate('ledger.event.summary')}>
        <Pairs
          rows={[
            [translate('ledger.columns.type'), <EventType key="type" type={event.type} payload={event.payload} />],
            [translate('ledger.columns.business_date'), formatDate(locale, event.occurredOn)],
            [translate('ledger.columns.recorded_at'), formatInstant(locale, event.recordedAt)],
            [
              translate('ledger.columns.stream'),
              <Stack key="stream" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <StreamName stream={event.stream} label={event.label} />
                <Button size="small" startIcon={<FilterAltOutlinedIcon />} onClick={() => onFilterStream(event.stream)} sx={{ ml: -0.5, py: 0 }}>
                  {translate('ledger.event.this_stream')}
                </Button>
              </Stack>,
            ],
            [translate('ledger.event.stream_version'), String(event.streamVersion)],
            [translate('ledger.event.schema_version'), String(event.schemaVersion)],
          ]}
        />
      </Section>
      <Divider />
      <Section title={translate('ledger.event.postings')}>
        {event.postings && event.postings.length > 0 ? (
          <PostingsTable postings={event.postings} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('ledger.event.no_postings')}
          </Typography>
        )}
      </Section>
      <Divider />
      <Section title={translate('ledger.event.payload')}>
        {payloadEmpty ? (
          <Typography variant="body2" color="text.secondary">
            {translate('ledger.event.payload_empty')}
          </Typography>
        ) : (
          <Box data-testid="payload">
            <PayloadView value={event.payload} />
          </Box>
        )}
        <Button size="small" onClick={() => setShowJson((shown) => !shown)} sx={{ mt: 1, ml: -0.5 }}>
          {translate(showJson ? 'ledger.event.hide_json' : 'ledger.event.show_json')}
        </Button>
        {showJson && (
          <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: 12.5, bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', m: 0 }}>
            {JSON.stringify(event.payload, null, 2)}
          </Box>
        )}
      </Section>
      <Divider />
      <Section title={translate('ledger.event.who')}>
        <Pairs
          rows={[
            [translate('ledger.event.actor'), <span key="actor" data-testid="event-actor">{actor.name}</span>],
            [translate('ledger.event.role'), actor.role ?? none],
            [translate('ledger.event.correlation_id'), id(event.metadata.correlation_id)],
            [translate('ledger.event.causation_id'), id(event.metadata.causation_id)],
            [translate('ledger.event.idempotency_key'), id(event.metadata.idempotency_key)],
          ]}
        />
      </Section>
      <Divider />
      <Section title={translate('ledger.event.integrity')}>
        <Pairs
          rows={[
            [translate('ledger.event.hash'), <CopyableText key="hash" value={event.hash} testId="event-hash" />],
            [translate('ledger.event.prev_hash'), <CopyableText key="prev" value={event.prevHash} testId="event-prev-hash" />],
          ]}
        />
      </Section>
    </>
  );
}

/** One event in full: what it posted, what it recorded, who did it and its place in the hash chain. */
export function EventDetail({ position, onClose, onFilterStream }: { position: number; onClose: () => void; onFilterStream: (stream: string) => void }) {
  const translate = useTranslate();
  const { data: event, isPending, error } = useLedgerEvent(position);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, pt: { xs: 1.5, sm: 2 } }} data-testid="event-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('ledger.event.heading', { position })}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ledger.event.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {isPending && !error && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} variant="text" />
          ))}
        </Stack>
      )}
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('ledger.event.not_found')}
        </Alert>
      )}
      {event && <EventBody event={event} onFilterStream={onFilterStream} />}
    </Box>
  );
}
