import type { Locator, Page } from '@playwright/test';

/**
 * Pictures for an engineer to look at (en and si), taken when E2E_SCREENSHOTS=1 is set. The suite
 * asserts on the page, never on these, so `npm test` skips them: a full-page paint on a software
 * renderer cost about a twentieth of the browser suite. A failed test keeps its own screenshot
 * and trace either way (playwright.config.ts).
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** A picture of the whole page (or, with `fullPage: false`, of the viewport; or of `clip`) at `path`. */
export async function look(page: Page | Locator, path: string, options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  if ('goto' in page) await page.screenshot({ path, fullPage: options.clip ? false : (options.fullPage ?? true), clip: options.clip });
  else await page.screenshot({ path });
}
