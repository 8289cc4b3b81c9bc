// Loads the native modules the API runs on and uses each once: a prebuild made for another
// Node-API or libc fails (or segfaults) here, at build time, rather than at the first sign-in.
const argon2 = require('argon2');
const swc = require('@swc/core');

const out = swc.transformSync('const n: number = 1; export default n;', { jsc: { parser: { syntax: 'typescript' } } });
if (!out.code.includes('1')) throw new Error('@swc/core transformed nothing');
argon2
  .hash('check')
  .then((hash) => argon2.verify(hash, 'check'))
  .then((ok) => {
    if (!ok) throw new Error('argon2 cannot verify its own hash');
    console.log(`native modules load on Node ${process.version} (Node-API ${process.versions.napi}): argon2, @swc/core`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
