export type Shell = 'workspace' | 'public';

const MENU_ITEMS = 10;

/**
 * The page's shape while the app loads its session and code: the same drawing (and the same
 * styles, in index.html) the server's first frame shows, so nothing flashes or goes blank.
 */
export function ShellSkeleton({ shell }: { shell: Shell }) {
  return (
    <div className="boot" data-shell={shell} aria-busy="true" data-testid="shell-skeleton">
      <div className="boot-top">
        <span />
      </div>
      <div className="boot-side">
        {Array.from({ length: MENU_ITEMS }, (_, index) => (
          <span key={index} />
        ))}
      </div>
      <div className="boot-main">
        <span />
        <div className="boot-card" />
      </div>
    </div>
  );
}
