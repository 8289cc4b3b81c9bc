// Runs a TypeScript entry point (API, CLI, benchmark) through SWC, with the
// tsconfig path aliases and decorator metadata that NestJS and TypeORM need.
process.env.SWC_NODE_PROJECT ??= require('node:path').join(__dirname, '..', 'tsconfig.json');
require('@swc-node/register');
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run.js <file.ts> [args…]');
  process.exit(2);
}
process.argv.splice(1, 2, require('node:path').resolve(entry));
require(process.argv[1]);
