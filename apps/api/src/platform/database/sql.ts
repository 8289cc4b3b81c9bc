import { ID_PATTERN } from '@ginuma/domain';

/**
 * A text expression as a uuid when it spells one, else NULL (so a typed code or a stray word finds
 * nothing instead of failing the cast). Compared with a uuid column, this keeps the key's index in
 * play: `id::text = $1` cannot use it and reads every row of the workspace.
 */
export function uuidOrNullSql(textSql: string): string {
  const text = `(${textSql})::text`;
  return `(CASE WHEN ${text} ~* '^${ID_PATTERN}$' THEN ${text}::uuid END)`;
}

/**
 * The constraint a database error names, as the schema names it: on Citus the error comes from a
 * shard, whose constraints carry the shard's id (`bank_accounts_name_key_102133`).
 */
export function violatedConstraint(error: unknown): string | undefined {
  const name = (error as { constraint?: unknown }).constraint;
  return typeof name === 'string' ? name.replace(/_\d+$/, '') : undefined;
}
