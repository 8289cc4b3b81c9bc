import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiKeyView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

/** The workspace's key in force, as much as may be shown of it (never the key itself). */
export class GetApiKey extends Query<{ key: ApiKeyView | null }> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetApiKey)
export class GetApiKeyHandler implements IQueryHandler<GetApiKey> {
  constructor(private readonly db: Database) {}

  async execute({ me }: GetApiKey): Promise<{ key: ApiKeyView | null }> {
    const [key] = await this.db.tx.query<ApiKeyView>(
      `SELECT prefix, role, created_at, last_used_at FROM api_keys WHERE tenant_id = $1 AND revoked_at IS NULL`,
      [me.tenantId],
    );
    return { key: key ?? null };
  }
}
