import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BankRuleView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { listRules } from '../bank-rule-rows';

/** The workspace's bank rules, in the order they are tried. */
export class ListBankRules extends Query<BankRuleView[]> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(ListBankRules)
export class ListBankRulesHandler implements IQueryHandler<ListBankRules> {
  constructor(private readonly db: Database) {}

  execute({ me }: ListBankRules): Promise<BankRuleView[]> {
    return listRules(this.db.tx, me.tenantId);
  }
}
