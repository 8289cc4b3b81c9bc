import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { businessEmailState, type BusinessEmailState } from '../../../platform/mail/business-email';

export class GetBusinessEmailVerification extends Query<BusinessEmailState> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetBusinessEmailVerification)
export class GetBusinessEmailVerificationHandler implements IQueryHandler<GetBusinessEmailVerification> {
  constructor(private readonly db: Database) {}

  execute({ me }: GetBusinessEmailVerification): Promise<BusinessEmailState> {
    return businessEmailState(this.db.tx, me.tenantId);
  }
}
