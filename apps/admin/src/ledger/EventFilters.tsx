import { useEffect, useRef, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ledgerEn } from '../i18n/ledger.en';
import { fromLocalInput, toLocalInput } from './ledgerFormat';
import { useTypeLabel } from './ledgerLabels';
import type { EventFilters as Filters } from './ledgerTypes';

const KNOWN_TYPES = Object.keys(ledgerEn.types);

const COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'minmax(0, 1.5fr) minmax(0, 1.2fr) minmax(150px, 1fr) minmax(150px, 1fr) minmax(220px, 1.5fr) auto',
};

function readFilters(values: Record<string, unknown>): Filters {
  const text = (key: string) => (typeof values[key] === 'string' && values[key] !== '' ? (values[key] as string) : undefined);
  return { stream: text('stream'), type: text('type'), from: text('from'), to: text('to'), known_at: text('known_at') };
}

function clean(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

export function hasFilters(values: Record<string, unknown>): boolean {
  return Object.keys(clean(readFilters(values))).length > 0;
}

/** Stream, type, business dates and the "as known at" instant of the events list, kept in the URL. */
export function EventFilters() {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const { filterValues, setFilters } = useListContext();
  const applied = readFilters(filterValues);
  const appliedKey = JSON.stringify(applied);
  const [stream, setStream] = useState(applied.stream ?? '');
  const [knownAt, setKnownAt] = useState(toLocalInput(applied.known_at));
  const streamTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const current = JSON.parse(appliedKey) as Filters;
    setStream(current.stream ?? '');
    setKnownAt(toLocalInput(current.known_at));
  }, [appliedKey]);

  const apply = (change: Filters) => setFilters(clean({ ...applied, ...change }), {});
  const types = applied.type && !KNOWN_TYPES.includes(applied.type) ? [...KNOWN_TYPES, applied.type] : KNOWN_TYPES;
  const dateSlot = { inputLabel: { shrink: true } } as const;

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 1.5, p: 2, gridTemplateColumns: COLUMNS, alignItems: 'center' }}
    >
      <TextField
        size="small"
        label={translate('ledger.filters.stream')}
        name="stream"
        value={stream}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        onChange={(event) => {
          const value = event.target.value;
          setStream(value);
          clearTimeout(streamTimer.current);
          streamTimer.current = setTimeout(() => apply({ stream: value.trim() || undefined }), 400);
        }}
      />
      <TextField
        select
        size="small"
        label={translate('ledger.filters.type')}
        name="type"
        value={applied.type ?? ''}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        onChange={(event) => apply({ type: event.target.value || undefined })}
      >
        <MenuItem value="">{translate('ledger.filters.any_type')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {typeLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        name="from"
        label={translate('ledger.filters.from')}
        value={applied.from ?? ''}
        slotProps={dateSlot}
        onChange={(event) => apply({ from: event.target.value || undefined })}
      />
      <TextField
        size="small"
        type="date"
        name="to"
        label={translate('ledger.filters.to')}
        value={applied.to ?? ''}
        slotProps={dateSlot}
        onChange={(event) => apply({ to: event.target.value || undefined })}
      />
      <TextField
        size="small"
        type="datetime-local"
        name="known_at"
        label={translate('ledger.filters.known_at')}
        value={knownAt}
        slotProps={{ ...dateSlot, htmlInput: { step: 1 } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        onChange={(event) => {
          setKnownAt(event.target.value);
          const instant = fromLocalInput(event.target.value);
          if (instant || event.target.value === '') apply({ known_at: instant });
        }}
      />
      <Button onClick={() => setFilters({}, {})} disabled={!hasFilters(filterValues)} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'start' }}>
        {translate('ledger.clear_filters')}
      </Button>
    </Box>
  );
}
