import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ROLES, type Role } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { newApiKey } from '../../../platform/auth/api-key';
import type { ApiKeyView } from '@ginuma/domain';

/**
 * A new account API key with `role`, read-only (Audit) unless another is asked for; it replaces
 * the key in force. The key is returned this once.
 */
export class CreateApiKey extends Command<ApiKeyView & { key: string }> {
  constructor(
    readonly me: Principal,
    readonly role: Role = ROLES.audit,
  ) {
    super();
  }
}

@CommandHandler(CreateApiKey)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKey> {
  constructor(private readonly db: Database) {}

  async execute({ me, role }: CreateApiKey): Promise<ApiKeyView & { key: string }> {
    const tx = this.db.tx;
    const created = newApiKey();
    await tx.execute(`UPDATE api_keys SET revoked_at = now() WHERE tenant_id = $1 AND revoked_at IS NULL`, [me.tenantId]);
    const [row] = await tx.query<ApiKeyView>(
      `INSERT INTO api_keys (tenant_id, prefix, key_hash, role, created_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING prefix, role, created_at, last_used_at`,
      [me.tenantId, created.prefix, created.hash, role, me.userId],
    );
    return { key: created.key, ...row };
  }
}
