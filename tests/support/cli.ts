import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = join(__dirname, '..', '..');

/** Runs one of the operator CLIs (`apps/api/src/cli/<name>.ts`) against a database, as `npm run` does. */
export function runCli(name: string, databaseUrl: string, ...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run('node', ['scripts/run.js', `apps/api/src/cli/${name}.ts`, ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } });
}
