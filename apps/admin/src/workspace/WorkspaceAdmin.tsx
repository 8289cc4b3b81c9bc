import { Suspense, useMemo } from 'react';
import { Route, useParams } from 'react-router-dom';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { WORKSPACE_ROUTES, type Locale, type WorkspaceRoute } from '@ginuma/domain';
import { dataProvider } from '../providers/dataProvider';
import { createAuthProvider } from '../providers/authProvider';
import { i18nProviders } from '../providers/i18nProvider';
import { WorkspaceLayout } from '../layout/WorkspaceLayout';
import { NotificationArea } from '../layout/NotificationArea';
import { NotFoundContent } from '../public/NotFoundPage';
import { PageLoading } from '../routing/LoadingBar';
import { WORKSPACE_PAGES } from '../routing/pages';
import { darkThemeOptions, lightThemeOptions } from '../theme/theme';

// Shared by every mount (a language switch remounts <Admin> under its new basename).
const store = localStorageStore('1', 'ginuma');

function WorkspacePage({ route }: { route: WorkspaceRoute }) {
  const params = useParams();
  const Page = WORKSPACE_PAGES[route.path];
  if (!Page) return <NotFoundContent />;
  const clean = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page params={clean} path={route.path} />
    </Suspense>
  );
}

function CatchAll() {
  return <NotFoundContent />;
}

/** react-admin mounted under `/{tenant}` or `/si/{tenant}` (its "sub path" set-up). */
export function WorkspaceAdmin({ base, locale }: { base: string; locale: Locale }) {
  const authProvider = useMemo(() => createAuthProvider(locale), [locale]);
  return (
    <Admin
      basename={base}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProviders[locale]}
      store={store}
      layout={WorkspaceLayout}
      notification={NotificationArea}
      catchAll={CatchAll}
      loading={PageLoading}
      theme={lightThemeOptions}
      darkTheme={darkThemeOptions}
      defaultTheme="light"
      title="Ginuma"
      disableTelemetry
    >
      <CustomRoutes>
        {WORKSPACE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<WorkspacePage route={route} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
