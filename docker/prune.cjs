// The API's node_modules for the image, pruned from the build stage's full install without
// asking the registry (npm prune re-resolves the tree, slow and online):
//  - root dependencies only the admin's sources import (React, MUI, react-admin…) are left out:
//    the image serves the admin built. One the server code imports too, or that nothing imports
//    (loaded by name at run time, like class-transformer), stays.
//  - then every package in package-lock.json that the kept dependencies (and the workspaces) do
//    not reach, the devDependencies' included, is deleted, by Node's resolution from each package.
// package.json loses the left-out and dev dependencies, so `npm ls --omit=dev` checks the result.
const { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const SOURCE = /\.(c|m)?(t|j)sx?$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"./][^'"]*)['"]/g;

function packagesImportedUnder(dir, found = new Set()) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) packagesImportedUnder(path, found);
    else if (SOURCE.test(name)) {
      for (const [, spec] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
        found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
      }
    }
  }
  return found;
}

const admin = packagesImportedUnder('apps/admin/src');
const server = new Set();
for (const dir of ['apps/api/src', 'libs', 'migrations', 'scripts']) packagesImportedUnder(dir, server);

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const packages = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;

/** Where Node finds `name` from the package at `from` (a lock key), or undefined. */
function resolve(from, name) {
  for (let dir = from; ; ) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at >= 0 ? dir.slice(0, at) : '';
  }
}

/** The lock keys the given root dependency names reach (dependencies, optional ones and required peers). */
function reachedFrom(names, withWorkspaces) {
  const reached = new Set();
  const queue = [];
  const reach = (key) => {
    if (!key || reached.has(key)) return;
    reached.add(key);
    if (packages[key].link) return reach(packages[key].resolved);
    queue.push(key);
  };
  for (const name of names) reach(resolve('', name));
  if (withWorkspaces) {
    for (const key of Object.keys(packages)) if (key && !key.includes('node_modules')) queue.push(key);
    for (const key of Object.keys(packages)) if (packages[key].link) reach(key);
  }
  while (queue.length) {
    const key = queue.pop();
    const entry = packages[key];
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
      for (const name of Object.keys(entry[field] ?? {})) {
        // An optional peer is the user's choice: reached only if something else asks for it.
        if (field === 'peerDependencies' && entry.peerDependenciesMeta?.[name]?.optional) continue;
        reach(resolve(key, name));
      }
    }
  }
  return reached;
}

// The admin's: what its sources import, and the root dependencies only those reach (their peers,
// such as @emotion/react for MUI), unless the server code imports them.
const roots = Object.keys(manifest.dependencies);
const adminImported = roots.filter((name) => admin.has(name) && !server.has(name));
const byAdmin = reachedFrom(adminImported, false);
const byServer = reachedFrom(roots.filter((name) => server.has(name)), false);
const leftOut = roots.filter((name) => !server.has(name) && byAdmin.has(`node_modules/${name}`) && !byServer.has(`node_modules/${name}`));
for (const name of leftOut) delete manifest.dependencies[name];
delete manifest.devDependencies;
writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);

const reached = reachedFrom(Object.keys(manifest.dependencies), true);
reached.add('');
let removed = 0;
for (const key of Object.keys(packages)) {
  if (!key.includes('node_modules') || reached.has(key) || packages[key].inBundle) continue;
  if (existsSync(key)) {
    rmSync(key, { recursive: true, force: true });
    removed++;
  }
}
// Bin links to packages now gone.
for (const bin of existsSync('node_modules/.bin') ? readdirSync('node_modules/.bin') : []) {
  if (!existsSync(join('node_modules/.bin', bin))) rmSync(join('node_modules/.bin', bin), { force: true });
}
rmSync('node_modules/.package-lock.json', { force: true });
console.log(`left out of the image (the admin's, served built): ${leftOut.join(', ') || 'nothing'}`);
console.log(`pruned ${removed} packages the API does not reach; ${reached.size - 1} kept`);
