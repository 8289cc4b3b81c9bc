export type { QueryHints, SqlExecutor } from './sql-executor';
export { sqlErrorOf } from './sql-executor';
export type {
  EventMetadata, JsonObject, JsonPrimitive, JsonValue, NewEvent, NewPosting, RecordedEvent, RecordedPosting,
} from './event-store/ledger-event.types';
export { LedgerValidationError, StreamVersionConflict } from './event-store/ledger.errors';
export { canonicalJson, chainHash, GENESIS_HASH, hashRequest } from './event-store/event-hash';
export { appendToStream, appendToStreams, type AppendOptions, type AppendToStream } from './event-store/append-to-stream';
export { assertOpenPeriod, lockDateOf } from './command/period-lock';
export { lockPeriod } from './command/lock-period';
export {
  handleCommand, readState, streamHistorySql, type CommandOf, type CommandOptions, type CommandTarget, type HandledCommand,
} from './command/handle-command';
export { countEvents, readAll, readEvents, readStream, type EventFilter, type EventPage } from './event-store/read-events';
export { verifyHashChain, type ChainVerification } from './event-store/verify-hash-chain';
export type { ProjectedColumns, Projection, ProjectionTarget, ReplayRange } from './projections/projection';
export {
  rebuildProjections, verifyProjections, type ProjectionDifference, type RebuildOptions, type RebuildProgress,
  type RebuildResult, type VerifyOptions,
} from './projections/rebuild-projections';
export { accountBalanceProjection } from './read-models/account-balance/account-balance.projection';
export {
  balances, explain, type AccountBalance, type BalanceQuery, type Explanation, type ExplainLine, type ExplainQuery,
} from './read-models/account-balance/account-balance.queries';
export { ledgerProjections } from './read-models/ledger-projections';
export { inTheBooks } from './read-models/document-stage/document-stage.projection';
export { claimIdempotencyKey, completeIdempotencyKey, type IdempotencyClaim } from './idempotency/idempotency-store';
export { balanceOfSql } from './read-models/account-balance/balance-of.sql';
export { invoiceBalanceProjection, invoiceStatusSql, INVOICE_STATUS_SQL } from './read-models/invoice-balance/invoice-balance.projection';
export { billBalanceProjection, BILL_BALANCE_TABLE, BILL_STATUS_SQL } from './read-models/bill-balance/bill-balance.projection';
export { billSettlementProjection, BILL_SETTLEMENT_TABLE } from './read-models/bill-settlement/bill-settlement.projection';
export { invoiceSettlementProjection, INVOICE_SETTLEMENT_TABLE } from './read-models/invoice-settlement/invoice-settlement.projection';
export { stockMovementProjection, STOCK_LEVEL_TABLE, STOCK_MOVEMENT_TABLE } from './read-models/stock-movement/stock-movement.projection';
export { accountDayProjection, ACCOUNT_DAY_TABLE } from './read-models/account-day/account-day.projection';
export { VAT_DAY_TABLE, VAT_EVENT_SUMS, vatDayProjection } from './read-models/vat-day/vat-day.projection';
