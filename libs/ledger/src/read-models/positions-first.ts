/**
 * A test on an appended event's type or stream that no index is offered for, so that the events
 * of a range are found by their positions alone and the test filters them. Offered an index on the
 * type or the stream, a planner whose statistics predate the transaction's appends (an import's
 * batches) takes the tenant's every event of that type or stream kind and filters them by position,
 * so each batch reads all the batches before it. A MATERIALIZED CTE of the range would fence it as
 * well, but Citus runs an INSERT … SELECT with a CTE through the coordinator (COPY, refused under
 * row-level security); a boolean test keeps every statement's form.
 */
export function unindexed(test: string): string {
  return `(${test}) IS TRUE`;
}
