import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';
import { userCanAccess } from '../providers/canAccess';
import { formatDate, formatDateTime } from '../i18n/format';
import { useFormRefusal } from '../forms/useFormRefusal';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';

const PERIOD_LOCK_KEY = ['period-lock'];

/** `books/lock`: the period lock date, who set it when; Admin moves it (either way; each move is in the audit trail). */
export function PeriodLockPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale, user } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const { message: error, refuse, clear } = useFormRefusal();
  const t = (key: string, options?: object) => translate(`app.books.lock.${key}`, options);

  const { data: lock } = useQuery({ queryKey: PERIOD_LOCK_KEY, queryFn: () => dataProvider.getPeriodLock(), refetchOnWindowFocus: false });
  // The date input starts at the lock in force.
  const lockDate = lock?.lock_date;
  useEffect(() => {
    if (lockDate !== undefined) setDate(lockDate ?? '');
  }, [lockDate]);

  const save = useMutation({
    mutationFn: () => dataProvider.setPeriodLock(date),
    onSuccess: (moved) => {
      queryClient.setQueryData(PERIOD_LOCK_KEY, moved);
      clear();
      notify(t('saved', { date }), { type: 'success' });
    },
    onError: refuse,
  });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Paper sx={{ p: 2, maxWidth: 640 }}>
        <Stack spacing={2}>
          {lock &&
            (lock.lock_date ? (
              <Stack spacing={0.5} data-testid="period-lock-current">
                <Typography variant="h6">
                  {t('current')} {formatDate(locale, lock.lock_date)}
                </Typography>
                {lock.locked_at && <Typography variant="body2">{t('by', { name: lock.locked_by ?? '', at: formatDateTime(locale, lock.locked_at) })}</Typography>}
                {lock.previous && <Typography variant="body2">{t('previous', { date: formatDate(locale, lock.previous) })}</Typography>}
              </Stack>
            ) : (
              <Typography data-testid="period-lock-current">{t('none')}</Typography>
            ))}
          {error && <Alert severity="error">{error}</Alert>}
          {userCanAccess(user, 'edit', 'period-lock') && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField type="date" size="small" name="lock_date" label={t('lock_date')} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <Button variant="contained" onClick={() => save.mutate()}>
                {t('save')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </>
  );
}
