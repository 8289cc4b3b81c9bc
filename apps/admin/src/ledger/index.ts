// The audit trail page is loaded by the router on its own; others use only the drill-down.
export { LedgerAmount, type LedgerAmountProps } from './LedgerAmount';
export { LedgerBalance, type LedgerBalanceProps } from './LedgerBalance';
