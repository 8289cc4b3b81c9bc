import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../../../..');

/** The TypeScript sources of the API and the libraries, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.(int-)?spec\.ts$|\.testing\.ts$/.test(entry.name) ? [path] : [];
  });
}

const FILES = ['apps/api/src', 'libs/domain/src', 'libs/ledger/src'].flatMap((dir) => sources(join(ROOT, dir)));
const where = (pattern: RegExp) =>
  FILES.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${relative(ROOT, file)}:${i + 1}`] : [])),
  );

describe('one way to refuse', () => {
  it('raises business refusals as DomainErrors: only access (401/403) is an HttpException of our own', () => {
    expect(where(/new \w*Exception\(|extends HttpException/).filter((at) => !at.startsWith('apps/api/src/platform/http/app-errors.ts:'))).toEqual([]);
  });

  it('writes a ledger document\'s stage in the one projection that follows its events', () => {
    const writers = where(/SET stage\b/).filter((at) => !at.startsWith('libs/ledger/src/read-models/document-stage/'));
    expect(writers).toEqual([]);
  });

  it('makes no route depend on the order controllers are registered in', () => {
    expect(where(/registered before|must come before|order matters/i)).toEqual([]);
  });
});
