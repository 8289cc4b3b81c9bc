// `npm run build:api`: the API, its libraries and migrations compiled by SWC to CommonJS in
// dist/api, laid out as in the repository, for `npm start`, the image and the test suites' API and
// CLI processes. Compiled ahead, the running API holds neither TypeScript's compiler (which
// @swc-node/register loads to read tsconfig.json) nor SWC's native binding: about 75 MB less
// resident memory, and each operator CLI starts without compiling the API again.
// scripts/run.js still runs any .ts entry point (benchmarks, development) from source.
const { transformFile } = require('@swc/core');
const { mkdir, readdir, rename, rm, symlink, writeFile } = require('node:fs/promises');
const { basename, dirname, join, relative } = require('node:path');

const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'dist', 'api');
const SOURCES = ['apps/api/src', 'libs/domain/src', 'libs/ledger/src', 'migrations'];
// What the API reads from disk beside its code (by its place relative to the code): linked, so
// the compiled files find them where the sources do.
const LINKED = ['apps/api/assets', 'apps/admin/dist'];
const { compilerOptions } = JSON.parse(require('node:fs').readFileSync(join(ROOT, 'tsconfig.base.json'), 'utf8'));

const options = {
  // Maps beside the files, read only by `node --enable-source-maps` (stack traces in TypeScript's
  // lines when debugging); inline, every module's source text would carry its map in memory.
  sourceMaps: true,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    // NestJS and TypeORM read the decorators' design-time types; class fields keep TypeScript's
    // assignment semantics (useDefineForClassFields: false), as tsconfig.base.json says.
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: compilerOptions.target.toLowerCase(),
    // The @ginuma/* aliases become relative requires, which hold in dist/api's mirrored layout.
    baseUrl: ROOT,
    paths: compilerOptions.paths,
  },
  module: { type: 'commonjs' },
};

async function sourcesUnder(directory) {
  const entries = await readdir(join(ROOT, directory), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
      return /(?<!\.d|\.spec|\.int-spec)\.ts$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

async function compile(source, out) {
  const target = join(out, source.replace(/\.ts$/, '.js'));
  const { code, map } = await transformFile(join(ROOT, source), { ...options, filename: join(ROOT, source), outputPath: target });
  await mkdir(dirname(target), { recursive: true });
  await Promise.all([writeFile(target, `${code}\n//# sourceMappingURL=${basename(target)}.map\n`), writeFile(`${target}.map`, map)]);
}

/**
 * Compiles into a directory of its own, then puts it in dist/api's place: an API or CLI starting
 * meanwhile (another suite on this machine) loads the whole previous build or the whole new one.
 */
async function buildApi() {
  const fresh = `${OUT}.${process.pid}`;
  const sources = (await Promise.all(SOURCES.map(sourcesUnder))).flat();
  await rm(fresh, { recursive: true, force: true });
  await Promise.all(sources.map((source) => compile(source, fresh)));
  for (const path of LINKED) {
    await mkdir(dirname(join(fresh, path)), { recursive: true });
    await symlink(relative(dirname(join(OUT, path)), join(ROOT, path)), join(fresh, path));
  }
  const previous = `${OUT}.${process.pid}.previous`;
  await rename(OUT, previous).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(fresh, OUT);
  await rm(previous, { recursive: true, force: true });
  return sources.length;
}

/**
 * How the compiled API is started (`npm start`, the image's CMD and the suites' spawned API say
 * the same): V8 grows its heap lazily, so without a ceiling an import of 100,000 rows left the
 * process at 370-450 MB resident though it used 70 MB; 256 MB of old generation collects first
 * and kept it near 230 MB, with room above the ~60 MB a running API holds.
 */
const API_NODE_FLAGS = ['--max-old-space-size=256'];

module.exports = { buildApi, API_DIST: OUT, API_NODE_FLAGS };

if (require.main === module) {
  const started = Date.now();
  buildApi().then(
    (files) => console.log(`build:api: ${files} files in ${relative(ROOT, OUT)} in ${Date.now() - started} ms`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
