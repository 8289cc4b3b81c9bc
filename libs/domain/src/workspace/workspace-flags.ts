/** Module flags of a workspace; a module is enabled when its flag is 1. */
export const MODULE_FLAGS = [
  'accounts',
  'business_configuration',
  'customer',
  'email_setting',
  'expenses_category',
  'invoice_parameters',
  'invoice',
  'invoice_template',
  'product_category',
  'product',
  'quotation',
  'receipt',
  'report',
  'stock',
  'supplier',
  'tax_registry',
  'transaction',
  'uom',
  'user_registry',
  'voucher',
  'bill',
  'credit_note',
  'debit_note',
] as const;
export type ModuleFlag = (typeof MODULE_FLAGS)[number];

/** Each report menu entry also needs its own sub-flag (and the `report` flag). */
export const REPORT_FLAGS = [
  'report_outstanding',
  'report_profit_and_loss',
  'report_expenses',
  'report_product_sale',
  'report_stock_movement',
] as const;
export type ReportFlag = (typeof REPORT_FLAGS)[number];

export type WorkspaceFlag = ModuleFlag | ReportFlag;
export const WORKSPACE_FLAGS: readonly WorkspaceFlag[] = [...MODULE_FLAGS, ...REPORT_FLAGS];

export type WorkspaceFlags = Record<WorkspaceFlag, 0 | 1>;

export function isWorkspaceFlag(name: string): name is WorkspaceFlag {
  return (WORKSPACE_FLAGS as readonly string[]).includes(name);
}

/** The channel whose workspaces show the partner logo under the menu. */
export const PARTNER_CHANNEL_ID = 8;
