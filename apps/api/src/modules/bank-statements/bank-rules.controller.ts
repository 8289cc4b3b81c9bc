import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { onCollection } from '../../platform/http/collection-routes';
import { AccountQuery, ApplyRulesRequest, BankRuleRequest } from './bank-statement.requests';
import { ApplyBankRules } from './commands/apply-bank-rules.handler';
import { DeleteBankRule } from './commands/delete-bank-rule.handler';
import { SaveBankRule } from './commands/save-bank-rule.handler';
import { ListBankRules } from './queries/list-bank-rules.handler';
import { PreviewBankRules } from './queries/preview-bank-rules.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Bank rules: kept in order, previewed on an account's unmatched lines, and run on them (an import runs them too). */
@Controller('api/bank-rules')
export class BankRulesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('list', 'bank-statements')
  @Get()
  list(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new ListBankRules(me));
  }

  @Can('create', 'bank-statements')
  @Post()
  @ApiBody({ type: BankRuleRequest })
  create(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
    return this.commands.execute(new SaveBankRule(me, null, body));
  }

  /** The body is checked once the rule is known to be this workspace's. */
  @Can('edit', 'bank-statements')
  @Put(':id')
  @ApiBody({ type: BankRuleRequest })
  update(@CurrentPrincipal() me: Principal, @Param('id', id) ruleId: string, @Body() body: unknown) {
    return this.commands.execute(new SaveBankRule(me, ruleId, body));
  }

  @Can('delete', 'bank-statements')
  @Delete(':id')
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) ruleId: string) {
    return this.commands.execute(new DeleteBankRule(me, ruleId));
  }

  @Can('list', 'bank-statements')
  @Get(onCollection('preview'))
  preview(@CurrentPrincipal() me: Principal, @Query() query: AccountQuery) {
    return this.queries.execute(new PreviewBankRules(me, query.account_id));
  }

  @Can('create', 'bank-statements')
  @Post(onCollection('apply'))
  @HttpCode(200)
  apply(@CurrentPrincipal() me: Principal, @Body() body: ApplyRulesRequest) {
    return this.commands.execute(new ApplyBankRules(me, body.account_id, body.line_ids ? { lineIds: body.line_ids } : {}));
  }
}
