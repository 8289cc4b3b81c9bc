import { Logger, RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PARAMTYPES_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { APP_PIPE } from '@nestjs/core';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { createValidationPipe } from '../http/validation.pipe';
import { PERMISSION } from '../auth/access.decorators';
import type { DocumentKind } from './document-kind';
import { draftEditController, type DraftEditing } from './draft-edit-controller.factory';

class NoteRequest {}

const editing: DraftEditing = {
  path: 'api/notes',
  kind: { table: 'notes' } as DocumentKind,
  resource: 'vouchers',
  update: () => {
    throw new Error('not run here');
  },
  edits: [
    { name: 'addLine', method: 'POST', path: 'add/line/:id', summary: 'Adds a line', body: NoteRequest, apply: (draft) => draft },
    { name: 'dropLine', method: 'DELETE', path: 'drop/line/:id', summary: 'Drops a line', body: NoteRequest, apply: (draft) => draft },
    { name: 'lineDetails', method: 'POST', path: 'line/details', idField: 'note_id', summary: 'Changes a line', body: NoteRequest, apply: (draft) => draft },
  ],
};

const route = (controller: { prototype: object }, name: string) => {
  const handler = (controller.prototype as Record<string, object>)[name];
  return {
    path: Reflect.getMetadata(PATH_METADATA, handler) as string,
    method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod,
    status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number,
    permission: Reflect.getMetadata(PERMISSION, handler) as unknown,
    args: Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}).length,
  };
};

describe('draftEditController', () => {
  const controller = draftEditController(editing) as unknown as { prototype: object; name: string };

  it("serves each edit at its path and method under the editing's path, as an edit of the resource, answering 200", () => {
    expect(Reflect.getMetadata(PATH_METADATA, controller)).toBe('api/notes');
    expect(route(controller, 'addLine')).toEqual({ path: 'add/line/:id', method: RequestMethod.POST, status: 200, permission: { action: 'edit', resource: 'vouchers' }, args: 3 });
    expect(route(controller, 'dropLine')).toMatchObject({ path: 'drop/line/:id', method: RequestMethod.DELETE, status: 200 });
  });

  it('reads the draft id from the body for an edit whose path has none', () => {
    expect(route(controller, 'lineDetails')).toMatchObject({ path: 'line/details', method: RequestMethod.POST, args: 2 });
  });

  it('names the class after its table', () => {
    expect(controller.name).toBe('notesDraftEditController');
  });

  it('gives each handler the parameter types a written one has, so the ValidationPipe sees them', () => {
    expect(Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, 'addLine')).toEqual([Object, String, Object]);
    expect(Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, 'lineDetails')).toEqual([Object, Object]);
  });

  it('starts without a warning under the global ValidationPipe', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const staticWarn = jest.spyOn(Logger, 'warn').mockImplementation(() => undefined);
    try {
      const module = await Test.createTestingModule({
        controllers: [controller as unknown as Type<unknown>],
        providers: [
          { provide: QueryBus, useValue: {} },
          { provide: CommandBus, useValue: {} },
          { provide: APP_PIPE, useFactory: createValidationPipe },
        ],
      }).compile();
      const app = module.createNestApplication({ logger: false });
      await app.init();
      await app.close();
      expect([...warn.mock.calls, ...staticWarn.mock.calls]).toEqual([]);
    } finally {
      warn.mockRestore();
      staticWarn.mockRestore();
    }
  });
});
