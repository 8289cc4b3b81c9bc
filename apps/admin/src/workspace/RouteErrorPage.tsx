import { ServerErrorContent } from '../public/ServerErrorPage';

/** A page that failed to render inside the workspace keeps the menu; retrying reloads. */
export function RouteErrorPage() {
  return <ServerErrorContent />;
}
