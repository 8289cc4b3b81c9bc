import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { verifyHashChain, verifyProjections, type ChainVerification, type ProjectionDifference } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

export interface LedgerVerification {
  hash_chain: { intact: boolean; events: number; broken_at: number | null; reason: ChainVerification['reason'] };
  projections: { equal: boolean; differences: ProjectionDifference[] };
}

/** Is the workspace's hash chain intact, and do its projections equal a replay of its events? */
export class VerifyLedger extends Query<LedgerVerification> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(VerifyLedger)
export class VerifyLedgerHandler implements IQueryHandler<VerifyLedger> {
  constructor(private readonly db: Database) {}

  async execute({ me }: VerifyLedger): Promise<LedgerVerification> {
    const [chain] = await verifyHashChain(this.db.tx, { tenantId: me.tenantId });
    const differences = await verifyProjections(this.db.tx, { tenantId: me.tenantId, limit: 100 });
    return {
      hash_chain: { intact: chain.brokenAt === null, events: chain.events, broken_at: chain.brokenAt, reason: chain.reason },
      projections: { equal: differences.length === 0, differences },
    };
  }
}
