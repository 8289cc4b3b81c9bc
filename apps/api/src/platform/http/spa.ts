import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { matchAppPath, type RouteMatch } from '@ginuma/domain';

const NOT_FOUND_PAGE = '<!doctype html><meta charset="utf-8"><title>404</title><h1>This page could not be found</h1>';

/**
 * The built admin answers every browser path: a known app route with 200, anything else
 * with 404 (the SPA then shows "This page could not be found"), so crawlers and tests see
 * the same status a server-rendered app would give.
 */
export class SpaPages {
  private readonly index: string | null;

  constructor(readonly distDir: string) {
    const file = join(distDir, 'index.html');
    this.index = existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  wants(req: Request): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && req.path !== '/api';
  }

  send(req: Request, res: Response): void {
    const match = matchAppPath(req.path);
    res.status(match ? 200 : 404).type('html').setHeader('Cache-Control', 'no-cache');
    res.send(this.index === null ? NOT_FOUND_PAGE : firstFrame(this.index, match));
  }
}

/**
 * The page as its first frame should look before any script runs: a workspace page's skeleton
 * has the top bar and menu (index.html draws the public one), and a Sinhala page says so.
 */
function firstFrame(index: string, match: RouteMatch | null): string {
  let page = index;
  if (match?.kind === 'workspace') page = page.replace('data-shell="public"', 'data-shell="workspace"');
  if (match?.locale === 'si') page = page.replace('<html lang="en">', '<html lang="si-LK">');
  return page;
}
