import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { localePath, matchAppPath, type RouteMatch } from '@ginuma/domain';
import { useSession, loadSession } from '../session/sessionStore';
import type { SessionUser } from '../session/types';
import { browserLocale, readLocaleCookie, writeLocaleCookie } from '../i18n/locale';
import { NotFoundPage } from '../public/NotFoundPage';
import { ServerErrorPage } from '../public/ServerErrorPage';
import { PlanRequiredPage } from '../workspace/PlanRequiredPage';
import { ShellSkeleton } from '../layout/ShellSkeleton';
import { decideRoute } from './decideRoute';
import { lazyPage } from './lazyPage';
import { PUBLIC_PAGES } from './pages';

const WorkspaceAdmin = lazyPage(() => import('../workspace/WorkspaceAdmin').then((m) => m.WorkspaceAdmin));

function preferredLocale() {
  const cookie = readLocaleCookie();
  return cookie ? { locale: cookie, fromCookie: true } : { locale: browserLocale(), fromCookie: false };
}

function Redirect({ to, remember }: { to: string; remember?: 'en' | 'si' }) {
  useEffect(() => {
    if (remember) writeLocaleCookie(remember);
  }, [remember]);
  return <Navigate to={to} replace />;
}

function PublicPage({ match }: { match: Extract<RouteMatch, { kind: 'public' }> }) {
  const Page = PUBLIC_PAGES[match.route.path];
  if (!Page) return <NotFoundPage />;
  return <Page params={match.params} path={match.route.path} />;
}

function Workspace({ match }: { match: Extract<RouteMatch, { kind: 'workspace' }> }) {
  const base = localePath(match.locale, `/${match.tenant}`);
  return (
    <Routes>
      <Route path={`${base}/*`} element={<WorkspaceAdmin key={base} base={base} locale={match.locale} />} />
    </Routes>
  );
}

/**
 * The one router of the app: the shared route table (`matchAppPath`, the same function the
 * server uses to answer 404) decides what a path is; `decideRoute` applies the redirects.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const session = useSession();
  const match = matchAppPath(pathname);

  const shell = match?.kind === 'workspace' ? 'workspace' : 'public';
  if (session.status === 'loading') return <ShellSkeleton shell={shell} />;
  if (session.status === 'unavailable') {
    return <ServerErrorPage message={session.message} onRetry={() => void loadSession()} />;
  }
  const user: SessionUser | undefined = session.status === 'signed-in' ? session.user : undefined;
  const decision = decideRoute(match, user, preferredLocale);

  switch (decision.kind) {
    case 'redirect':
      return <Redirect to={decision.to} remember={decision.rememberLocale} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'plan-required':
      return user ? <PlanRequiredPage user={user} /> : null;
    case 'render':
      if (match === null) return <NotFoundPage />;
      return (
        <Suspense fallback={<ShellSkeleton shell={shell} />}>
          {match.kind === 'public' ? <PublicPage match={match} /> : <Workspace match={match} />}
        </Suspense>
      );
  }
}
