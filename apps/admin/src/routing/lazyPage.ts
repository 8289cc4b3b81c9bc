import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadForNewChunks } from './chunkReload';

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
