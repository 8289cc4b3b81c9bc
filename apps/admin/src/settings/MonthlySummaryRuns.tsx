import { Alert, Box, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { useWorkspace } from '../workspace/useWorkspace';
import { formatDate, formatMonth, formatTime } from '../i18n/format';

/** Panels below a settings document read what depends on it under its key, so a save refreshes them. */
const MONTHLY_SUMMARY_RUNS_KEY = ['settings-document', 'configurations', 'monthly-summaries'];

function monthOf(locale: Locale, date: string): string {
  return formatMonth(locale, date);
}

/** Settings › Monthly Report dates: when each summary last went out, for what, to whom, and when it goes next. */
export function MonthlySummaryRuns() {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const { data, isPending, error } = useQuery({ queryKey: MONTHLY_SUMMARY_RUNS_KEY, queryFn: () => dataProvider.getMonthlySummaryRuns() });
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{error.message}</Alert>;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {isPending
        ? [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={180} />)
        : data.summaries.map((summary) => {
            const last = summary.last_run;
            const covers =
              summary.kind === 'business' && last
                ? translate('summaries.covers_month', { month: monthOf(locale, last.period_from) })
                : last
                  ? translate('summaries.as_of', { date: formatDate(locale, last.period_to) })
                  : '';
            return (
              <Card key={summary.kind} variant="outlined" data-testid={`summary-${summary.kind}`}>
                <CardContent>
                  <Stack spacing={1.5}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <ScheduleSendOutlinedIcon color="action" />
                      <Typography variant="subtitle1" component="h2">{translate(`summaries.${summary.kind}.title`)}</Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">{translate(`summaries.${summary.kind}.body`)}</Typography>
                    <Box>
                      <Typography variant="overline" color="text.secondary">{translate('summaries.next_run')}</Typography>
                      <Typography variant="body2" data-testid={`summary-${summary.kind}-next`}>
                        {summary.next_run
                          ? summary.next_run === data.today
                            ? translate('summaries.due_now')
                            : formatDate(locale, summary.next_run)
                          : translate('summaries.off')}
                      </Typography>
                    </Box>
                    <Box data-testid={`summary-${summary.kind}-last`}>
                      <Typography variant="overline" color="text.secondary">{translate('summaries.last_run')}</Typography>
                      {last ? (
                        <Stack spacing={0.75}>
                          <Typography variant="body2" sx={{ fontWeight: 500 }}>{translate('summaries.for_month', { month: monthOf(locale, `${last.month}-01`) })}</Typography>
                          <Typography variant="body2">
                            {translate('summaries.sent_on', { date: formatDate(locale, new Date(last.sent_at)), time: formatTime(locale, new Date(last.sent_at)) })} · {covers}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">{translate('summaries.sent_to', { smart_count: last.recipients.length })}</Typography>
                          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                            {last.recipients.map((to) => (
                              <Chip key={to} size="small" label={to} />
                            ))}
                          </Stack>
                        </Stack>
                      ) : (
                        <Typography variant="body2" color="text.secondary">{translate('summaries.never')}</Typography>
                      )}
                    </Box>
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
    </Box>
  );
}
