import { RECORD_RESOURCES, type FieldRule, type RecordResource, type Resource } from '@ginuma/domain';

/** The admin's field kinds: the domain's rules plus the two the user registry needs. */
export type ScreenRule = FieldRule | { type: 'role' } | { type: 'password'; min: number };

export interface ScreenField {
  name: string;
  rule: ScreenRule;
  required?: boolean;
  /** Required when creating only (a user's password: empty on edit keeps the old one). */
  requiredOnCreate?: boolean;
}

export type Measure = 'money' | 'quantity';

export interface StatusChoice {
  id: string;
  /** i18n key of its label. */
  key: string;
  /** The label itself, for a choice that is a record (a supplier's name): shown as is, never translated. */
  label?: string;
}

/**
 * Everything the one list, form and deleted-list mechanism needs to show a kind of record.
 * Made from the domain's RecordResource descriptions; the user registry, which the API keeps
 * apart, is described here in the same shape.
 */
export interface RecordScreen {
  /** API path segment, react-admin resource and i18n key: `resources.<name>.fields.<field>`. */
  name: string;
  permission: Resource;
  fields: readonly ScreenField[];
  openingBalances: readonly (ScreenField & { measure: Measure })[];
  ledgerFigures: readonly { name: string; measure: Measure }[];
  listFields: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** What the list's Status filter means: the record's active flag, or a user's role. */
  statusFilter: 'status' | 'role';
  hasStatus: boolean;
  canExport: boolean;
  canPurge: boolean;
  /**
   * Entries the ledger holds (the cash book's): opened to be read, never edited, deleted by
   * booking a reversal, so never restored either.
   */
  booked?: boolean;
  /** The Status filter's choices when they are not the active flag (an invoice's states). */
  statusChoices?: readonly StatusChoice[];
  /** More filters of fixed choices, each sent as `filter.<name>` (the cash book's In/Out). */
  choiceFilters?: readonly { name: string; label: string; choices: readonly StatusChoice[] }[];
  /** The field a new record gets from `GET /<name>/get/new/code`. */
  autoCode?: string;
  restorePath: (id: string) => string;
  purgePath: (id: string) => string;
}

function fromResource(resource: RecordResource): RecordScreen {
  return {
    name: resource.name,
    permission: resource.permission,
    fields: resource.fields.map(({ name, rule, required }) => ({ name, rule, required })),
    openingBalances: (resource.openingBalances ?? []).map((o) => ({
      name: o.field,
      rule: o.spec.rule,
      measure: o.measure ?? 'money',
    })),
    ledgerFigures: (resource.ledgerFigures ?? []).map((f) => ({ name: f.name, measure: f.measure ?? 'money' })),
    listFields: resource.listFields,
    defaultSort: resource.defaultSort,
    statusFilter: 'status',
    hasStatus: resource.hasStatus,
    canExport: true,
    canPurge: resource.softDelete,
    autoCode: resource.autoCode?.field,
    restorePath: (id) => `/api/${resource.name}/deleted-list/${id}`,
    purgePath: (id) => `/api/${resource.name}/permanent/delete/${resource.singular}/${id}`,
  };
}

// Users have no status, no export and no permanent delete; their "status" filter is the role.
const USERS: RecordScreen = {
  name: 'users',
  permission: 'users',
  fields: [
    { name: 'name', rule: { type: 'text' }, required: true },
    { name: 'email', rule: { type: 'email' }, required: true },
    { name: 'user_role', rule: { type: 'role' }, required: true },
    { name: 'password', rule: { type: 'password', min: 8 }, requiredOnCreate: true },
  ],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['name', 'email', 'user_role', 'created_at'],
  defaultSort: { field: 'name', order: 'ASC' },
  statusFilter: 'role',
  hasStatus: false,
  canExport: false,
  canPurge: false,
  restorePath: (id) => `/api/users/${id}/restore`,
  purgePath: (id) => `/api/users/${id}`,
};

export const RECORD_SCREENS: readonly RecordScreen[] = [...RECORD_RESOURCES.map(fromResource), USERS];

export function recordScreen(name: string): RecordScreen {
  const screen = RECORD_SCREENS.find((s) => s.name === name);
  if (!screen) throw new Error(`No record screen named ${name}`);
  return screen;
}

export type ColumnKind = 'text' | 'phone' | 'money' | 'quantity' | 'percentage' | 'date' | 'reference' | 'choice' | 'role';

export interface Column {
  source: string;
  kind: ColumnKind;
  /** The referenced resource of a `reference` column. */
  reference?: string;
}

/** How each list column is shown (and aligned): money and quantities right, as numbers. */
export function columnsOf(screen: RecordScreen): Column[] {
  return screen.listFields.map((source): Column => {
    if (source === 'created_at' || source === 'updated_at') return { source, kind: 'date' };
    const figure = [...screen.ledgerFigures, ...screen.openingBalances].find((f) => f.name === source);
    if (figure) return { source, kind: figure.measure };
    const rule = screen.fields.find((f) => f.name === source)?.rule;
    switch (rule?.type) {
      case 'money':
      case 'quantity':
      case 'percentage':
      case 'choice':
      case 'role':
      case 'phone':
        return { source, kind: rule.type };
      case 'reference':
        return { source, kind: 'reference', reference: rule.resource };
      case 'date':
        return { source, kind: 'date' };
      default:
        return { source, kind: 'text' };
    }
  });
}

export const NUMERIC_KINDS: readonly ColumnKind[] = ['money', 'quantity', 'percentage'];

/** The one-word name of a record in messages ("Customer created successfully"). */
export function nameKey(screen: RecordScreen): string {
  return `resources.${screen.name}.name`;
}
