import { HttpError } from 'react-admin';
import { readCookie } from './httpClient';

/** Saves what a GET (or a POST of `post`) answers as a file (exports, PDFs), or throws the server's error. */
export async function downloadFile(path: string, filename: string, post?: object): Promise<void> {
  const init: RequestInit = post
    ? {
        method: 'POST',
        body: JSON.stringify(post),
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') ?? '' },
      }
    : {};
  const response = await fetch(path, { ...init, credentials: 'same-origin' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}));
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : response.statusText;
    throw new HttpError(message, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; release it on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
