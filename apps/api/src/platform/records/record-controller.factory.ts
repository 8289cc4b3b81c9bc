import { Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import type { FieldRule, RecordResource } from '@ginuma/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { notFound, validationFailed } from '../http/app-errors';
import { LIST_ACTIONS, onCollection } from '../http/collection-routes';
import { parseListQuery } from '../listing/list-query';
import { setContentRange } from '../listing/content-range';
import { chooseColumns, sheetDownload, type CellType, type SheetColumn } from '../export/xlsx';
import { EXTRA_COLUMNS, listResourceOf, type StoredRecord } from './record-store';
import { BodyOf } from '../http/request-params';
import { fieldValues, recordRequestClass } from './record-requests';
import { openingFieldSpecs, type RequestedOpenings } from './record-ledger';
import { CreateRecord } from './commands/create-record.handler';
import { UpdateRecord } from './commands/update-record.handler';
import { ToggleRecordStatus } from './commands/toggle-record-status.handler';
import { DeleteRecord } from './commands/delete-record.handler';
import { confirmFlag, type ConfirmFlag } from '../documents/document-controller.factory';
import { RestoreRecord } from './commands/restore-record.handler';
import { PurgeRecord } from './commands/purge-record.handler';
import { ListRows } from '../listing/queries/list-rows.handler';
import { GetRecord } from './queries/get-record.handler';
import { NextRecordCode } from './queries/next-record-code.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * The HTTP face of one record resource: list, deleted list, export, show, create, update,
 * status toggle, soft delete, restore and permanent delete, each behind its permission.
 * Every master-data and settings resource is this one class, made from its description.
 */
export function recordController(resource: RecordResource): Type<unknown> {
  const list = listResourceOf(resource);
  const sortable = Object.keys(list.sortable);
  const p = resource.permission;
  const request = recordRequestClass(resource);

  @Controller(`api/${resource.name}`)
  class RecordController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Can('list', p)
    @Get()
    async list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return this.page(me, query, res, false);
    }

    @Can('list', p)
    @Get(onCollection(LIST_ACTIONS.deletedList))
    async deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return this.page(me, query, res, true);
    }

    /** The rows the list shows (same filters), every page, as typed .xlsx cells. */
    @Can('export', p)
    @Get(onCollection(LIST_ACTIONS.export))
    async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
      const parsed = { ...parseListQuery(query, sortable, list.defaultSort), range: null };
      const page = await this.queries.execute(new ListRows<StoredRecord>(me, list, parsed, query.deleted === 'true'));
      return sheetDownload(resource.name, resource.name, exportColumns(resource, query.columns), page.rows);
    }

    /** The code a new record would get (the form pre-fills it). */
    @Can('create', p)
    @Get('get/new/code')
    newCode(@CurrentPrincipal() me: Principal) {
      return this.queries.execute(new NextRecordCode(me, resource));
    }

    @Can('show', p)
    @Get(':id')
    show(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      return this.queries.execute(new GetRecord(me, resource, recordId));
    }

    @Can('create', p)
    @Post()
    create(@CurrentPrincipal() me: Principal, @BodyOf(request) body: object) {
      const { values, opening } = valid(resource, body);
      return this.commands.execute(new CreateRecord(me, resource, values, opening));
    }

    @Can('edit', p)
    @Put(':id')
    update(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string, @BodyOf(request) body: object) {
      const { values, opening } = valid(resource, body);
      return this.commands.execute(new UpdateRecord(me, resource, recordId, values, opening));
    }

    /** Active ↔ inactive. */
    @Can('edit', p)
    @Post('status/:id')
    @HttpCode(200)
    toggleStatus(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      return this.commands.execute(new ToggleRecordStatus(me, resource, recordId));
    }

    /** `?confirm=true`: the Admin was told of the open balance the first answer named. */
    @Can('delete', p)
    @Delete(':id')
    remove(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string, @Query('confirm', confirmFlag) confirm: ConfirmFlag) {
      return this.commands.execute(new DeleteRecord(me, resource, recordId, confirm === true));
    }

    @Can('restore', p)
    @Post('deleted-list/:id')
    @HttpCode(200)
    restore(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      return this.commands.execute(new RestoreRecord(me, resource, recordId));
    }

    @Can('purge', p)
    @Delete(`permanent/delete/${resource.singular}/:id`)
    purge(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      return this.commands.execute(new PurgeRecord(me, resource, recordId));
    }

    private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
      const page = await this.queries.execute(new ListRows<StoredRecord>(me, list, parseListQuery(query, sortable, list.defaultSort), deleted));
      setContentRange(res, resource.name, page);
      return page.rows;
    }
  }

  Object.defineProperty(RecordController, 'name', { value: `${resource.table}RecordController` });
  return RecordController;
}

/**
 * From a body its request class validated: the row's values and the opening amounts (undefined
 * where the body left one out), both first checked against each other by the resource's
 * cross-field rule (no opening stock on a non-stockable product).
 */
export function valid(resource: RecordResource, body: object) {
  const openingSpecs = openingFieldSpecs(resource);
  const crossErrors = resource.crossCheck?.(fieldValues([...resource.fields, ...openingSpecs], body)) ?? {};
  if (Object.keys(crossErrors).length > 0) throw validationFailed(crossErrors);
  const given = body as Record<string, string | null | undefined>;
  const opening: RequestedOpenings = Object.fromEntries(openingSpecs.map((f) => [f.name, given[f.name]]));
  return { values: fieldValues(resource.fields, body), opening };
}

const CELL_TYPES: Partial<Record<FieldRule['type'], CellType>> = {
  money: 'money',
  quantity: 'quantity',
  percentage: 'number',
  date: 'date',
  boolean: 'boolean',
};

/** Every column a resource can export, with its cell type and English header. */
function exportColumns(resource: RecordResource, requested: unknown): SheetColumn[] {
  const fields: { name: string; label: string; type: CellType }[] = [
    { name: 'created_at', label: 'created_at', type: 'datetime' },
    { name: 'updated_at', label: 'updated_at', type: 'datetime' },
    { name: 'status', label: 'status', type: 'number' },
    ...resource.fields.map((f) => ({ name: f.name, label: f.label, type: CELL_TYPES[f.rule.type] ?? 'text' })),
    ...openingFieldSpecs(resource).map((f) => ({ name: f.name, label: f.label, type: 'money' as const })),
    ...(resource.ledgerFigures ?? []).map((f) => ({ name: f.name, label: f.label, type: f.measure === 'quantity' ? ('quantity' as const) : ('money' as const) })),
    ...(EXTRA_COLUMNS[resource.name] ?? []).map((c) => ({ name: c.name, label: c.label, type: 'boolean' as const })),
  ];
  const known = new Map(fields.map((f) => [f.name, f]));
  const onScreen = resource.listFields.map((source) => ({ key: source, header: known.get(source)?.label ?? source, type: known.get(source)?.type ?? 'text' }));
  const all = [...onScreen, ...fields.filter((f) => !resource.listFields.includes(f.name)).map((f) => ({ key: f.name, header: f.label, type: f.type }))];
  return typeof requested === 'string' ? chooseColumns(all, requested) : onScreen;
}
