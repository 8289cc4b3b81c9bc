import { Alert, Box, Button, Card, Drawer, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import { useSearchParams } from 'react-router-dom';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { MessagePanel } from '../layout/MessagePanel';
import { formatDate } from '../i18n/format';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import type { PageProps } from '../routing/pageProps';
import { EventDetail } from './EventDetail';
import { EventFilters, hasFilters } from './EventFilters';
import { formatInstant } from './ledgerFormat';
import { EventType, StreamName, useActorLabel } from './ledgerLabels';
import type { LedgerEvent } from './ledgerTypes';
import { VerificationAlerts, VerifyLedgerButton, useVerifyLedger } from './VerifyLedger';

const PER_PAGE = 25;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** `?event=<position>` opens one event, so the drill-down and a copied URL can point at it. */
function useSelectedEvent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('event'));
  const selected = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const select = (position: number | undefined) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (position === undefined) next.delete('event');
      else next.set('event', String(position));
      return next;
    });
  return { selected, select };
}

function Paging() {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext<LedgerEvent>();
  if (isPending || !total) return null;
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" data-testid="paging-summary">
        {translate('ledger.showing', { from, to, total })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('ledger.previous')}
        </Button>
        <Button size="small" variant="outlined" disabled={to >= total} onClick={() => setPage(page + 1)}>
          {translate('ledger.next')}
        </Button>
      </Stack>
    </Box>
  );
}

function EventRows({ selected, onOpen }: { selected: number | undefined; onOpen: (position: number) => void }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const actorOf = useActorLabel();
  const { data, isPending } = useListContext<LedgerEvent>();
  if (isPending) {
    return (
      <>
        {[0, 1, 2, 3, 4].map((row) => (
          <TableRow key={row}>
            {[0, 1, 2, 3, 4, 5].map((cell) => (
              <TableCell key={cell} sx={cell === 2 || cell === 4 ? wide : undefined}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </>
    );
  }
  return (
    <>
      {(data ?? []).map((event) => {
        const actor = actorOf(event.metadata);
        return (
          <TableRow key={event.position} hover selected={event.position === selected} onClick={() => onOpen(event.position)} sx={{ cursor: 'pointer' }} data-testid="event-row">
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <Button
                size="small"
                onClick={(click) => {
                  click.stopPropagation();
                  onOpen(event.position);
                }}
                aria-label={translate('ledger.open_event', { position: event.position })}
                sx={{ minWidth: 0, px: 0.5, fontVariantNumeric: 'tabular-nums' }}
              >
                #{event.position}
              </Button>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, event.occurredOn)}</TableCell>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatInstant(locale, event.recordedAt)}</TableCell>
            <TableCell>
              <EventType type={event.type} payload={event.payload} />
            </TableCell>
            <TableCell sx={wide}>
              <StreamName stream={event.stream} label={event.label} />
            </TableCell>
            <TableCell>
              <Box>{actor.name}</Box>
              {actor.role && (
                <Typography variant="caption" color="text.secondary">
                  {actor.role}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </>
  );
}

function EventsCard({ selected, onOpen }: { selected: number | undefined; onOpen: (position: number) => void }) {
  const translate = useTranslate();
  const { total, isPending, error, filterValues, setFilters } = useListContext<LedgerEvent>();
  const empty = !isPending && !error && total === 0;
  return (
    // Sized by the page, not by its table: the table scrolls sideways on a phone instead of widening the page.
    <Card sx={{ contain: 'inline-size' }}>
      <EventFilters />
      {error && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {error instanceof Error ? error.message : translate('ra.notification.http_error')}
        </Alert>
      )}
      {empty ? (
        <MessagePanel
          headingLevel="h2"
          icon={<HistoryEduOutlinedIcon />}
          title={translate('ledger.empty_title')}
          body={translate(hasFilters(filterValues) ? 'ledger.empty_filtered' : 'resources.ledger.empty')}
          actions={
            hasFilters(filterValues) ? (
              <Button variant="outlined" onClick={() => setFilters({}, {})}>
                {translate('ledger.clear_filters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        !error && (
          <>
            <TableContainer>
              <Table size="small" data-testid="events-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('ledger.columns.position')}</TableCell>
                    <TableCell>{translate('ledger.columns.business_date')}</TableCell>
                    <TableCell sx={wide}>{translate('ledger.columns.recorded_at')}</TableCell>
                    <TableCell>{translate('ledger.columns.type')}</TableCell>
                    <TableCell sx={wide}>{translate('ledger.columns.stream')}</TableCell>
                    <TableCell>{translate('ledger.columns.who')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <EventRows selected={selected} onOpen={onOpen} />
                </TableBody>
              </Table>
            </TableContainer>
            <Paging />
          </>
        )
      )}
    </Card>
  );
}

function AuditTrail() {
  const translate = useTranslate();
  const { setFilters } = useListContext<LedgerEvent>();
  const { selected, select } = useSelectedEvent();
  const verify = useVerifyLedger();
  return (
    <>
      <PageHeader title={translate('ledger.title')} subtitle={translate('ledger.subtitle')} actions={<VerifyLedgerButton running={verify.running} onClick={verify.run} />} />
      {verify.result && <VerificationAlerts result={verify.result} />}
      <EventsCard selected={selected} onOpen={select} />
      <Drawer anchor="right" open={selected !== undefined} onClose={() => select(undefined)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 620 } } } }}>
        {selected !== undefined && <EventDetail position={selected} onClose={() => select(undefined)} onFilterStream={(stream) => setFilters({ stream }, {})} />}
      </Drawer>
    </>
  );
}

/**
 * `/{tenant}/audit-trail`: the ledger's events, newest first. The route table already lets
 * only Admin and Audit open it, and the API refuses anyone else, so the list skips
 * react-admin's own access check (it knows no `ledger/events` resource).
 */
export function AuditTrailPage(_props: PageProps) {
  return (
    <ListBase resource="ledger/events" sort={{ field: 'position', order: 'DESC' }} perPage={PER_PAGE} storeKey={false} disableAuthentication>
      <AuditTrail />
    </ListBase>
  );
}
