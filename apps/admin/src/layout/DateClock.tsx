import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '@ginuma/domain';
import { businessToday, formatMonthDayYear, formatTime } from '../i18n/format';
import { useLocale } from '../i18n/useLocale';

/**
 * Today as month/day/year and a live clock, both in the business's home zone: the day the forms
 * default to and the API dates what happens now, whatever zone the browser is set to.
 */
export function DateClock() {
  const translate = useTranslate();
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const today = businessToday(now);
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.1, px: 1.5 }}>
      <Typography variant="caption" component="time" dateTime={today} aria-label={translate('app.topbar.today')} data-testid="today" sx={{ fontWeight: 600 }}>
        {formatMonthDayYear(locale, today)}
      </Typography>
      <Typography variant="caption" component="time" aria-label={translate('app.topbar.time')} data-testid="clock" sx={{ opacity: 0.75, fontVariantNumeric: 'tabular-nums' }}>
        {formatTime(locale, now, DEFAULT_TIME_ZONE)}
      </Typography>
    </Box>
  );
}
