import { ROLES } from '@ginuma/domain';
import type { Database } from '../../platform/database/database';
import { hashPassword } from '../../platform/auth/passwords';
import { createUser, createWorkspace, furnishWorkspace } from './workspace.repository';

export const DEMO = {
  businessName: 'Demo',
  plan: 1,
  users: [
    { name: 'Demo Admin', email: 'admin@demo.test', role: ROLES.admin },
    { name: 'Demo Auditor', email: 'audit@demo.test', role: ROLES.audit },
    { name: 'Demo Clerk', email: 'entry@demo.test', role: ROLES.entry },
  ],
  password: 'demo-password',
} as const;

/** The workspace the README signs in to; created once (true), left alone afterwards (false). */
export async function seedDemoWorkspace(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO.password);
  const tenantId = await db.transaction({ kind: 'auth' }, async (tx) => {
    const existing = await tx.query(`SELECT 1 FROM workspaces WHERE slug = 'demo'`);
    if (existing.length > 0) return null;
    const workspace = await createWorkspace(tx, DEMO.businessName);
    await tx.execute(`UPDATE workspaces SET plan_id = $1 WHERE id = $2`, [DEMO.plan, workspace.id]);
    for (const user of DEMO.users) {
      await createUser(tx, { tenantId: workspace.id, ...user, passwordHash });
    }
    return workspace.id;
  });
  if (!tenantId) return false;
  // As registration does: the demo's first invoice needs a template.
  await db.transaction({ kind: 'tenant', tenantId, userId: null }, (tx) => furnishWorkspace(tx, tenantId, 'en'));
  return true;
}
