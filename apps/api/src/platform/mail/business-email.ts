import type { Tx } from '../database/database';

export interface BusinessEmailState {
  business_email: string | null;
  verified_at: string | null;
}

/**
 * The business email of Business Configuration and when that very address was verified: a
 * link proves the address it went to, so changing the address leaves it unverified.
 */
export async function businessEmailState(tx: Tx, tenantId: string): Promise<BusinessEmailState> {
  const [row] = await tx.query<{ business_email: string | null; verified_at: Date | null }>(
    `SELECT c.business_email,
            (SELECT max(t.used_at) FROM account_tokens t
              WHERE t.tenant_id = c.tenant_id AND t.purpose = 'config-email' AND t.used_at IS NOT NULL
                AND lower(t.email) = lower(c.business_email)) AS verified_at
       FROM business_configuration c WHERE c.tenant_id = $1`,
    [tenantId],
  );
  return { business_email: row?.business_email ?? null, verified_at: row?.verified_at?.toISOString() ?? null };
}
