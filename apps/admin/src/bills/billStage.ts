import { Money, type BillStage } from '@ginuma/domain';

/**
 * A bill's stage from its list row or view: the row's `stage` when it has one, else read off its
 * status (due, partial and paid are what a confirmed bill's ledger says).
 */
export function billStageOf(record: { status: unknown; stage?: unknown }): BillStage {
  if (record.stage === 'pending' || record.stage === 'confirmed' || record.stage === 'reversed') return record.stage;
  if (record.status === 'pending' || record.status === 'reversed') return record.status;
  return 'confirmed';
}

/**
 * Whether Reverse is offered: a confirmed bill that no voucher has paid any of. The server refuses
 * the reversal of a paid one, so the screen says why instead of offering a click that fails.
 */
export function billPaymentsBlockReverse(record: { paid?: unknown }): boolean {
  return typeof record.paid === 'string' && Money.of(record.paid).isPositive();
}
