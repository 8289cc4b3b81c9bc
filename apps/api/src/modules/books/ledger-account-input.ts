import { ACCOUNT_TYPES, isReservedCode, type AccountType } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { ValidationFailed, type FieldErrors } from '../../platform/http/app-errors';

export interface LedgerAccountInput {
  code: string;
  name_en: string;
  name_si: string;
  type: AccountType;
  description: string | null;
  active: boolean;
}

const CODE = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;

/**
 * A custom account's fields, each checked with the product's wording. `current` is the stored
 * row on update: fields left out keep their value, and the code (which postings carry as
 * `gl:<code>`) cannot change.
 */
export async function readLedgerAccount(
  tx: Tx,
  tenantId: string,
  body: Record<string, unknown>,
  current?: LedgerAccountInput & { id: string },
): Promise<LedgerAccountInput> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const str = (name: string): string | undefined => (typeof body[name] === 'string' ? (body[name] as string).trim() : body[name] === undefined ? undefined : '');

  const code = str('code') ?? current?.code ?? '';
  if (!code) add('code', 'The code field is required.');
  else if (current && code !== current.code) add('code', 'The code of an account cannot change: its postings carry it.');
  else if (!CODE.test(code)) add('code', 'The code may contain only letters, digits, dots and dashes (at most 20).');
  else if (isReservedCode(code)) add('code', 'This code belongs to a system account.');

  const nameEn = str('name_en') ?? current?.name_en ?? '';
  if (!nameEn) add('name_en', 'The name field is required.');
  else if (nameEn.length > 100) add('name_en', 'The name may not be greater than 100 characters.');
  const nameSi = str('name_si') || current?.name_si || nameEn;
  if (nameSi.length > 100) add('name_si', 'The Sinhala name may not be greater than 100 characters.');

  const type = body.type === undefined ? current?.type : body.type;
  if (!type) add('type', 'The type field is required.');
  else if (!ACCOUNT_TYPES.includes(type as AccountType)) add('type', 'The selected type is invalid.');

  const description = str('description') === undefined ? (current?.description ?? null) : str('description') || null;
  if (description && description.length > 500) add('description', 'The description may not be greater than 500 characters.');

  const active = body.active === undefined ? (current?.active ?? true) : body.active;
  if (typeof active !== 'boolean') add('active', 'The active field must be true or false.');

  if (!errors.code && !current) {
    const [taken] = await tx.query(`SELECT 1 FROM ledger_accounts WHERE tenant_id = $1 AND code = $2`, [tenantId, code]);
    if (taken) add('code', 'The code has already been taken.');
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { code, name_en: nameEn, name_si: nameSi, type: type as AccountType, description, active: active as boolean };
}
