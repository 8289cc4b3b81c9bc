import { resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../..');
export const ARTIFACTS = resolve(REPO_ROOT, 'tests/e2e/artifacts');
