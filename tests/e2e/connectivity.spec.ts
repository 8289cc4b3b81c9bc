import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, ARTIFACTS } from './support/paths';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

const probe = readFileSync(join(REPO_ROOT, 'apps/admin/public/connectivity-probe.bin'));

const PROBE = '**/connectivity-probe.bin?*';

test('the connectivity icon shows a measured bandwidth: none when the probe crawls, disconnected offline, the estimate when it fails', async ({ page, context }) => {
  const user = await registerViaApi(page);
  // 64 KiB held back 4 s arrives at under 0.13 Mbit/s: "none" (up to 0.25 Mbit/s), whatever the browser estimates.
  // Only the whole file is held back; its one-byte latency probe is answered at once.
  await page.route(PROBE, async (route) => {
    if (route.request().headers().range) return route.fulfill({ status: 206, body: probe.subarray(0, 1) });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    return route.fulfill({ status: 200, body: probe, contentType: 'application/octet-stream' });
  });
  await page.goto(`/${user.slug}/dashboard`);
  const icon = page.getByTestId('connectivity');
  await expect(icon).toHaveAttribute('data-source', 'measured', { timeout: 30_000 });
  await expect(icon).toHaveAttribute('data-level', 'none');
  await expect(icon).toHaveAttribute('aria-label', 'No usable connection');
  await look(page, join(ARTIFACTS, 'connectivity-none.png'), { clip: { x: 800, y: 0, width: 566, height: 56 } });

  await context.setOffline(true);
  await expect(icon).toHaveAttribute('data-level', 'disconnected');

  // Back online, the probe fails: the icon falls back to the browser's own estimate.
  await page.unroute(PROBE);
  await page.route(PROBE, (route) => route.abort());
  await context.setOffline(false);
  await expect(icon).toHaveAttribute('data-source', 'estimate');
  await expect(icon).not.toHaveAttribute('data-level', 'disconnected');
});
