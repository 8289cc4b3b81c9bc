import { useBasename } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { useSession } from '../session/sessionStore';
import { useLocale } from '../i18n/useLocale';
import type { SessionUser } from '../session/types';

export interface WorkspaceView {
  /** `/{tenant}` or `/si/{tenant}`: every workspace link starts with it. */
  base: string;
  locale: Locale;
  user: SessionUser;
}

/** Only used under <WorkspaceAdmin>, which the router renders for signed-in users only. */
export function useWorkspace(): WorkspaceView {
  const base = useBasename();
  const locale = useLocale();
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('The workspace is shown to signed-in users only.');
  return { base, locale, user: session.user };
}
