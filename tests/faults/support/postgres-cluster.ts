import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server of a fault test's own, which it may restart without touching anyone else's. */
export interface PostgresCluster {
  /** The `postgres` database as the `postgres` superuser (trust auth, loopback only). */
  url: string;
  /** `pg_ctl restart -m fast`: every backend is terminated, the server comes back on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether this machine has the server binaries to run a cluster of its own. */
export function postgresBinaries(): string | null {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    return versions.length > 0 ? join('/usr/lib/postgresql', versions[0], 'bin') : null;
  } catch {
    return null;
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** initdb into a temporary directory and start on a free port; as root, it runs as the `postgres` OS user (initdb refuses root). */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'ginuma-faults-pg-'));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  const data = join(dir, 'data');
  const port = await freePort();
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  // With its output in a log file, the server holds none of pg_ctl's pipes open (execFile waits for them to close).
  const log = join(dir, 'server.log');
  await tool('pg_ctl', ['start', '-w', '-D', data, '-l', log, '-o', options]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      await tool('pg_ctl', ['restart', '-w', '-m', 'fast', '-D', data, '-l', log, '-o', options]);
    },
    async stop() {
      await tool('pg_ctl', ['stop', '-m', 'immediate', '-D', data]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
