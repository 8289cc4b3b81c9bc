import type { ImportView } from '@ginuma/domain';
import type { Browser } from './test-app';

/** A poll's pause: short, and counted rather than timed, so a machine five times slower still waits long enough. */
const POLL_MS = 50;
const POLLS = 12_000;

/**
 * The import once its run has ended, following its GET from the answer that started the run
 * (a preview's or a commit's 202); the count of polls bounds the wait, no assertion is timed.
 */
export async function importSettled(browser: Browser, view: ImportView): Promise<ImportView> {
  let current = view;
  for (let polls = 0; current.status === 'previewing' || current.status === 'committing'; polls++) {
    if (polls >= POLLS) throw new Error(`Import ${view.id} is still ${current.status} after ${POLLS} polls`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = (await browser.get(`/api/imports/${view.id}`).expect(200)).body as ImportView;
  }
  return current;
}

/** Previews as `upload` (the request of `POST /api/imports`) asks, to the preview's end. */
export async function previewed(browser: Browser, upload: { expect(status: number): Promise<{ body: unknown }> }): Promise<ImportView> {
  return importSettled(browser, (await upload.expect(202)).body as ImportView);
}

/** Imports a previewed import, to the import's end. */
export async function committed(browser: Browser, importId: string): Promise<ImportView> {
  return importSettled(browser, (await browser.post(`/api/imports/commit/${importId}`).expect(202)).body as ImportView);
}
