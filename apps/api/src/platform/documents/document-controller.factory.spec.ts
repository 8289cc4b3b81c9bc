import { RequestMethod } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DomainError, documentsRefusal, invoicingRefusal } from '@ginuma/domain';
import { PERMISSION } from '../auth/access.decorators';
import { documentController } from './document-controller.factory';
import { deletedDraftsOnly, type DocumentKind, type DocumentRow } from './document-kind';

type Row = DocumentRow & { stage: string };

const kind = (overrides: Partial<DocumentKind<Row>> = {}): DocumentKind<Row> => ({
  path: 'api/notes',
  resource: 'vouchers',
  routes: {
    list: '',
    deletedList: 'deleted-list',
    nextCode: 'get/code',
    restore: 'restore/:id',
    purge: { method: 'POST', path: 'permanent/delete/note/:id' },
  },
  list: { name: 'notes', from: 'notes t', select: 't.*', sortable: { code: 't.code' }, defaultSort: { field: 'code', order: 'DESC' }, searchable: [] },
  sequence: 'voucher',
  table: 'notes',
  find: async () => ({ id: 'n', code: 'N-1', deleted_at: null, stage: 'pending' }),
  view: (_tx, _tenantId, row) => row,
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'note' })),
  ...overrides,
});

const route = (controller: object, method: string) => {
  const handler = (controller as { prototype: Record<string, object> }).prototype[method];
  return {
    path: Reflect.getMetadata(PATH_METADATA, handler) as string | undefined,
    method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined,
    status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
  };
};

describe('documentController', () => {
  it("serves the kind's paths, its purge by the method it names, answering 200", () => {
    const controller = documentController(kind());
    expect(Reflect.getMetadata(PATH_METADATA, controller)).toBe('api/notes');
    expect(route(controller, 'deletedList')).toMatchObject({ path: 'deleted-list', method: RequestMethod.GET });
    expect(route(controller, 'restore')).toEqual({ path: 'restore/:id', method: RequestMethod.POST, status: 200 });
    expect(route(controller, 'purge')).toEqual({ path: 'permanent/delete/note/:id', method: RequestMethod.POST, status: 200 });
  });

  it('serves an export only for a kind that describes one', () => {
    expect(route(documentController(kind()), 'export').path).toBeUndefined();
    const exported = documentController(kind({ export: { path: 'export', file: 'notes', title: 'Notes', columns: [] } }));
    expect(route(exported, 'export')).toMatchObject({ path: 'export', method: RequestMethod.GET });
  });

  it('serves save routes only for a kind that saves whole drafts, where the spec names them', () => {
    expect(route(documentController(kind()), 'create').path).toBeUndefined();
    expect(route(documentController(kind()), 'update').path).toBeUndefined();
    class NoteCommand extends Command<{ id: string }> {}
    const saving = documentController(
      kind({
        saving: {
          routes: { create: '', update: ':id' },
          body: class NoteRequest {},
          create: () => new NoteCommand(),
          update: () => new NoteCommand(),
        },
      }),
    );
    expect(route(saving, 'create')).toMatchObject({ path: '/', method: RequestMethod.POST });
    expect(route(saving, 'update')).toMatchObject({ path: ':id', method: RequestMethod.PUT });
  });

  it('serves confirm, reverse and delete only for a kind that names them, at its paths, behind the permission it names', () => {
    const bare = documentController(kind());
    for (const method of ['confirm', 'reverse', 'remove']) expect(route(bare, method).path).toBeUndefined();
    class NoteCommand extends Command<unknown> {}
    const command = () => new NoteCommand();
    const steps = documentController(
      kind({
        confirm: { path: 'confirm/note/:id', command },
        reverse: { path: 'reverse/:id', can: 'edit', command },
        delete: { path: ':id', command },
      }),
    );
    expect(route(steps, 'confirm')).toEqual({ path: 'confirm/note/:id', method: RequestMethod.POST, status: 200 });
    expect(route(steps, 'reverse')).toEqual({ path: 'reverse/:id', method: RequestMethod.POST, status: 200 });
    expect(route(steps, 'remove')).toMatchObject({ path: ':id', method: RequestMethod.DELETE });
    const permission = (method: string) => Reflect.getMetadata(PERMISSION, (steps as { prototype: Record<string, object> }).prototype[method]);
    expect(permission('confirm')).toEqual({ action: 'confirm', resource: 'vouchers' });
    expect(permission('reverse')).toEqual({ action: 'edit', resource: 'vouchers' });
    expect(permission('remove')).toEqual({ action: 'delete', resource: 'vouchers' });
  });

  it('serves every path a kind does not name at its default', () => {
    class NoteCommand extends Command<{ id: string }> {}
    const command = () => new NoteCommand();
    const { routes: _routes, ...unnamed } = kind();
    const controller = documentController({
      ...unnamed,
      export: { file: 'notes', title: 'Notes', columns: [] },
      saving: { body: class NoteRequest {}, create: command, update: command },
      confirm: { command },
      reverse: { can: 'confirm', command },
      delete: { command },
    });
    expect(route(controller, 'list')).toMatchObject({ path: '/', method: RequestMethod.GET });
    expect(route(controller, 'deletedList')).toMatchObject({ path: '-/deleted-list', method: RequestMethod.GET });
    expect(route(controller, 'export')).toMatchObject({ path: '-/export', method: RequestMethod.GET });
    expect(route(controller, 'nextCode')).toMatchObject({ path: 'get/code', method: RequestMethod.GET });
    expect(route(controller, 'create')).toMatchObject({ path: '/', method: RequestMethod.POST });
    expect(route(controller, 'update')).toMatchObject({ path: ':id', method: RequestMethod.PUT });
    expect(route(controller, 'confirm')).toEqual({ path: 'confirm/:id', method: RequestMethod.POST, status: 200 });
    expect(route(controller, 'reverse')).toEqual({ path: 'reverse/:id', method: RequestMethod.POST, status: 200 });
    expect(route(controller, 'remove')).toMatchObject({ path: ':id', method: RequestMethod.DELETE });
    expect(route(controller, 'restore')).toEqual({ path: 'restore/:id', method: RequestMethod.POST, status: 200 });
    expect(route(controller, 'purge')).toEqual({ path: 'permanent/:id', method: RequestMethod.DELETE, status: 200 });
  });

  it('names each class after its table', () => {
    expect(documentController(kind()).name).toBe('notesDocumentController');
  });
});

describe('deletedDraftsOnly', () => {
  const rule = deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'note' }));
  const row = (deleted: boolean, stage: string): Row => ({ id: 'n', code: 'N-1', deleted_at: deleted ? new Date() : null, stage });
  const thrownBy = (check: () => void): unknown => {
    try {
      check();
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('lets a deleted draft go', () => {
    expect(() => rule(row(true, 'pending'))).not.toThrow();
  });

  it('does not find a live document in the deleted list', () => {
    const refusal = thrownBy(() => rule(row(false, 'pending')));
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ status: 404, qualifiedCode: 'request.not-found', message: 'Item not found' });
  });

  it('refuses a document the ledger knows with the refusal its kind names', () => {
    const refusal = thrownBy(() => rule(row(true, 'reversed')));
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      status: 409,
      qualifiedCode: 'documents.ledger-known',
      message: 'A note the ledger knows cannot be deleted for good.',
      details: { params: { document: 'note' } },
    });
  });

  it("keeps the refusal's title", () => {
    const titled = deletedDraftsOnly(() => invoicingRefusal('invoice-cannot-be-deleted'));
    expect(thrownBy(() => titled(row(true, 'confirmed')))).toMatchObject({
      status: 409,
      message: 'A confirmed invoice cannot be deleted; reverse it instead.',
      details: { title: 'This invoice cannot be deleted' },
    });
  });
});
