import { classifyConnection, measuredMbps } from './connectivity';

describe('classifyConnection (bandwidth and connection-type thresholds)', () => {
  it.each([
    [{ online: false, downlink: 10 }, 'disconnected'],
    [{ online: true, downlink: 0 }, 'disconnected'],
    [{ online: true, downlink: 0.1 }, 'none'],
    [{ online: true, downlink: 0.25 }, 'none'],
    [{ online: true, downlink: 0.26 }, 'slow'],
    [{ online: true, downlink: 0.99 }, 'slow'],
    [{ online: true, downlink: 2 }, 'slow'],
    [{ online: true, downlink: 2.01 }, 'connected'],
    [{ online: true, downlink: 9.99 }, 'connected'],
    [{ online: true, downlink: 10 }, 'fast'],
    [{ online: true, downlink: 5, effectiveType: '3g' }, 'slow'],
    [{ online: true, downlink: 5, effectiveType: '4g' }, 'fast'],
    [{ online: true, downlink: 0.5, effectiveType: '4g' }, 'slow'],
    [{ online: true }, 'connected'],
  ] as const)('%j is %s', (sample, level) => {
    expect(classifyConnection(sample)).toBe(level);
  });
});

describe('measuredMbps', () => {
  it('turns bytes over milliseconds into Mbit/s', () => {
    expect(measuredMbps(65_536, 1000)).toBeCloseTo(0.524288, 6);
    expect(measuredMbps(125_000, 100)).toBe(10);
  });

  it('takes the latency of a near-empty request off the time, counting at least a millisecond', () => {
    expect(measuredMbps(65_536, 1200, 200)).toBeCloseTo(0.524288, 6);
    expect(measuredMbps(65_536, 300, 400)).toBeCloseTo(524.288, 3);
  });

  it('gives nothing for an empty or untimed download', () => {
    expect(measuredMbps(0, 100)).toBeNull();
    expect(measuredMbps(65_536, 0)).toBeNull();
    expect(measuredMbps(65_536, Number.NaN)).toBeNull();
    expect(measuredMbps(65_536, 100, Number.NaN)).toBeNull();
  });
});
