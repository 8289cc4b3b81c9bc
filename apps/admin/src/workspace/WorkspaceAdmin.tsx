import { Suspense, useMemo } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { matchAppPath, type Locale } from '@ginuma/domain';
import { dataProvider } from '../providers/dataProvider';
import { createAuthProvider } from '../providers/authProvider';
import { i18nProviders } from '../providers/i18nProvider';
import { WorkspaceLayout } from '../layout/WorkspaceLayout';
import { NotificationArea } from '../layout/NotificationArea';
import { ShellSkeleton } from '../layout/ShellSkeleton';
import { NotFoundContent } from '../public/NotFoundPage';
import { PageLoading } from '../routing/LoadingBar';
import type { Page } from '../routing/lazyPage';
import { WORKSPACE_PAGES, WORKSPACE_RESOURCES } from '../routing/pages';
import { darkThemeOptions, lightThemeOptions, withProgressLabel } from '../theme/theme';

// Shared by every mount (a language switch remounts <Admin> under its new basename).
const store = localStorageStore('1', 'ginuma');

/**
 * One route-table path's page, with its params as the server reads them. react-admin's resource
 * routes end in `/*`; a path the table does not know is not found, as on a full page load.
 */
function RoutePage({ path, page: Page }: { path: string; page: Page }) {
  const match = matchAppPath(useLocation().pathname);
  if (match?.kind !== 'workspace' || match.route.path !== path) return <NotFoundContent />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page params={match.params} path={path} />
    </Suspense>
  );
}

const WorkspaceSkeleton = () => <ShellSkeleton shell="workspace" />;

function CatchAll() {
  return <NotFoundContent />;
}

/** react-admin mounted under `/{tenant}` or `/si/{tenant}` (its "sub path" set-up). */
export function WorkspaceAdmin({ base, locale }: { base: string; locale: Locale }) {
  const authProvider = useMemo(() => createAuthProvider(locale), [locale]);
  const themes = useMemo(() => {
    const loading = i18nProviders[locale].translate('ra.page.loading');
    return { light: withProgressLabel(lightThemeOptions, loading), dark: withProgressLabel(darkThemeOptions, loading) };
  }, [locale]);
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
      loading={WorkspaceSkeleton}
      theme={themes.light}
      darkTheme={themes.dark}
      defaultTheme="light"
      title="Ginuma"
      disableTelemetry
    >
      {WORKSPACE_RESOURCES.map(({ name, list, edit, routes = {}, icon, recordRepresentation }) => {
        // `{name}/create` is the editor's `:id` route (id "create"), as in the route table.
        return (
          <Resource
            key={name}
            name={name}
            list={<RoutePage path={name} page={list} />}
            edit={edit && <RoutePage path={`${name}/:id`} page={edit} />}
            hasCreate={edit !== undefined}
            icon={icon}
            recordRepresentation={recordRepresentation}
          >
            {Object.entries(routes).map(([sub, page]) => (
              <Route key={sub} path={sub} element={<RoutePage path={`${name}/${sub}`} page={page} />} />
            ))}
          </Resource>
        );
      })}
      <CustomRoutes>
        {Object.entries(WORKSPACE_PAGES).map(([path, page]) => (
          <Route key={path} path={path} element={<RoutePage path={path} page={page} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
