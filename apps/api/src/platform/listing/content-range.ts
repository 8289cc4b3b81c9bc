import type { Response } from 'express';
import type { ListPage } from './list-resource';

/** `Content-Range: users 0-24/319`, which react-admin reads for "Showing x to y of z entries". */
export function setContentRange(res: Response, name: string, page: ListPage<unknown>): void {
  const end = page.rows.length ? page.start + page.rows.length - 1 : page.start;
  res.setHeader('Content-Range', `${name} ${page.start}-${end}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}
