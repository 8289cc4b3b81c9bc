import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show when the children throw; it may itself throw. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a render error and shows the error page in its place. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/**
 * Last line of defence: when the error page itself fails, a plain message that
 * needs no theme, translation or router, with a link home.
 */
export function ErrorPageFailed() {
  const si = window.location.pathname === '/si' || window.location.pathname.startsWith('/si/');
  return (
    <div style={{ fontFamily: 'sans-serif', padding: 48, textAlign: 'center' }} role="alert">
      <h1 style={{ fontSize: 22, fontWeight: 600 }}>An error occurred while showing the error page</h1>
      {si && <p lang="si">දෝෂ පිටුව පෙන්වීමේදී දෝෂයක් ඇති විය</p>}
      <a href={si ? '/si' : '/'}>{si ? 'මුල් පිටුවට යන්න' : 'Go to home page'}</a>
    </div>
  );
}
