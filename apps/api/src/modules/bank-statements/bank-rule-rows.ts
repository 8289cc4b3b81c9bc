import { firstRuleFor, validationFailed, validationRefusal, type BankRuleView, type FieldErrors } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import type { LineEntryRequest } from './bank-statement.requests';

const RULE_COLUMNS = `id, position, name, match, conditions, action, entry, memo`;

/** The workspace's rules in the order they are tried. */
export function listRules(tx: Tx, tenantId: string): Promise<BankRuleView[]> {
  return tx.query<BankRuleView>(`SELECT ${RULE_COLUMNS} FROM bank_rules WHERE tenant_id = $1 ORDER BY position, created_at`, [tenantId]);
}

/** Rules are one ordered list per workspace: whatever renumbers it takes this lock first. */
export async function lockRuleOrder(tx: Tx, tenantId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bank_rules:' || $1))`, [tenantId]);
}

export async function findRule(tx: Tx, tenantId: string, id: string): Promise<BankRuleView> {
  const [row] = await tx.query<BankRuleView>(`SELECT ${RULE_COLUMNS} FROM bank_rules WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  if (!row) throw notFound();
  return row;
}

/** What a rule's document names must be the workspace's: its customer, supplier, category or other bank account. */
export async function assertRuleReferences(tx: Tx, tenantId: string, entry: LineEntryRequest): Promise<void> {
  const named: [field: string, table: string, id: string | null | undefined][] = [
    ['customer_id', 'customers', entry.kind === 'receipt' ? entry.customer_id : null],
    ['supplier_id', 'suppliers', entry.kind === 'voucher' ? entry.supplier_id : null],
    ['expense_category_id', 'expense_categories', entry.kind === 'expense' || entry.kind === 'voucher' ? entry.expense_category_id : null],
    ['other_account', 'bank_accounts', entry.kind === 'transfer' && entry.other_account !== 'cash' ? entry.other_account : null],
  ];
  const errors: FieldErrors = {};
  for (const [field, table, id] of named) {
    if (!id) continue;
    const [row] = await tx.query(`SELECT 1 FROM ${table} WHERE tenant_id = $1 AND id::text = $2 AND deleted_at IS NULL`, [tenantId, id.toLowerCase()]);
    if (!row) errors[`entry.${field}`] = [validationRefusal.field('choice', { label: field.replace(/_id$/, '').replace('_', ' ') })];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

export interface RuledLine {
  line: { id: string; date: string; description: string; reference: string | null; amount: string };
  rule: BankRuleView;
}

/**
 * The account's lines still to match (all, the named ones, or one import's) that a rule fits,
 * oldest first, each with the first rule that fits it.
 */
export async function ruledLines(tx: Tx, tenantId: string, accountId: string, only: { lineIds?: readonly string[]; batchId?: string } = {}): Promise<RuledLine[]> {
  const rules = await listRules(tx, tenantId);
  if (rules.length === 0) return [];
  const lines = await tx.query<RuledLine['line']>(
    `SELECT l.id, to_char(l.date, 'YYYY-MM-DD') AS date, l.description, l.reference, l.amount::text AS amount
       FROM bank_statement_lines l
      WHERE l.tenant_id = $1 AND l.account_id = $2 AND l.reconciliation_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM bank_line_matches m WHERE m.tenant_id = l.tenant_id AND m.line_id = l.id)
        AND ($3::uuid[] IS NULL OR l.id = ANY ($3::uuid[])) AND ($4::uuid IS NULL OR l.batch_id = $4)
      ORDER BY l.date, l.row_no`,
    [tenantId, accountId, only.lineIds ?? null, only.batchId ?? null],
  );
  return lines.flatMap((line) => {
    const rule = firstRuleFor(rules, line);
    return rule ? [{ line, rule }] : [];
  });
}
