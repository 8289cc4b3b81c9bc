import { dirname } from 'node:path';

/**
 * apps/api, found as the @ginuma/api workspace package rather than from this file's place: the API
 * runs from source and compiled into dist/api (scripts/build-api.js), and its assets and the built
 * admin stay where the repository keeps them.
 */
export const API_ROOT = dirname(require.resolve('@ginuma/api/package.json'));
