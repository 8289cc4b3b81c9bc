export type Connectivity = 'disconnected' | 'none' | 'slow' | 'connected' | 'fast';

export interface ConnectionSample {
  online: boolean;
  /** Mbit/s: measured by the app, or else the Network Information API's estimate (unknown in some browsers). */
  downlink?: number;
  /** The browser's connection type (`4g`…); only an estimate goes with one. */
  effectiveType?: string;
}

/**
 * Bandwidth 0 is disconnected, up to 0.25 none, up to 2 slow, above that connected.
 * Fast is 4g/5g or 10 Mbit/s and more; 2g/3g or below 1 Mbit/s is slow whatever else is said.
 */
export function classifyConnection({ online, downlink, effectiveType }: ConnectionSample): Connectivity {
  if (!online || downlink === 0) return 'disconnected';
  if (downlink !== undefined && downlink <= 0.25) return 'none';
  const type = effectiveType?.toLowerCase();
  const slowType = type === 'slow-2g' || type === '2g' || type === '3g';
  if (slowType || (downlink !== undefined && downlink < 1)) return 'slow';
  if (type === '4g' || type === '5g' || (downlink !== undefined && downlink >= 10)) return 'fast';
  if (downlink !== undefined && downlink <= 2) return 'slow';
  return 'connected';
}

/**
 * Mbit/s of a download of `bytes` that took `milliseconds`, less `latencyMs` (the time a request
 * of next to nothing takes: round trip and server), so a busy server or a long way does not
 * pass for a thin line. A transfer timed at under a millisecond counts as one. Null when
 * nothing could be timed.
 */
export function measuredMbps(bytes: number, milliseconds: number, latencyMs = 0): number | null {
  if (!(bytes > 0) || !(milliseconds > 0) || !Number.isFinite(milliseconds) || !Number.isFinite(latencyMs)) return null;
  const transfer = Math.max(milliseconds - Math.max(latencyMs, 0), 1);
  return (bytes * 8) / (transfer * 1000);
}
