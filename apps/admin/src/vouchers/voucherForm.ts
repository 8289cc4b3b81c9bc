import type { VoucherFormView } from '@ginuma/domain';
import { emptyLine, totalOf, type ExpenseLine } from './VoucherExpenseLines';

/** The voucher's own fields as the form holds them: text, with nothing as ''. */
export function formValues(voucher: VoucherFormView): Record<string, string> {
  return Object.fromEntries(Object.entries(voucher).map(([k, v]) => [k, v === null || typeof v === 'object' ? '' : String(v)]));
}

export function linesOf(voucher: VoucherFormView): ExpenseLine[] {
  return voucher.expenses.map((line) => ({
    ...emptyLine(line.expense_category_id),
    expense_sub_category_id: line.expense_sub_category_id ?? '',
    description: line.description ?? '',
    amount: line.amount,
  }));
}

/**
 * What a save sends: the lines' total is the voucher's amount, a cash voucher names no bank
 * account, and an empty choice is left out for the server's own default (the voucher's category).
 */
export function voucherBody(values: Record<string, string>, lines: readonly ExpenseLine[]): Record<string, unknown> {
  return {
    ...values,
    expense_sub_category_id: values.expense_sub_category_id || undefined,
    account_id: values.pay_type === 'Cash' ? undefined : values.account_id,
    expenses: lines.map((line) => ({
      expense_category_id: line.expense_category_id || undefined,
      expense_sub_category_id: line.expense_sub_category_id || undefined,
      description: line.description,
      amount: line.amount,
    })),
    amount: totalOf(lines).toFixed(),
  };
}
