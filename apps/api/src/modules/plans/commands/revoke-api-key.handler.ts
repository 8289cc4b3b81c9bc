import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { plansRefusal } from '@ginuma/domain';

/** Revokes the workspace's key in force: its next call answers 401. */
export class RevokeApiKey extends Command<{ message: string }> {
  constructor(readonly me: Principal) {
    super();
  }
}

@CommandHandler(RevokeApiKey)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKey> {
  constructor(private readonly db: Database) {}

  async execute({ me }: RevokeApiKey): Promise<{ message: string }> {
    const revoked = await this.db.tx.execute(`UPDATE api_keys SET revoked_at = now() WHERE tenant_id = $1 AND revoked_at IS NULL`, [me.tenantId]);
    if (revoked === 0) throw plansRefusal('no-api-key');
    return { message: 'API key revoked.' };
  }
}
