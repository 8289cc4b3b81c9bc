import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ValidateBy, ValidateIf } from 'class-validator';
import {
  cashbookRefusal,
  clientOf,
  moneyAccountOf,
  validationRefusal,
  type CashEntryRequest as CashEntryBody,
  type TransferRequest as TransferBody,
} from '@ginuma/domain';
import { IsBusinessDate, IsId, IsMoney } from '../../platform/http/field-decorators';
import { refusedAs, refusedBy } from '../../platform/http/validation.pipe';

const ACCOUNT = { description: '`cash`, or a bank account’s id' };

/** `cash` or a bank account's id; left out it is required, anything else not one to choose. */
function MoneyAccount(label: string, ...then: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(
    ApiProperty(ACCOUNT),
    ValidateBy({ name: 'isMoneyAccount', validator: { validate: (value) => moneyAccountOf(value) !== null } }, refusedBy((value) => validationRefusal.field(value ? 'choice' : 'required', { label }))),
    ...then,
  );
}

/** A transfer's destination: another account than its source. */
const OtherThanFrom = () =>
  ValidateBy(
    { name: 'isOtherAccount', validator: { validate: (value, args) => moneyAccountOf(value) !== moneyAccountOf((args?.object as { from_account?: unknown }).from_account) } },
    refusedAs(cashbookRefusal.field('same-account')),
  );

/** Who paid or was paid, if anyone: `customer:<id>` or `supplier:<id>` (empty names nobody). */
function CashClient(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: '`customer:<id>` or `supplier:<id>`: who paid or was paid' }),
    ValidateIf((body: { client?: unknown }) => body.client !== undefined && body.client !== null && body.client !== ''),
    ValidateBy({ name: 'isCashClient', validator: { validate: (value) => clientOf(value) !== null } }, refusedAs(cashbookRefusal.field('client-invalid'))),
  );
}

/** The cash book's date: left out it is required, else a real calendar day. */
const EntryDate = () =>
  IsBusinessDate({ label: 'date', refusal: (value) => (value ? cashbookRefusal.field('date-not-valid', { label: 'date' }) : validationRefusal.field('required', { label: 'date' })) });

/** Free text, kept when it is text (and trimmed to 1000 characters), else dropped. */
const Remark = () => applyDecorators(ApiPropertyOptional(), Allow());

/** Money moved between two of the workspace's money accounts. */
export class TransferRequest implements TransferBody {
  @MoneyAccount('from account') from_account!: string;

  @MoneyAccount('to account', OtherThanFrom())
  to_account!: string;

  @IsMoney({ label: 'value', sign: 'positive' }) value!: string;
  @EntryDate() date!: string;
  @Remark() remark?: string | null;
}

/** A cash book income. */
export class IncomeRequest implements CashEntryBody {
  @MoneyAccount('account') account!: string;
  @CashClient() client?: string | null;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string;
  @EntryDate() date!: string;
  @Remark() remark?: string | null;
}

/** A cash book expense: an income's fields and its expense category, in the order the form shows them. */
export class ExpenseRequest implements CashEntryBody {
  @MoneyAccount('account') account!: string;
  @IsId({ label: 'expense category', refusal: () => cashbookRefusal.field('expense-category-required') }) expense_category_id!: string;
  @CashClient() client?: string | null;
  @IsMoney({ label: 'amount', sign: 'positive' }) amount!: string;
  @EntryDate() date!: string;
  @Remark() remark?: string | null;
}

/** The request class of an entry of `kind`. */
export const ENTRY_REQUEST = { income: IncomeRequest, expense: ExpenseRequest } as const;
