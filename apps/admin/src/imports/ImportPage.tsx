import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_KINDS, importKindSpec, isImportKind, type ImportKind, type ImportView } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { userCanAccess } from '../providers/canAccess';
import { useFormRefusal } from '../forms/useFormRefusal';
import { useReportError } from '../providers/useReportError';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import type { ImportChoices } from './importActions';
import { ImportMapping } from './ImportMapping';
import { ImportPreview } from './ImportPreview';
import { ImportRunning } from './ImportRunning';
import { importErrorTexts } from './importErrors';

const DATE_FORMATS: ImportChoices['dateFormat'][] = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'];

/** Where each kind's records are listed after an import. */
const LIST_PATHS: Record<ImportKind, string> = {
  customers: 'customers',
  suppliers: 'suppliers',
  products: 'products',
  'bank-accounts': 'settings/configuration/bank-accounts',
  'ledger-accounts': 'books/accounts',
  invoices: 'invoices',
  bills: 'bills',
  receipts: 'payments',
  vouchers: 'vouchers',
};

/** How often a running preview or import is asked how far it is. */
const POLL_MS = 1000;

const isRunning = (found: ImportView) => found.status === 'previewing' || found.status === 'committing';

/**
 * `imports`: bring records in from a CSV or Excel file. Upload, check how the columns were
 * matched, read the preview (every row's errors, what would be created or changed, the books
 * after it), then import. Entry may preview; only Admin imports, and undoes an import as a whole.
 * A preview and an import run in the background: the page follows one (percent, rows a second)
 * until it ends, can cancel it, and, the import being in the address, finds it again on a reload.
 */
export function ImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { base, locale, user } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const reportError = useReportError();
  const [params, setParams] = useSearchParams();
  const t = (key: string, options?: object) => translate(`imports.${key}`, options);

  const kinds = useMemo(() => IMPORT_KINDS.filter((k) => userCanAccess(user, 'create', importKindSpec(k).permission)), [user]);
  const asked = params.get('kind');
  const [kind, setKind] = useState<ImportKind | undefined>(isImportKind(asked) && kinds.includes(asked) ? asked : kinds[0]);
  const [file, setFile] = useState<File | null>(null);
  const [decimalSeparator, setDecimalSeparator] = useState<ImportChoices['decimalSeparator']>('.');
  const [dateFormat, setDateFormat] = useState<ImportChoices['dateFormat']>('dd/MM/yyyy');
  const [view, setView] = useState<ImportView | null>(null);
  const [imported, setImported] = useState<ImportView | null>(null);
  const [running, setRunning] = useState<ImportView | null>(null);
  /** A preview that stopped before its end (cancelled, failed): nothing to import. */
  const [stopped, setStopped] = useState<ImportView | null>(null);
  const [cancelAsked, setCancelAsked] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const { message: error, errors: fieldErrors, refuse, clear } = useFormRefusal();
  const canPreview = userCanAccess(user, 'create', 'imports') && kind !== undefined;
  const canImport = userCanAccess(user, 'confirm', 'imports');

  /** Shows the import as it stands: running, previewed, imported or undone, or a preview that stopped. */
  const place = (found: ImportView) => {
    setRunning(isRunning(found) ? found : null);
    setView(found.status === 'previewed' ? found : null);
    setImported(found.status === 'committed' || found.status === 'undone' ? found : null);
    setStopped(found.status === 'cancelled' || found.status === 'failed' ? found : null);
    if (!isRunning(found)) setCancelAsked(null);
  };

  // The import being read sits in the address, so a reload comes back to its preview or its run.
  const shown = params.get('import');
  useEffect(() => {
    if (!shown) return;
    dataProvider
      .getImport(shown)
      .then((found) => {
        setKind(found.kind);
        place(found);
      })
      .catch(reportError);
    // Only the import the page was opened on: later ones are in the page's state already.
  }, []);

  // A run is followed until it ends; each answer schedules the next question.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      dataProvider
        .getImport(running.id)
        .then((found) => {
          if (running.status === 'committing' && found.status === 'committed') notify(t('imported', found.counts), { type: 'success' });
          place(found);
        })
        .catch(reportError);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running]);

  const show = (found: ImportView | null, of: ImportKind | undefined = kind) => setParams(found ? { kind: found.kind, import: found.id } : of ? { kind: of } : {}, { replace: true });

  const restart = (of: ImportKind | undefined = kind) => {
    setView(null);
    setImported(null);
    setRunning(null);
    setStopped(null);
    show(null, of);
    clear();
  };

  const preview = useMutation({
    mutationFn: (mapping: ImportChoices['mapping']) => dataProvider.previewImport(kind as ImportKind, file as File, { decimalSeparator, dateFormat, mapping }),
    onSuccess: (previewing) => {
      clear();
      place(previewing);
      show(previewing);
    },
    onError: (failure) => {
      setView(null);
      refuse(failure);
    },
  });

  const commit = useMutation({
    mutationFn: (id: string) => dataProvider.commitImport(id),
    onSuccess: (committing) => {
      clear();
      place(committing);
      show(committing);
    },
    onError: refuse,
  });

  const cancel = useMutation({
    mutationFn: (id: string) => dataProvider.cancelImport(id),
    onSuccess: (cancelling) => setCancelAsked(cancelling.id),
    onError: refuse,
  });

  const undo = useMutation({
    mutationFn: (id: string) => dataProvider.undoImport(id),
    onSuccess: (undone) => {
      clear();
      setImported(undone);
      notify(t('undone'), { type: 'info' });
    },
    onError: refuse,
    onSettled: () => setUndoing(false),
  });

  const refusalText = [error, ...Object.values(fieldErrors).flat()].filter((m, i, all) => all.indexOf(m) === i).join(' ');

  if (!canPreview) {
    return (
      <>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Alert severity="info">{t('not_allowed')}</Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('file_step')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                size="small"
                name="kind"
                label={t('kind')}
                value={kind}
                onChange={(e) => {
                  const chosen = e.target.value as ImportKind;
                  setKind(chosen);
                  restart(chosen);
                }}
                sx={{ minWidth: 220 }}
              >
                {kinds.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                startIcon={<DownloadOutlinedIcon />}
                onClick={() => dataProvider.downloadImportTemplate(kind as ImportKind, locale).catch(reportError)}
              >
                {t('template')}
              </Button>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label" startIcon={<UploadFileOutlinedIcon />}>
                {t('choose_file')}
                <input
                  hidden
                  type="file"
                  name="file"
                  accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    restart();
                    // The same file chosen again after fixing it must still read as a change.
                    e.target.value = '';
                  }}
                />
              </Button>
              <Typography data-testid="import-file-name" color={file ? 'text.primary' : 'text.secondary'}>
                {file ? file.name : t('no_file')}
              </Typography>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                size="small"
                name="decimal_separator"
                label={t('decimal_separator')}
                value={decimalSeparator}
                onChange={(e) => setDecimalSeparator(e.target.value as ImportChoices['decimalSeparator'])}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value=".">{t('decimal_point')}</MenuItem>
                <MenuItem value=",">{t('decimal_comma')}</MenuItem>
              </TextField>
              <TextField
                select
                size="small"
                name="date_format"
                label={t('date_format')}
                value={dateFormat}
                onChange={(e) => setDateFormat(e.target.value as ImportChoices['dateFormat'])}
                sx={{ minWidth: 220 }}
              >
                {DATE_FORMATS.map((format) => (
                  <MenuItem key={format} value={format}>
                    {format}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {error && !imported && !running && <Alert severity="error">{refusalText}</Alert>}
            <div>
              <Button variant="contained" disabled={!file || preview.isPending || running !== null} onClick={() => preview.mutate(null)}>
                {t('preview')}
              </Button>
            </div>
          </Stack>
        </Paper>

        {running && (
          <ImportRunning
            view={running}
            locale={locale}
            cancelling={cancel.isPending || cancelAsked === running.id}
            onCancel={(running.status === 'committing' ? canImport : canPreview) ? () => cancel.mutate(running.id) : null}
          />
        )}
        {error && running && (
          <Alert severity="error" data-testid="import-refused">
            {refusalText}
          </Alert>
        )}
        {stopped && (
          <Alert severity="warning" data-testid="import-stopped">
            {t(`stopped_preview.${stopped.status}`)}
          </Alert>
        )}

        {view && (
          <>
            <ImportMapping view={view} onRemap={(mapping) => preview.mutate(mapping)} busy={preview.isPending || !file} />
            <ImportPreview
              view={view}
              onDownloadErrors={() =>
                dataProvider.downloadImportErrors(view, { row_header: t('row'), errors_header: t('error'), texts: importErrorTexts(view.errors, locale) }).catch(reportError)
              }
            />
            <Paper sx={{ p: 2 }}>
              {view.stopped && (
                <Alert severity="warning" data-testid="import-stopped" sx={{ mb: 2 }}>
                  {t(`stopped_commit.${view.stopped}`)}
                </Alert>
              )}
              {canImport ? (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Button variant="contained" disabled={view.errors.length > 0 || commit.isPending} onClick={() => commit.mutate(view.id)}>
                    {t('import', { count: view.rows })}
                  </Button>
                  {view.errors.length > 0 && <Typography color="text.secondary">{t('fix_first')}</Typography>}
                </Stack>
              ) : (
                <Typography color="text.secondary">{t('admin_imports')}</Typography>
              )}
            </Paper>
          </>
        )}

        {imported?.status === 'committed' && (
          <Alert
            severity="success"
            data-testid="import-done"
            action={
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to={`${base}/${LIST_PATHS[imported.kind]}`} color="inherit" size="small">
                  {t('open_list')}
                </Button>
                {canImport && (
                  <Button color="inherit" size="small" disabled={undo.isPending} onClick={() => setUndoing(true)}>
                    {t('undo')}
                  </Button>
                )}
              </Stack>
            }
          >
            {t('imported', imported.counts)}
          </Alert>
        )}
        {error && imported && (
          <Alert severity="error" data-testid="import-refused">
            {refusalText}
          </Alert>
        )}
        {imported?.status === 'undone' && (
          <Alert severity="info" data-testid="import-undone">
            {t('undone')}
          </Alert>
        )}
        {imported && (
          <Confirm
            isOpen={undoing}
            loading={undo.isPending}
            title={t('undo_title')}
            content={t('undo_confirm')}
            confirm={t('undo')}
            cancel={translate('app.records.confirm.cancel')}
            confirmColor="warning"
            onConfirm={() => undo.mutate(imported.id)}
            onClose={() => setUndoing(false)}
          />
        )}
      </Stack>
    </>
  );
}
