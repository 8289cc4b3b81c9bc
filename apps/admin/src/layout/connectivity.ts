import { measuredMbps } from '@ginuma/domain';

/** A static file of the admin, 64 KiB of random bytes (nothing compresses it), fetched to time the connection. */
export const PROBE_PATH = '/connectivity-probe.bin';
/** How often the bandwidth is measured again: often enough to follow a change, rarely enough to cost nothing. */
export const PROBE_INTERVAL_MS = 45_000;
/** The first measurement waits for the page's own start-up requests, which would slow the probe down. */
export const PROBE_FIRST_MS = 4_000;
const PROBE_TIMEOUT_MS = 15_000;

/**
 * Times the probe (past every cache) against its first byte alone, which costs the same round
 * trip and server time: the difference is the line's. Mbit/s, or null when it could not be
 * measured (failed, timed out), so the caller falls back to the browser's own estimate.
 */
export async function measureBandwidth(): Promise<number | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PROBE_TIMEOUT_MS);
  const timed = async (headers: Record<string, string>) => {
    const started = performance.now();
    const response = await fetch(`${PROBE_PATH}?t=${Date.now()}`, { cache: 'no-store', credentials: 'omit', signal: abort.signal, headers });
    if (!response.ok) throw new Error(`probe ${response.status}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    return { bytes, ms: performance.now() - started };
  };
  try {
    const latency = await timed({ Range: 'bytes=0-0' });
    const full = await timed({});
    return measuredMbps(full.bytes, full.ms, latency.ms);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
