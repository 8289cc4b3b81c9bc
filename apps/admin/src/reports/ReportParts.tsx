import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Chip, Link, Skeleton, TableCell, TableRow, TextField } from '@mui/material';
import BalanceOutlinedIcon from '@mui/icons-material/BalanceOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { HttpError, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '@ginuma/domain';
import { useWorkspace } from '../workspace/useWorkspace';
import { MessagePanel } from '../layout/MessagePanel';
import { userCanAccess } from '../providers/canAccess';
import { formatFigure, fromLocalInput, toLocalInput } from '../ledger/ledgerFormat';

export const figureSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** An account's name in the screen's language, after its code. */
export function accountLabel(locale: Locale, account: { code: string | null; name: { en: string; si: string } }): string {
  const name = account.name[locale] || account.name.en;
  return account.code ? `${account.code} · ${name}` : name;
}

/** The card of a report's question (dates, account…); hidden on print. */
export function QuestionCard({ children }: { children: ReactNode }) {
  return (
    <Card sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} data-print="hide">
      {children}
    </Card>
  );
}

export function DateField({ label, value, onChange, name }: { label: string; value: string | undefined; onChange: (value: string) => void; name: string }) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 180 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** "As known at" to the minute, in the user's wall-clock time (`instantOf` gives the instant to ask with). */
export function WallClockField({ label, help, value, onChange }: { label: string; help: string; value: string; onChange: (local: string) => void }) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={help}
      sx={{ width: 250 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** "As known at" to the second, with Now to ask about everything recorded until this moment. */
export function KnownAtField({ value, onChange }: { value: string | undefined; onChange: (instant: string) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={translate('app.books_reports.known_at')}
        type="datetime-local"
        size="small"
        name="known_at"
        value={toLocalInput(value)}
        onChange={(event) => {
          const instant = fromLocalInput(event.target.value);
          if (instant) onChange(instant);
        }}
        helperText={translate('app.books_reports.known_at_help')}
        sx={{ width: 250 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      />
      <Button onClick={() => onChange(new Date().toISOString())} sx={{ mt: 0.25 }}>
        {translate('app.books_reports.now')}
      </Button>
    </Box>
  );
}

/** A money figure, right-aligned; with `to`, a link to what is behind it (its general ledger). Zero shows as nothing unless `zero`. */
export function Figure({ value, to, title, zero = false, strong = false }: { value: string; to?: string; title?: string; zero?: boolean; strong?: boolean }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  if (!zero && Number(value) === 0) return null;
  const text = formatFigure(locale, value);
  const sx = { ...figureSx, fontWeight: strong ? 700 : undefined, color: value.startsWith('-') ? 'error.main' : undefined };
  if (!to) return <Box component="span" sx={sx}>{text}</Box>;
  return (
    <Link component={RouterLink} to={to} underline="hover" title={title ?? translate('app.books_reports.open_ledger')} data-testid="gl-link" sx={sx}>
      {text}
    </Link>
  );
}

/** Why a question got no answer: the API's validation message (a bad date), else its error. */
export function ReportProblem({ error }: { error: unknown }) {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string[]> } | undefined) : undefined;
  const field = body?.errors ? Object.values(body.errors).flat()[0] : undefined;
  const message = field ?? (error instanceof Error ? error.message : String(error));
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="report-problem">
      {message}
    </Alert>
  );
}

/** The green "balanced" mark of a report whose two sides agree, red with the reason when not. */
export function BalanceMark({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  return (
    <Chip
      icon={ok ? <CheckCircleOutlineIcon /> : <ErrorOutlineIcon />}
      label={label}
      color={ok ? 'success' : 'error'}
      variant="outlined"
      size="small"
      data-testid={testId}
      data-ok={String(ok)}
    />
  );
}

/** Placeholder rows while the first answer loads. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row}>
          <TableCell colSpan={columns}>
            <Skeleton variant="text" />
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

/** The empty books: what to do to see something here, with the way there when the user may. */
export function EmptyBooks({ title, body }: { title: string; body: string }) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  const next = (['invoices', 'journals'] as const).filter((resource) => userCanAccess(user, 'create', resource));
  return (
    <MessagePanel
      icon={<BalanceOutlinedIcon />}
      title={title}
      body={body}
      headingLevel="h2"
      actions={next.map((resource) => (
        <Button key={resource} component={RouterLink} to={`${base}/${resource}`} variant="outlined" size="small">
          {translate(`resources.${resource}.name`, { smart_count: 2 })}
        </Button>
      ))}
    />
  );
}
