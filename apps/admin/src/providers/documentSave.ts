import { httpClient, postJson } from './httpClient';

/**
 * Saves a document's whole draft: `PUT <path>/<id>`, or `POST <path>` for a new one. With
 * `confirm`, the same request confirms it (`?confirm=true`): the API saves and confirms in one
 * transaction, so a refused confirm leaves no draft behind and the answer is the confirmed document.
 */
export async function saveDocument<T>(path: string, id: string | null, body: object, confirm: boolean): Promise<T> {
  const query = confirm ? '?confirm=true' : '';
  const { json } = id ? await httpClient(`${path}/${id}${query}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson(`${path}${query}`, body);
  return json as T;
}
