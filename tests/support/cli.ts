import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_DIST } from '../../scripts/build-api';

const run = promisify(execFile);
const REPO_ROOT = join(__dirname, '..', '..');

/**
 * Runs one of the operator CLIs (`apps/api/src/cli/<name>.ts`) against a database, compiled as
 * `npm start` runs the API: the suites' global setups build dist/api once, so each call starts
 * without compiling the API again.
 */
export function runCli(name: string, databaseUrl: string, ...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run('node', [join(API_DIST, `apps/api/src/cli/${name}.js`), ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } });
}
