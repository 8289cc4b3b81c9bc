import { useMemo } from 'react';
import { useCreate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';
import { recordScreen } from './recordScreens';

/** The field a record is named by in its form (a bank account's is its identification name). */
export function nameField(resource: string): string {
  const screen = recordScreen(resource);
  return screen.fields.some((f) => f.name === 'name') ? 'name' : screen.fields[0].name;
}

/**
 * A record that needs nothing but its name, besides what the place it is made in fixes (a
 * sub-category's category), is made at once; any other opens its form.
 */
export function needsForm(resource: string, fixed: Readonly<Record<string, unknown>> = {}): boolean {
  const name = nameField(resource);
  return recordScreen(resource).fields.some((f) => f.required && f.name !== name && fixed[f.name] === undefined);
}

/** Saves a record of `resource` from its name (and any fixed values), the resource's lists refreshed to hold it. */
export function useSaveNamed(): (resource: string, name: string, fixed?: Readonly<Record<string, unknown>>) => Promise<RaRecord> {
  const [create] = useCreate();
  const queryClient = useQueryClient();
  return async (resource, name, fixed = {}) => {
    const record: RaRecord = await create(resource, { data: { ...fixed, [nameField(resource)]: name } }, { returnPromise: true });
    await queryClient.invalidateQueries({ queryKey: [resource] });
    return record;
  };
}

/**
 * Those of `resources` the signed-in user may create: a picker offers no create the API would
 * refuse (an Entry user adds no settings such as units, expense categories or taxes).
 */
export function useCreatableResources(resources: readonly string[]): readonly string[] {
  const { user } = useWorkspace();
  return useMemo(() => resources.filter((resource) => userCanAccess(user, 'create', recordScreen(resource).permission)), [user, resources]);
}

/**
 * A record form's reference picker creates what was typed when the referenced record needs
 * nothing but its name (a product's unit or category) and the user may create it; otherwise it
 * offers no create.
 */
export function useCreateByName(resource: string): ((name?: string) => Promise<RaRecord>) | undefined {
  const saveNamed = useSaveNamed();
  const { user } = useWorkspace();
  if (needsForm(resource) || !userCanAccess(user, 'create', recordScreen(resource).permission)) return undefined;
  return (name = '') => saveNamed(resource, name.trim());
}
