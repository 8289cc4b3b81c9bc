import { Controller, Get, Inject, Put, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { SettingsDocument } from '@ginuma/domain';
import { Can } from '../auth/access.decorators';
import { fieldsRequestClass, fieldValues } from './record-requests';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { BodyOf } from '../http/request-params';
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
    update(@CurrentPrincipal() me: Principal, @BodyOf(fieldsRequestClass(document.name, document.fields)) body: object) {
      const values = fieldValues(document.fields, body);
      const crossErrors = document.crossCheck?.(values) ?? {};
      if (Object.keys(crossErrors).length > 0) throw validationFailed(crossErrors);
      return this.commands.execute(new SaveSettingsDocument(me, document, values));
    }
  }

  Object.defineProperty(SettingsController, 'name', { value: `${document.table}SettingsController` });
  return SettingsController;
}
