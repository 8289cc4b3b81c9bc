import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { CreateApiKeyRequest } from './plan.requests';
import { CreateApiKey } from './commands/create-api-key.handler';
import { RevokeApiKey } from './commands/revoke-api-key.handler';
import { GetApiKey } from './queries/get-api-key.handler';

/** The account API key of Business Configuration. Creating one is a POST on `key/create`: a call that changes state is never a GET. */
@Controller('api/configurations/key')
export class ApiKeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'configuration')
  @Get()
  show(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new GetApiKey(me));
  }

  @Can('create', 'business-configuration')
  @Post('create')
  create(@CurrentPrincipal() me: Principal, @Body() body: CreateApiKeyRequest) {
    return this.commands.execute(new CreateApiKey(me, body.role));
  }

  @Can('delete', 'business-configuration')
  @Delete()
  @HttpCode(200)
  revoke(@CurrentPrincipal() me: Principal) {
    return this.commands.execute(new RevokeApiKey(me));
  }
}
