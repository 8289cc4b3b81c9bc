import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadError, reloadForNewChunks } from './chunkReload';
import type { PageProps } from './pageProps';

/** The screen of a route-table path: code-split, or in the main chunk (error pages). */
export type Page = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;

/**
 * A route-level code-split page. After a deploy the old chunk names are gone: reload once
 * to fetch the new ones; a second failure within a minute goes to the error page.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (isChunkLoadError(error) && reloadForNewChunks()) return new Promise<never>(() => undefined);
      throw error;
    }
  });
}
