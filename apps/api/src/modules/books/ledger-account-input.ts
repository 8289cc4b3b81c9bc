import { ACCOUNT_TYPES, booksRefusal, isReservedCode, recordsRefusal, validationRefusal, type AccountType, type FieldRefusal } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';

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
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  const str = (name: string): string | undefined => (typeof body[name] === 'string' ? (body[name] as string).trim() : body[name] === undefined ? undefined : '');

  const code = str('code') ?? current?.code ?? '';
  if (!code) add('code', validationRefusal.field('required', { label: 'code' }));
  else if (current && code !== current.code) add('code', booksRefusal.field('code-fixed'));
  else if (!CODE.test(code)) add('code', booksRefusal.field('code-format'));
  else if (isReservedCode(code)) add('code', booksRefusal.field('code-reserved'));

  const nameEn = str('name_en') ?? current?.name_en ?? '';
  if (!nameEn) add('name_en', validationRefusal.field('required', { label: 'name' }));
  else if (nameEn.length > 100) add('name_en', validationRefusal.field('too-long', { label: 'name', max: 100 }));
  const nameSi = str('name_si') || current?.name_si || nameEn;
  if (nameSi.length > 100) add('name_si', validationRefusal.field('too-long', { label: 'Sinhala name', max: 100 }));

  const type = body.type === undefined ? current?.type : body.type;
  if (!type) add('type', validationRefusal.field('required', { label: 'type' }));
  else if (!ACCOUNT_TYPES.includes(type as AccountType)) add('type', validationRefusal.field('choice', { label: 'type' }));

  const description = str('description') === undefined ? (current?.description ?? null) : str('description') || null;
  if (description && description.length > 500) add('description', validationRefusal.field('too-long', { label: 'description', max: 500 }));

  const active = body.active === undefined ? (current?.active ?? true) : body.active;
  if (typeof active !== 'boolean') add('active', validationRefusal.field('boolean', { label: 'active' }));

  if (!errors.code && !current) {
    const [taken] = await tx.query(`SELECT 1 FROM ledger_accounts WHERE tenant_id = $1 AND code = $2`, [tenantId, code]);
    if (taken) add('code', recordsRefusal.field('taken', { label: 'code' }));
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { code, name_en: nameEn, name_si: nameSi, type: type as AccountType, description, active: active as boolean };
}
