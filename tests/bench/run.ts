import { runLedgerBench } from './ledger/ledger.bench';

// `npm run bench`: figures only; a slow machine never fails it.
async function main(): Promise<void> {
  process.stdout.write('# ledger\n');
  await runLedgerBench({
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    bulkEvents: Number(process.env.BENCH_EVENTS ?? 1_000_000),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
