import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { Conflict, NotFound } from '../http/app-errors';
import { documentController } from './document-controller.factory';
import { deletedDraftsOnly, type DocumentKind, type DocumentRow } from './document-kind';

type Row = DocumentRow & { stage: string };

const kind = (overrides: Partial<DocumentKind<Row>> = {}): DocumentKind<Row> => ({
  path: 'api/notes',
  resource: 'vouchers',
  routes: {
    list: [''],
    deletedList: ['deleted-list'],
    nextCode: ['get/code'],
    restore: ['restore/:id'],
    purge: { method: 'POST', paths: ['permanent/delete/note/:id'] },
  },
  list: { name: 'notes', from: 'notes t', select: 't.*', sortable: { code: 't.code' }, defaultSort: { field: 'code', order: 'DESC' }, searchable: [] },
  sequence: 'voucher',
  table: 'notes',
  find: async () => ({ id: 'n', code: 'N-1', deleted_at: null, stage: 'pending' }),
  view: (_tx, _tenantId, row) => row,
  purgeRule: deletedDraftsOnly('A note the ledger knows cannot be deleted for good.'),
  ...overrides,
});

const route = (controller: object, method: string) => {
  const handler = (controller as { prototype: Record<string, object> }).prototype[method];
  return {
    path: Reflect.getMetadata(PATH_METADATA, handler) as string[] | undefined,
    method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined,
    status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
  };
};

describe('documentController', () => {
  it("serves the kind's paths, its purge by the method it names, answering 200", () => {
    const controller = documentController(kind());
    expect(Reflect.getMetadata(PATH_METADATA, controller)).toBe('api/notes');
    expect(route(controller, 'deletedList')).toMatchObject({ path: ['deleted-list'], method: RequestMethod.GET });
    expect(route(controller, 'restore')).toEqual({ path: ['restore/:id'], method: RequestMethod.POST, status: 200 });
    expect(route(controller, 'purge')).toEqual({ path: ['permanent/delete/note/:id'], method: RequestMethod.POST, status: 200 });
  });

  it('serves an export only for a kind that describes one', () => {
    expect(route(documentController(kind()), 'export').path).toBeUndefined();
    const exported = documentController(kind({ export: { paths: ['exports/list', 'export'], file: 'notes', title: 'Notes', columns: [] } }));
    expect(route(exported, 'export')).toMatchObject({ path: ['exports/list', 'export'], method: RequestMethod.GET });
  });

  it('names each class after its table', () => {
    expect(documentController(kind()).name).toBe('notesDocumentController');
  });
});

describe('deletedDraftsOnly', () => {
  const rule = deletedDraftsOnly('A note the ledger knows cannot be deleted for good.', 'This note cannot be deleted');
  const row = (deleted: boolean, stage: string): Row => ({ id: 'n', code: 'N-1', deleted_at: deleted ? new Date() : null, stage });

  it('lets a deleted draft go', () => {
    expect(() => rule(row(true, 'pending'))).not.toThrow();
  });

  it('does not find a live document in the deleted list', () => {
    expect(() => rule(row(false, 'pending'))).toThrow(NotFound);
  });

  it('refuses a document the ledger knows, with its message and title', () => {
    const refusal = (() => {
      try {
        rule(row(true, 'reversed'));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(Conflict);
    expect((refusal as Conflict).getResponse()).toEqual({ message: 'A note the ledger knows cannot be deleted for good.', title: 'This note cannot be deleted' });
  });
});
