import type { ImportKindSpec } from '@ginuma/domain';
import { accessRefusal } from '../../platform/auth/access';
import type { Principal } from '../../platform/auth/principal';

/**
 * Importing records creates and changes them: the role must be allowed to create records of the
 * kind (Entry may import customers, not bank accounts) and the kind's module must be on.
 */
export function refuseKindWithout(me: Principal, spec: ImportKindSpec): void {
  const refusal = accessRefusal(me, { permission: { action: 'create', resource: spec.permission }, withoutPlan: false, read: false });
  if (refusal) throw refusal;
}

/** Cancelling a commit is the Admin's, as the commit is (whoever may preview may cancel a preview). */
export function refuseCommitWithout(me: Principal): void {
  const refusal = accessRefusal(me, { permission: { action: 'confirm', resource: 'imports' }, withoutPlan: false, read: false });
  if (refusal) throw refusal;
}
