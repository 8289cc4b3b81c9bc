import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportView, Locale } from '@ginuma/domain';
import { LOCALE_TAGS } from '../i18n/locale';

/**
 * A preview or an import under way: how far it is (percent of the file's rows, rows a second)
 * and a Cancel for whoever may cancel it. The page polls the import and passes each answer in.
 */
export function ImportRunning({ view, locale, onCancel, cancelling }: { view: ImportView; locale: Locale; onCancel: (() => void) | null; cancelling: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`imports.${key}`, options);
  const progress = view.progress;
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 });
  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <Paper sx={{ p: 2 }} data-testid="import-running">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t(view.status === 'committing' ? 'committing' : 'previewing', { file: view.file_name })}
        </Typography>
        <LinearProgress variant={progress ? 'determinate' : 'indeterminate'} value={percent} aria-label={t('progress_label')} />
        <Typography data-testid="import-progress">
          {progress
            ? t('progress', { percent: number.format(percent), done: number.format(progress.done), total: number.format(progress.total), rate: number.format(progress.rows_per_second) })
            : t('running')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('running_reload')}
        </Typography>
        {onCancel && (
          <Box>
            <Button variant="outlined" color="warning" disabled={cancelling} onClick={onCancel}>
              {t(cancelling ? 'cancelling' : 'cancel')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
