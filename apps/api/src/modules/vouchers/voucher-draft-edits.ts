import { ApiProperty } from '@nestjs/swagger';
import { Money, parseMoney, validationRefusal } from '@ginuma/domain';
import type { DraftBody, DraftEditing } from '../../platform/documents/draft-edit-controller.factory';
import { invalid } from '../../platform/http/app-errors';
import { UpdateVoucher } from './commands/update-voucher.handler';
import { VOUCHER_DOCUMENT } from './voucher-document-kind';
import { VoucherLineRequest } from './voucher.requests';

/*
 * The public API's voucher-expenses calls on a pending voucher's expense lines (add one, change one,
 * take one off) and its supplier, as changes to the body its PUT takes. A voucher's amount is
 * the sum of its lines, so each change of a line carries the sum along.
 */

export class VoucherLineRef {
  @ApiProperty({ description: 'The line’s position on the voucher, from 0' }) index!: number;
}

export class VoucherLineDetailsRequest extends VoucherLineRequest {
  @ApiProperty({ format: 'uuid' }) voucher_id!: string;
  @ApiProperty({ description: 'The line’s position on the voucher, from 0' }) index!: number;
}

export class VoucherSupplierRequest {
  @ApiProperty({ format: 'uuid' }) supplier_id!: string;
}

const LINE_FIELDS = ['description', 'expense_category_id', 'expense_sub_category_id', 'amount'] as const;

const linesOf = (draft: DraftBody): DraftBody[] => (Array.isArray(draft.expenses) ? (draft.expenses as DraftBody[]) : []);

function lineAt(draft: DraftBody, change: DraftBody): number {
  const index = typeof change.index === 'string' && /^\d+$/.test(change.index) ? Number(change.index) : change.index;
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= linesOf(draft).length) {
    throw invalid('index', validationRefusal.field('choice', { label: 'expense' }));
  }
  return index as number;
}

/** A draft's lines' sum, or null when some line's amount does not read (its own 422 then says why). */
function linesSum(lines: DraftBody[]): Money | null {
  const amounts = lines.map((line) => parseMoney(line.amount, { sign: 'positive' }));
  return amounts.every((a) => a.ok) ? Money.sum(amounts.map((a) => (a.ok ? a.value : Money.ZERO))) : null;
}

/**
 * The lines, and the amount as their sum when every line's amount reads. A voucher paying bills
 * keeps what it pays beyond its lines (its bills and over-payment) on top of the new sum.
 */
function withLines(draft: DraftBody, lines: DraftBody[]): DraftBody {
  const sum = linesSum(lines);
  if (!sum) return { ...draft, expenses: lines };
  const before = parseMoney(draft.amount, { sign: 'positive' });
  const oldLines = linesSum(linesOf(draft));
  const beyond = Array.isArray(draft.bills) && draft.bills.length > 0 && before.ok && oldLines ? before.value.minus(oldLines) : Money.ZERO;
  return { ...draft, expenses: lines, amount: sum.plus(beyond).toFixed() };
}

const lineOf = (change: DraftBody): DraftBody => Object.fromEntries(LINE_FIELDS.filter((f) => f in change).map((f) => [f, change[f]]));

export const VOUCHER_DRAFT_EDITING: DraftEditing = {
  path: 'api/voucher-expenses',
  kind: VOUCHER_DOCUMENT,
  resource: 'vouchers',
  update: (me, id, body) => new UpdateVoucher(me, id, body),
  edits: [
    {
      name: 'addExpense',
      method: 'POST',
      path: 'add/:id',
      summary: 'Adds an expense line to a pending voucher',
      body: VoucherLineRequest,
      apply: (draft, change) => withLines(draft, [...linesOf(draft), { amount: null, ...lineOf(change) }]),
    },
    {
      name: 'changeSupplier',
      method: 'POST',
      path: 'add/supplier/:id',
      summary: 'Changes the supplier a pending voucher pays',
      body: VoucherSupplierRequest,
      apply: (draft, change) => ({ ...draft, supplier_id: change.supplier_id ?? null }),
    },
    {
      name: 'deleteExpense',
      method: 'DELETE',
      path: 'delete/expense/:id',
      summary: 'Takes an expense line off a pending voucher',
      body: VoucherLineRef,
      apply: (draft, change) => {
        const index = lineAt(draft, change);
        return withLines(draft, linesOf(draft).filter((_, i) => i !== index));
      },
    },
    {
      name: 'updateExpense',
      method: 'POST',
      path: 'update/voucher/expense/details',
      idField: 'voucher_id',
      summary: 'Changes one expense line of a pending voucher',
      body: VoucherLineDetailsRequest,
      apply: (draft, change) => {
        const index = lineAt(draft, change);
        return withLines(draft, linesOf(draft).map((line, i) => (i === index ? { ...line, ...lineOf(change) } : line)));
      },
    },
  ],
};
