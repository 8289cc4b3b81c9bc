// `npm test`: every check, in the least wall time a 2-core machine allows. The checks that use one
// core each (three type checks, lint, the admin's build and its unit tests) run two at a time, each
// one's output printed whole when it ends; the API suites and the browser suite use both cores, so
// each runs alone after them. The first stage that fails ends the run with its exit code.
const { spawn } = require('node:child_process');

const SIDE_BY_SIDE = 2;

const checks = [
  ['type check (API, libraries, tests)', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['type check (admin)', 'npx', ['tsc', '-p', 'apps/admin/tsconfig.json']],
  ['type check (browser tests)', 'npx', ['tsc', '-p', 'tests/e2e/tsconfig.json']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['admin build', 'npm', ['run', '-s', 'build:admin']],
  ['admin unit tests', 'npm', ['run', '-s', 'test:admin']],
];

const suites = [
  ['API and unit suites (jest)', 'npm', ['run', '-s', 'jest']],
  ['browser suite (Playwright)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']],
];

function run([name, command, args], { buffered }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) process.stdout.write(Buffer.concat(output));
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`\n== ${name}: ${status} in ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

async function sideBySide(stages) {
  const queue = [...stages];
  let failure = 0;
  const lane = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) {
      const code = await run(stage, { buffered: true });
      failure ||= code;
    }
  };
  await Promise.all(Array.from({ length: SIDE_BY_SIDE }, lane));
  return failure;
}

async function main() {
  const started = Date.now();
  let code = await sideBySide(checks);
  for (const suite of suites) {
    if (code !== 0) break;
    code = await run(suite, { buffered: false });
  }
  console.log(`== npm test: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code);
}

void main();
