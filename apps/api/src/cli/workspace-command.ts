import { WORKSPACE_FLAGS, isCalendarDate, isWorkspaceFlag, isRole, parseMoney, type Role, type WorkspaceFlag } from '@ginuma/domain';

/** What an operator asked `npm run workspace` to do, parsed from its arguments. */
export type WorkspaceCommand =
  | { kind: 'list' }
  | {
      kind: 'set';
      slug: string;
      plan?: number | null;
      channel?: number | null;
      expiry?: string | null;
      deactivated?: boolean;
      flags: Partial<Record<WorkspaceFlag, 0 | 1>>;
    }
  | { kind: 'add-user'; slug: string; email: string; name: string; password: string; role: Role }
  | { kind: 'plans-list' }
  | { kind: 'plans-set'; id: number; name?: string; price?: string; modules?: WorkspaceFlag[]; userLimit?: number | null }
  | { kind: 'payments-confirm'; reference: string };

export const USAGE = `usage:
  npm run workspace -- list
  npm run workspace -- set <slug> [--plan N|none] [--channel N|none] [--flag name=0|1]…
                              [--expired | --not-expired | --expiry YYYY-MM-DD] [--deactivated | --active]
  npm run workspace -- add-user <slug> --email E --name N --password P --role 1|2|3
  npm run workspace -- plans list
  npm run workspace -- plans set <id> [--name N] [--price LKR] [--modules all|flag,flag…] [--users N|none]
  npm run workspace -- payments confirm <reference>`;

export function parseWorkspaceCommand(args: readonly string[], today: string): WorkspaceCommand {
  const [verb, slug, ...rest] = args;
  if (verb === 'list') return { kind: 'list' };
  if (verb === 'plans') return parsePlansCommand(args.slice(1));
  if (verb === 'payments') {
    if (slug !== 'confirm' || !rest[0]) throw new Error(USAGE);
    return { kind: 'payments-confirm', reference: rest[0].toUpperCase() };
  }
  if (!slug || slug.startsWith('--')) throw new Error(USAGE);
  const options = readOptions(rest);
  if (verb === 'add-user') {
    const role = Number(single(options, 'role'));
    if (!isRole(role)) throw new Error('--role must be 1 (Admin), 2 (Audit) or 3 (Entry)');
    return {
      kind: 'add-user',
      slug,
      email: single(options, 'email'),
      name: single(options, 'name'),
      password: single(options, 'password'),
      role,
    };
  }
  if (verb !== 'set') throw new Error(USAGE);
  const command: Extract<WorkspaceCommand, { kind: 'set' }> = { kind: 'set', slug, flags: {} };
  for (const [name, values] of options) {
    const value = values[values.length - 1];
    switch (name) {
      case 'plan':
      case 'channel':
        command[name] = value === 'none' ? null : integer(name, value);
        break;
      case 'expired':
        command.expiry = yesterday(today);
        break;
      case 'not-expired':
        command.expiry = null;
        break;
      case 'expiry':
        if (!isCalendarDate(value)) throw new Error('--expiry takes YYYY-MM-DD');
        command.expiry = value;
        break;
      case 'deactivated':
        command.deactivated = true;
        break;
      case 'active':
        command.deactivated = false;
        break;
      case 'flag':
        for (const pair of values) {
          const [flag, on] = pair.split('=');
          if (!isWorkspaceFlag(flag) || (on !== '0' && on !== '1')) throw new Error(`--flag takes name=0|1, not ${pair}`);
          command.flags[flag] = on === '1' ? 1 : 0;
        }
        break;
      default:
        throw new Error(`unknown option --${name}\n${USAGE}`);
    }
  }
  return command;
}

/** The plan catalogue is ours: a new plan needs a name, a price and its modules; an existing one changes what is given. */
function parsePlansCommand(args: readonly string[]): WorkspaceCommand {
  const [verb, id, ...rest] = args;
  if (verb === 'list') return { kind: 'plans-list' };
  if (verb !== 'set' || !id) throw new Error(USAGE);
  const command: Extract<WorkspaceCommand, { kind: 'plans-set' }> = { kind: 'plans-set', id: integer('plan id', id) };
  if (command.id < 1) throw new Error('A plan id is 1 or more.');
  for (const [name, values] of readOptions(rest)) {
    const value = values[values.length - 1];
    switch (name) {
      case 'name':
        if (!value.trim()) throw new Error('--name takes the plan\'s name');
        command.name = value.trim();
        break;
      case 'price': {
        const price = parseMoney(value, { sign: 'non-negative' });
        if (!price.ok) throw new Error(`--price: ${price.refusal.message}`);
        command.price = price.value.toFixed();
        break;
      }
      case 'modules': {
        const modules = value === 'all' ? [...WORKSPACE_FLAGS] : value.split(',').map((m) => m.trim());
        const unknown = modules.filter((m) => !isWorkspaceFlag(m));
        if (unknown.length > 0 || modules.length === 0) throw new Error(`--modules takes all or flags among ${WORKSPACE_FLAGS.join(', ')}`);
        command.modules = modules as WorkspaceFlag[];
        break;
      }
      case 'users':
        command.userLimit = value === 'none' ? null : integer('users', value);
        break;
      default:
        throw new Error(`unknown option --${name}\n${USAGE}`);
    }
  }
  return command;
}

function readOptions(args: readonly string[]): Map<string, string[]> {
  const options = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected ${arg}\n${USAGE}`);
    const name = arg.slice(2);
    const next = args[i + 1];
    const value = next !== undefined && !next.startsWith('--') ? (i++, next) : '';
    options.set(name, [...(options.get(name) ?? []), value]);
  }
  return options;
}

function single(options: Map<string, string[]>, name: string): string {
  const value = options.get(name)?.at(-1);
  if (!value) throw new Error(`--${name} is required\n${USAGE}`);
  return value;
}

function integer(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number or "none"`);
  return Number(value);
}

function yesterday(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
