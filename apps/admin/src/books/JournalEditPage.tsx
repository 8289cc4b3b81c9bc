import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Divider, Paper, Stack, TextField } from '@mui/material';
import { Confirm, HttpError, useNotify, useTranslate } from 'react-admin';
import { httpClient, postJson } from '../providers/httpClient';
import { userCanAccess } from '../providers/canAccess';
import { businessToday } from '../i18n/format';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { journalLinks } from './journalScreens';
import { emptyJournalLine, JournalLines, type EditLine, type Party } from './JournalLines';
import { useChart } from './useChart';

interface Journal {
  id: string;
  code: string;
  date: string;
  memo: string;
  status: 'pending' | 'confirmed' | 'reversed';
  lines: { account: string; party: string | null; debit: string; credit: string }[];
  attachment: string | null;
  deleted_at: string | null;
}

const editLines = (journal: Journal): EditLine[] =>
  journal.lines.map((l) => ({ account: l.account, party: l.party ?? '', debit: l.debit === '0.00' ? '' : l.debit, credit: l.credit === '0.00' ? '' : l.credit }));

/**
 * `journals/:id` (`create` for a new one): a manual journal's date, memo and lines with live
 * totals. Entry saves drafts; Admin confirms (posts) and reverses. A posted journal is read-only.
 */
export function JournalEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { base, locale, user } = useWorkspace();
  const { id = 'create' } = useParams();
  const { accounts } = useChart();
  const [parties, setParties] = useState<{ customer: Party[]; supplier: Party[] }>({ customer: [], supplier: [] });
  const [date, setDate] = useState(businessToday());
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<EditLine[]>(() => [emptyJournalLine(), emptyJournalLine()]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<Journal | null>(null);
  const [reversing, setReversing] = useState(false);
  const may = (action: string) => userCanAccess(user, action, 'journals');

  const show = (journal: Journal) => {
    setSaved(journal);
    setDate(journal.date);
    setMemo(journal.memo);
    setLines(editLines(journal));
  };
  const load = useCallback(async () => show((await httpClient(`/api/journals/${id}`)).json as Journal), [id]);

  useEffect(() => {
    void Promise.all([httpClient('/api/customers?range=[0,499]'), httpClient('/api/suppliers?range=[0,499]')]).then(([c, s]) =>
      setParties({ customer: c.json as Party[], supplier: s.json as Party[] }),
    );
    if (id !== 'create') void load();
  }, [id, load]);

  const fail = (e: unknown) => {
    const body = e instanceof HttpError ? (e.body as { message?: string; errors?: Record<string, string[]> } | undefined) : undefined;
    if (!body?.message) throw e;
    setErrors(body.errors ?? {});
    setMessage(body.message);
  };
  const succeed = (journal: Journal, note: string) => {
    setErrors({});
    setMessage(null);
    show(journal);
    notify(note, { type: 'success' });
  };
  const save = async () => {
    try {
      const body = {
        date,
        memo,
        lines: lines.map((l) => ({ account: l.account, party: l.party || undefined, debit: l.debit || undefined, credit: l.credit || undefined })),
      };
      const r = saved ? await httpClient(`/api/journals/${saved.id}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson('/api/journals', body);
      succeed(r.json as Journal, 'app.books.journals.saved');
      if (!saved) navigate(journalLinks(base).edit((r.json as Journal).id), { replace: true });
    } catch (e) {
      fail(e);
    }
  };
  const act = (path: string, note: string) => async () => {
    if (!saved) return;
    try {
      succeed((await postJson(`/api/journals/${path}/${saved.id}`, {})).json as Journal, note);
    } catch (e) {
      fail(e);
    }
  };
  const editable = !saved || saved.status === 'pending';
  return (
    <>
      <PageHeader
        title={saved ? `${saved.code} · ${translate(`app.books.journals.status.${saved.status}`)}` : translate('app.books.journals.new')}
        actions={
          <Stack direction="row" spacing={1} data-print="hide">
            {editable && (may(saved ? 'edit' : 'create')) && (
              <Button variant="contained" onClick={() => void save()}>
                {translate('app.books.journals.save')}
              </Button>
            )}
            {saved?.status === 'pending' && may('confirm') && (
              <Button variant="outlined" onClick={() => void act('confirm', 'app.books.journals.confirmed')()}>
                {translate('app.books.journals.confirm')}
              </Button>
            )}
            {saved?.status === 'confirmed' && may('confirm') && (
              <Button variant="outlined" color="warning" onClick={() => setReversing(true)}>
                {translate('app.books.journals.reverse')}
              </Button>
            )}
          </Stack>
        }
      />
      <Confirm
        isOpen={reversing}
        title={translate('app.records.confirm.title')}
        content={translate('app.books.journals.reverse_confirm')}
        confirm={translate('app.books.journals.reverse')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={() => {
          setReversing(false);
          void act('reverse', 'app.books.journals.reversed')();
        }}
        onClose={() => setReversing(false)}
      />
      {message && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="journal-error">
          {message}
        </Alert>
      )}
      <Paper sx={{ p: 2, maxWidth: 1100 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              size="small"
              name="date"
              label={translate('app.books.journals.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={Boolean(errors.date)}
              helperText={errors.date?.join(' ')}
              disabled={!editable}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              fullWidth
              name="memo"
              label={translate('app.books.journals.memo')}
              value={memo}
              onChange={(e) => setMemo(e.target.value)}
              error={Boolean(errors.memo)}
              helperText={errors.memo?.join(' ')}
              disabled={!editable}
            />
          </Stack>
          <JournalLines lines={lines} onChange={setLines} accounts={accounts} parties={parties} errors={errors} disabled={!editable} locale={locale} />
          <Divider />
          {saved ? (
            <DocumentAttachment
              url={`/api/journals/attachment/${saved.id}`}
              filename={saved.attachment}
              canEdit={may('edit') && !saved.deleted_at}
              onChanged={load}
              messages="app.books.journals.attachment"
              testId="journal-attachment"
            />
          ) : (
            <Alert severity="info" variant="outlined">
              {translate('app.books.journals.attachment.save_first')}
            </Alert>
          )}
        </Stack>
      </Paper>
    </>
  );
}
