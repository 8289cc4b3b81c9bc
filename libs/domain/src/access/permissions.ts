import type { Role } from './roles';
import type { ModuleFlag, WorkspaceFlags } from '../workspace/workspace-flags';

/**
 * Actions use react-admin's vocabulary so the same table answers both the API guards
 * and the admin's `canAccess`.
 */
export const ACTIONS = [
  'list',
  'show',
  'export',
  'print',
  'create',
  'edit',
  'delete',
  'confirm',
  'email',
  'restore',
  'purge',
] as const;
export type Action = (typeof ACTIONS)[number];

type ResourceKind =
  /** Day-to-day records: Entry keeps them, only Admin restores or purges. */
  | 'record'
  /** Workspace configuration: only Admin changes it; everyone may read it to enter data. */
  | 'setting'
  /** The settings screens themselves: Entry reads settings through its pickers, never here. */
  | 'configuration'
  /** Figures derived from the ledger: read by all. */
  | 'report'
  /** The ledger and its audit trail: Admin and Audit read, nobody writes. */
  | 'audit'
  /** The signed-in user's own profile and password. */
  | 'self'
  /** Manual journals: Entry drafts them, only Admin confirms or reverses. */
  | 'journal';

interface ResourceRule {
  kind: ResourceKind;
  module?: ModuleFlag;
}

export const RESOURCES = {
  dashboard: { kind: 'report' },
  customers: { kind: 'record', module: 'customer' },
  suppliers: { kind: 'record', module: 'supplier' },
  products: { kind: 'record', module: 'product' },
  stock: { kind: 'record', module: 'stock' },
  invoices: { kind: 'record', module: 'invoice' },
  quotations: { kind: 'record', module: 'quotation' },
  payments: { kind: 'record', module: 'receipt' },
  refunds: { kind: 'record', module: 'receipt' },
  vouchers: { kind: 'record', module: 'voucher' },
  bills: { kind: 'record', module: 'bill' },
  'credit-notes': { kind: 'record', module: 'credit_note' },
  'debit-notes': { kind: 'record', module: 'debit_note' },
  expenses: { kind: 'record', module: 'voucher' },
  incomes: { kind: 'record', module: 'transaction' },
  transactions: { kind: 'record', module: 'transaction' },
  // Entry imports and matches statements; only Admin reconciles (confirm) and undoes a reconciliation.
  'bank-statements': { kind: 'journal', module: 'transaction' },
  reports: { kind: 'report', module: 'report' },
  // The accountant's books: reports under the `report` flag, no sub-flag of their own.
  'trial-balance': { kind: 'report', module: 'report' },
  'general-ledger': { kind: 'report', module: 'report' },
  'balance-sheet': { kind: 'report', module: 'report' },
  // Anyone with reports reads the VAT return; filing it (confirm) is the Admin's.
  'vat-return': { kind: 'journal', module: 'report' },
  sscl: { kind: 'report', module: 'report' },
  ledger: { kind: 'audit' },
  journals: { kind: 'journal' },
  // Entry previews an import (create); only Admin imports it (confirm).
  imports: { kind: 'journal' },
  'ledger-accounts': { kind: 'setting' },
  'period-lock': { kind: 'setting' },
  units: { kind: 'setting', module: 'uom' },
  'product-categories': { kind: 'setting', module: 'product_category' },
  'invoice-parameters': { kind: 'setting', module: 'invoice_parameters' },
  'expense-categories': { kind: 'setting', module: 'expenses_category' },
  'business-configuration': { kind: 'setting', module: 'business_configuration' },
  'email-settings': { kind: 'setting', module: 'email_setting' },
  'bank-accounts': { kind: 'setting', module: 'accounts' },
  taxes: { kind: 'setting', module: 'tax_registry' },
  users: { kind: 'setting', module: 'user_registry' },
  'invoice-templates': { kind: 'setting', module: 'invoice_template' },
  'quotation-templates': { kind: 'setting', module: 'invoice_template' },
  'monthly-reports': { kind: 'setting' },
  plans: { kind: 'setting' },
  'account-reset': { kind: 'setting' },
  configuration: { kind: 'configuration', module: 'business_configuration' },
  support: { kind: 'configuration' },
  profile: { kind: 'self' },
} as const satisfies Record<string, ResourceRule>;
export type Resource = keyof typeof RESOURCES;

const READ: readonly Action[] = ['list', 'show', 'export', 'print'];
const KEEP: readonly Action[] = [...READ, 'create', 'edit', 'delete', 'confirm', 'email'];
const ALL: readonly Action[] = ACTIONS;

/** The one permission table, for the API guards and the UI alike: role × kind of resource → allowed actions. */
const ALLOWED: Record<Role, Record<ResourceKind, readonly Action[]>> = {
  1: { record: ALL, setting: ALL, configuration: READ, report: READ, audit: READ, self: ['show', 'edit'], journal: ALL },
  2: { record: READ, setting: READ, configuration: READ, report: READ, audit: READ, self: ['show', 'edit'], journal: READ },
  3: { record: KEEP, setting: ['list', 'show'], configuration: [], report: READ, audit: [], self: ['show', 'edit'], journal: [...READ, 'create', 'edit', 'delete'] },
};

export function isResource(name: string): name is Resource {
  return Object.prototype.hasOwnProperty.call(RESOURCES, name);
}

export function moduleOf(resource: Resource): ModuleFlag | undefined {
  const rule: ResourceRule = RESOURCES[resource];
  return rule.module;
}

export function can(role: Role, action: Action, resource: Resource): boolean {
  return ALLOWED[role][RESOURCES[resource].kind].includes(action);
}

/** A resource is usable when the role may perform the action and its module is enabled. */
export function canAccess(
  role: Role,
  action: Action,
  resource: Resource,
  flags: Pick<WorkspaceFlags, ModuleFlag>,
): boolean {
  const module = moduleOf(resource);
  return can(role, action, resource) && (module === undefined || flags[module] === 1);
}
