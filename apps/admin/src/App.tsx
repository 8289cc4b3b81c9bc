import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContextProvider, NotificationContextProvider } from 'react-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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

// The public pages' calls go through react-query too; the workspace's <Admin> brings its own client.
const publicQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function App() {
  return (
    <ThemeProvider theme={lightTheme}>
      <CssBaseline />
      <QueryClientProvider client={publicQueryClient}>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
