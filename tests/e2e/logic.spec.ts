import { expect, test } from '@playwright/test';
import { classifyConnection } from '@ginuma/domain';

// Pure pieces of the shell, checked without a browser (route decisions: apps/admin vitest, decideRoute.spec.ts).

test('connectivity follows the bandwidth thresholds: 0 disconnected, up to 0.25 none, up to 2 slow', () => {
  expect(classifyConnection({ online: false, downlink: 10 })).toBe('disconnected');
  expect(classifyConnection({ online: true, downlink: 0 })).toBe('disconnected');
  expect(classifyConnection({ online: true, downlink: 0.25 })).toBe('none');
  expect(classifyConnection({ online: true, downlink: 0.8 })).toBe('slow');
  expect(classifyConnection({ online: true, downlink: 1.5 })).toBe('slow');
  expect(classifyConnection({ online: true, downlink: 5, effectiveType: '3g' })).toBe('slow');
  expect(classifyConnection({ online: true, downlink: 5 })).toBe('connected');
  expect(classifyConnection({ online: true, downlink: 5, effectiveType: '4g' })).toBe('fast');
  expect(classifyConnection({ online: true, downlink: 12 })).toBe('fast');
  expect(classifyConnection({ online: true })).toBe('connected');
});
