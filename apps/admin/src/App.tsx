import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContextProvider, NotificationContextProvider } from 'react-admin';
import { localeOfPath, LOCALE_TAGS } from './i18n/locale';
import { i18nProviders } from './providers/i18nProvider';
import { lightTheme } from './theme/theme';
import { AppRoutes } from './routing/AppRoutes';
import { RouteChangeBar } from './routing/LoadingBar';
import { ErrorBoundary, ErrorPageFailed } from './public/AppErrorBoundary';
import { ServerErrorPage } from './public/ServerErrorPage';

/** Public pages get the same translations and notification area as the workspace. */
function Shell() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  return (
    <I18nContextProvider value={i18nProviders[locale]}>
      <NotificationContextProvider>
        <ErrorBoundary
          fallback={(_error, reset) => (
            <ErrorBoundary fallback={() => <ErrorPageFailed />}>
              <ServerErrorPage onRetry={reset} />
            </ErrorBoundary>
          )}
        >
          <RouteChangeBar />
          <AppRoutes />
        </ErrorBoundary>
      </NotificationContextProvider>
    </I18nContextProvider>
  );
}

export function App() {
  return (
    <ThemeProvider theme={lightTheme}>
      <CssBaseline />
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
    </ThemeProvider>
  );
}
