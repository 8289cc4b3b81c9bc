export type Connectivity = 'disconnected' | 'none' | 'slow' | 'connected' | 'fast';

export interface ConnectionSample {
  online: boolean;
  /** Mbit/s estimate from the Network Information API; unknown in some browsers. */
  downlink?: number;
  effectiveType?: string;
}

/**
 * Spec §9: bandwidth 0 is disconnected, up to 0.25 none, up to 2 slow, above that connected.
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
