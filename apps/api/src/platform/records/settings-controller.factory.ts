import { Body, Controller, Get, Inject, Put, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { validateRecord, type SettingsDocument } from '@ginuma/domain';
import { ApiBody } from '@nestjs/swagger';
import { Can } from '../auth/access.decorators';
import { recordRequestClass } from './record-requests';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { validationFailed } from '../http/app-errors';
import { SaveSettingsDocument } from './commands/save-settings-document.handler';
import { GetSettingsDocument } from './queries/get-settings-document.handler';

/** GET and PUT of a workspace's one settings document; `defaults` fill the form before its first save. */
export function settingsController(document: SettingsDocument, defaults: (me: Principal) => Record<string, unknown>): Type<unknown> {
  @Controller(`api/${document.name}`)
  class SettingsController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Can('show', document.permission)
    @Get()
    show(@CurrentPrincipal() me: Principal) {
      return this.queries.execute(new GetSettingsDocument(me, document, defaults(me)));
    }

    @Can('edit', document.permission)
    @Put()
    @ApiBody({ type: recordRequestClass(document.name, document.fields) })
    update(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
      const result = validateRecord(document.fields, body);
      if (!result.ok) throw validationFailed(result.errors);
      return this.commands.execute(new SaveSettingsDocument(me, document, result.values));
    }
  }

  Object.defineProperty(SettingsController, 'name', { value: `${document.table}SettingsController` });
  return SettingsController;
}
