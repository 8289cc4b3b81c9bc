const RELOAD_KEY = 'ginuma.chunk-reload-at';
/** A page-chunk failure (e.g. after a redeploy) reloads the page, at most once per 60 seconds so it cannot loop. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Reloads unless a reload already happened in the last minute; says whether it reloads. */
export function reloadForNewChunks(now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    // Storage can be disabled; a reload without the guard could loop, so do not reload.
    return false;
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  window.sessionStorage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}
