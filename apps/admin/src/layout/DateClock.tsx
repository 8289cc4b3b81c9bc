import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMonthDayYear, formatTime } from '../i18n/format';
import { useLocale } from '../i18n/useLocale';

/** Today's date as month/day/year and a live clock. */
export function DateClock() {
  const translate = useTranslate();
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.1, px: 1.5 }}>
      <Typography variant="caption" component="time" dateTime={now.toISOString().slice(0, 10)} aria-label={translate('app.topbar.today')} data-testid="today" sx={{ fontWeight: 600 }}>
        {formatMonthDayYear(locale, now)}
      </Typography>
      <Typography variant="caption" component="time" aria-label={translate('app.topbar.time')} data-testid="clock" sx={{ opacity: 0.75, fontVariantNumeric: 'tabular-nums' }}>
        {formatTime(locale, now)}
      </Typography>
    </Box>
  );
}
