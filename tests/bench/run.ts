import { runBankBench } from './bank.bench';
import { runBooksBench } from './books.bench';
import { runCustomersBench } from './customers.bench';
import { runHttpBench } from './http.bench';
import { runImportsBench } from './imports.bench';
import { runFaultsBench } from './faults.bench';
import { runLedgerBench } from './ledger/ledger.bench';
import { runOutstandingBench } from './outstanding.bench';
import { runStockBench } from './stock.bench';
import { runStatementsBench } from './statements.bench';
import { runVatBench } from './vat.bench';

const requests = Number(process.env.BENCH_REQUESTS ?? 30);

const BENCHES: Record<string, () => Promise<void>> = {
  ledger: () => runLedgerBench({ seconds: Number(process.env.BENCH_SECONDS ?? 8), bulkEvents: Number(process.env.BENCH_EVENTS ?? 1_000_000) }),
  customers: () => runCustomersBench({ customers: Number(process.env.BENCH_CUSTOMERS ?? 100_000), requests }),
  outstanding: () => runOutstandingBench({ invoices: Number(process.env.BENCH_INVOICES ?? 100_000), requests }),
  http: () => runHttpBench({ requests: Number(process.env.BENCH_HTTP_REQUESTS ?? 4_000), seconds: Number(process.env.BENCH_HTTP_SECONDS ?? 20) }),
  faults: () => runFaultsBench({ writeMs: Number(process.env.BENCH_FAULT_SECONDS ?? 3) * 1000 }),
  books: () => runBooksBench({ postings: Number(process.env.BENCH_POSTINGS ?? 1_000_000), requests }),
  statements: () => runStatementsBench({ documents: Number(process.env.BENCH_INVOICES ?? 100_000), requests }),
  imports: () => runImportsBench({ customers: Number(process.env.BENCH_IMPORT_CUSTOMERS ?? 100_000), invoices: Number(process.env.BENCH_IMPORT_INVOICES ?? 50_000) }),
  bank: () => runBankBench({ imported: Number(process.env.BENCH_BANK_IMPORT ?? 20_000), lines: Number(process.env.BENCH_BANK_LINES ?? 50_000), documents: Number(process.env.BENCH_BANK_DOCUMENTS ?? 100_000), requests }),
  vat: () => runVatBench({ postings: Number(process.env.BENCH_POSTINGS ?? 1_000_000), requests }),
  stock: () => runStockBench({ products: Number(process.env.BENCH_PRODUCTS ?? 2_000), events: Number(process.env.BENCH_STOCK_EVENTS ?? 200_000), requests }),
};

// `npm run bench [-- name…]`: every bench, or the named ones; figures only, a slow machine never fails it.
async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in BENCHES));
  if (unknown.length > 0) throw new Error(`Unknown bench ${unknown.join(', ')}; there are ${Object.keys(BENCHES).join(', ')}`);
  for (const name of names.length > 0 ? names : Object.keys(BENCHES)) {
    process.stdout.write(`# ${name}\n`);
    await BENCHES[name]?.();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
