import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsOptional, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import {
  isCalendarDate,
  Money,
  validationRefusal,
  VOUCHER_PAY_TYPES,
  voucherOverPayment,
  vouchersRefusal,
  type FieldErrors,
  type FieldRefusal,
  type VoucherInput,
  type VoucherLine,
  type VoucherPayType,
} from '@ginuma/domain';
import { validationFailed } from '../../platform/http/app-errors';
import { IsBusinessDate, IsId, isGiven, IsMoney, moneyOf, OptionalText, requiredOrChoice, trimmedText } from '../../platform/http/field-decorators';
import { refusedAs, refusedBy } from '../../platform/http/validation.pipe';

const voucherDate = (label: string) => (value: unknown) => (isGiven(value) ? vouchersRefusal.field('date-not-valid', { label }) : validationRefusal.field('required', { label }));
const categoryRequired = () => vouchersRefusal.field('expense-category-required');
/** A category picker left empty sends ''; the voucher reads it as no choice, as it reads null. */
const EmptyAsNone = () => Transform(({ value }: { value: unknown }) => (isGiven(value) ? value : null));

/** A list of `type`, or absent; anything else is refused with `notList`. */
function OptionalList(type: () => new () => object, notList: FieldRefusal, description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [type()], ...(description ? { description } : {}) }),
    IsOptional(),
    IsArray(refusedAs(notList)),
    ValidateNested(),
    Type(type),
  );
}

/** One expense line of a voucher: its own category, or the voucher's when it names none. */
export class VoucherLineRequest {
  @OptionalText('description') description?: string | null;
  @EmptyAsNone()
  @IsId({ label: 'expense category', optional: true, refusal: categoryRequired }) expense_category_id?: string | null;
  @EmptyAsNone()
  @IsId({ label: 'sub category', optional: true }) expense_sub_category_id?: string | null;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string | number;
}

/** One bill a voucher pays: a confirmed bill of its supplier, never more than it still owes. */
export class VoucherBillRequest {
  @IsId({ label: 'bill', refusal: requiredOrChoice('bill') }) bill_id!: string;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string | number;
}

/**
 * A voucher's body (create and the whole-draft PUT). Without bills and lines it is its own one
 * line; with bills, its amount is its lines + its bills + an over-payment kept as the supplier's credit.
 */
export class VoucherRequest {
  @IsId({ label: 'supplier', refusal: requiredOrChoice('supplier') }) supplier_id!: string;
  @IsBusinessDate({ label: 'date', refusal: voucherDate('date') }) date!: string;

  @ApiProperty({ enum: [...VOUCHER_PAY_TYPES] })
  @ValidateBy({ name: 'isVoucherPayType', validator: { validate: (value: unknown) => VOUCHER_PAY_TYPES.some((t) => t === value) } }, refusedBy(requiredOrChoice('pay type')))
  pay_type!: VoucherPayType;

  // The account it pays from, for Bank and Cheque; Cash comes out of cash in hand.
  @ValidateIf((o: VoucherRequest) => o.pay_type === 'Bank' || o.pay_type === 'Cheque')
  @IsId({ label: 'from account', refusal: requiredOrChoice('from account') })
  account_id?: string | null;

  @ApiPropertyOptional({ description: 'Required for a Cheque' })
  @ValidateIf((o: VoucherRequest) => o.pay_type === 'Cheque')
  @ValidateBy(
    { name: 'isChequeNumber', validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 && value.length <= 255 } },
    refusedAs(validationRefusal.field('required', { label: 'cheque number' })),
  )
  cheque_number?: string | null;

  @ApiPropertyOptional({ format: 'date', description: 'Required for a Cheque: after today' })
  @ValidateIf((o: VoucherRequest) => o.pay_type === 'Cheque' || isGiven(o.post_date))
  @ValidateBy({ name: 'isPostDate', validator: { validate: isCalendarDate } }, refusedBy(voucherDate('post date')))
  post_date?: string | null;

  @OptionalText('account number') account_number?: string | null;
  @OptionalText('bank') bank?: string | null;
  @OptionalText('branch') branch?: string | null;

  @EmptyAsNone()
  @IsId({ label: 'expense category', optional: true, refusal: categoryRequired }) expense_category_id?: string | null;
  @EmptyAsNone()
  @IsId({ label: 'sub category', optional: true }) expense_sub_category_id?: string | null;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string | number;
  @OptionalList(() => VoucherLineRequest, vouchersRefusal.field('expenses-not-list')) expenses?: VoucherLineRequest[] | null;
  @OptionalList(() => VoucherBillRequest, vouchersRefusal.field('bills-not-list'), 'The supplier’s bills it pays') bills?: VoucherBillRequest[] | null;
  @OptionalText('remarks') remarks?: string | null;
  @OptionalText('note') note?: string | null;
}

const id = (value: string | null | undefined): string | null => (value ? value.toLowerCase() : null);

/**
 * A voucher's body as VoucherRequest read it, weighed as a whole against the workspace's `today`:
 * a cheque's post date lies after it. Without bills: without lines the whole amount goes to the
 * voucher's category; with lines, they must add up to the amount. With bills, its expenses are its
 * lines only, and the amount is lines + bills + an over-payment (kept as the supplier's credit), so
 * it may not be less than lines + bills. A line without a category of its own takes the voucher's.
 */
export function voucherInput(request: VoucherRequest, today: string): VoucherInput {
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  const cheque = request.pay_type === 'Cheque';
  const postDate = trimmedText(request.post_date);
  if (postDate && postDate <= today) add('post_date', vouchersRefusal.field('post-date-not-ahead'));
  const categoryId = id(request.expense_category_id);
  const subCategoryId = id(request.expense_sub_category_id);
  const expenses = request.expenses ?? [];
  const bills = (request.bills ?? []).map((b) => ({ billId: b.bill_id.toLowerCase(), amount: moneyOf(b.amount) }));
  const paysBills = bills.length > 0;
  // Paying bills, the voucher needs a category only for a line without one of its own.
  if (!categoryId && (!paysBills || expenses.some((l) => !l.expense_category_id))) add('expense_category_id', categoryRequired());
  const seen = new Set<string>();
  bills.forEach((b, i) => {
    if (seen.has(b.billId)) add(`bills.${i}.bill_id`, vouchersRefusal.field('bill-repeated'));
    seen.add(b.billId);
  });
  const lines: VoucherLine[] = expenses.map((l) => ({
    description: trimmedText(l.description),
    categoryId: id(l.expense_category_id) ?? categoryId ?? '',
    subCategoryId: l.expense_category_id ? id(l.expense_sub_category_id) : (id(l.expense_sub_category_id) ?? subCategoryId),
    amount: moneyOf(l.amount),
  }));
  const amount = moneyOf(request.amount);
  if (paysBills && voucherOverPayment(amount, lines, bills).isNegative()) add('amount', vouchersRefusal.field('amount-below-allocations'));
  else if (!paysBills && lines.length > 0 && !Money.sum(lines.map((l) => l.amount)).equals(amount)) add('amount', vouchersRefusal.field('amount-not-lines-sum'));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    supplierId: request.supplier_id.toLowerCase(),
    date: request.date,
    payType: request.pay_type,
    accountId: request.pay_type === 'Cash' ? null : id(request.account_id),
    cheque: cheque
      ? { number: trimmedText(request.cheque_number), postDate, accountNumber: trimmedText(request.account_number), bank: trimmedText(request.bank), branch: trimmedText(request.branch) }
      : { number: null, postDate: null, accountNumber: null, bank: null, branch: null },
    categoryId,
    subCategoryId,
    lines: lines.length > 0 || paysBills ? lines : [{ description: null, categoryId: categoryId as string, subCategoryId, amount }],
    bills,
    amount,
    remarks: trimmedText(request.remarks),
    note: trimmedText(request.note),
  };
}
