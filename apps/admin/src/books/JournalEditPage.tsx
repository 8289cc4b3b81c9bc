import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Divider, Paper, Stack, TextField } from '@mui/material';
import { Confirm, useGetList, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalFormView as Journal } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { userCanAccess } from '../providers/canAccess';
import { businessToday } from '../i18n/format';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { useFormRefusal } from '../forms/useFormRefusal';
import { useFormSource } from '../forms/useFormSource';
import { journalLinks } from './journalScreens';
import { emptyJournalLine, JournalLines, type EditLine, type Party } from './JournalLines';
import { useChart } from './useChart';

const PARTIES = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

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
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { accounts } = useChart();
  const customers = useGetList<Party>('customers', PARTIES).data ?? [];
  const suppliers = useGetList<Party>('suppliers', PARTIES).data ?? [];
  const [date, setDate] = useState(businessToday());
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<EditLine[]>(() => [emptyJournalLine(), emptyJournalLine()]);
  const { errors, message, refuse, clear } = useFormRefusal();
  const [saved, setSaved] = useState<Journal | null>(null);
  const [reversing, setReversing] = useState(false);
  const may = (action: string) => userCanAccess(user, action, 'journals');

  const show = (journal: Journal) => {
    setSaved(journal);
    setDate(journal.date);
    setMemo(journal.memo);
    setLines(editLines(journal));
  };
  const reread = useFormSource('journals', id, () => dataProvider.getJournal(id), show);

  const succeed = (journal: Journal, note: string) => {
    clear();
    show(journal);
    void queryClient.invalidateQueries({ queryKey: ['journals', 'getList'] });
    notify(note, { type: 'success' });
  };
  // Confirming sends the form too: what is on screen is saved and posted in one request, so an
  // edit made before Confirm is neither lost nor left saved when the confirm is refused.
  const save = useMutation({
    mutationFn: (confirm: boolean) =>
      dataProvider.saveJournal(
        saved?.id ?? null,
        {
          date,
          memo,
          lines: lines.map((l) => ({ account: l.account, party: l.party || undefined, debit: l.debit || undefined, credit: l.credit || undefined })),
        },
        confirm,
      ),
    onSuccess: (journal, confirm) => {
      succeed(journal, confirm ? 'app.books.journals.confirmed' : 'app.books.journals.saved');
      if (!saved) navigate(journalLinks(base).edit(journal.id), { replace: true });
    },
    onError: refuse,
  });
  const reverse = useMutation({
    mutationFn: (journalId: string) => dataProvider.reverseJournal(journalId),
    onSuccess: (journal) => succeed(journal, 'app.books.journals.reversed'),
    onError: refuse,
  });
  const editable = !saved || saved.status === 'pending';
  return (
    <>
      <PageHeader
        title={saved ? `${saved.code} · ${translate(`app.books.journals.status.${saved.status}`)}` : translate('app.books.journals.new')}
        actions={
          <Stack direction="row" spacing={1} data-print="hide">
            {editable && (may(saved ? 'edit' : 'create')) && (
              <Button variant="contained" onClick={() => save.mutate(false)}>
                {translate('app.books.journals.save')}
              </Button>
            )}
            {saved?.status === 'pending' && may('confirm') && (
              <Button variant="outlined" onClick={() => save.mutate(true)}>
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
          if (saved) reverse.mutate(saved.id);
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
          <JournalLines lines={lines} onChange={setLines} accounts={accounts} parties={{ customer: customers, supplier: suppliers }} errors={errors} disabled={!editable} locale={locale} />
          <Divider />
          {saved ? (
            <DocumentAttachment
              url={`/api/journals/attachment/${saved.id}`}
              filename={saved.attachment}
              canEdit={may('edit') && !saved.deleted_at}
              onChanged={reread}
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
