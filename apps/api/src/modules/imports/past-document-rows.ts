import type { Command, CommandBus } from '@nestjs/cqrs';
import {
  importsRefusal,
  invoiceDecider,
  invoiceStream,
  isDomainError,
  stockableProductIds,
  toLedgerForm,
  validationRefusal,
  type DomainError,
  type ImportRowError,
  type InvoiceCommand,
} from '@ginuma/domain';
import { appendToStreams, type AppendToStream, type JsonValue } from '@ginuma/ledger';
import { eventMetadata } from '../../platform/http/request-context';
import type { Principal } from '../../platform/auth/principal';
import { DeleteDocument, ReverseDocument } from '../../platform/documents/commands/document-life-cycle.handler';
import { ConfirmBill } from '../bills/commands/confirm-bill.handler';
import { CreateBill } from '../bills/commands/create-bill.handler';
import { BILL_DOCUMENT } from '../bills/bill-document-kind';
import { ConfirmInvoice } from '../invoices/commands/confirm-invoice.handler';
import { CreateInvoicesToConfirm, CreateInvoiceToConfirm, type NumberedInvoice } from '../invoices/commands/create-invoice.handler';
import type { DraftContent } from '../invoices/invoice-document';
import { INVOICE_DOCUMENT } from '../invoices/invoice-document-kind';
import { ConfirmReceipt } from '../payments/commands/confirm-receipt.handler';
import { CreateReceipt } from '../payments/commands/create-receipt.handler';
import { RECEIPT_DOCUMENT } from '../payments/payment-document-kinds';
import { receiptInput } from '../payments/payment.requests';
import { ConfirmVoucher } from '../vouchers/commands/confirm-voucher.handler';
import { CreateVoucher } from '../vouchers/commands/create-voucher.handler';
import { VOUCHER_DOCUMENT } from '../vouchers/voucher-document-kind';
import { headersByField, rowCells, rowError, wholeRowError, type ImportResult, type ImportRun } from './import-run';
import { keepChanges } from './import-store';
import { isRowRefusal } from './record-batches';

export type PastDocumentKind = 'invoices' | 'bills' | 'receipts' | 'vouchers';

interface LineRow {
  row: number;
  cells: Record<string, string>;
}

/**
 * The live record of `table` a file names by one of its key fields, among those of `party` when
 * given (a supplier's bill); given `imported`, a number an import of that kind brought in first
 * (a past invoice's own number in the file it came from).
 */
type Named = (
  table: string,
  keys: readonly string[],
  name: string | undefined,
  options?: { imported?: PastDocumentKind; party?: { column: string; id: string } },
) => Promise<string | null>;

/** How a file's lines become one document of a kind, through that kind's own create and confirm. */
interface PastDocument {
  /** The file's field holding the document's number, and the party's. */
  number: string;
  party: { field: string; table: string; keys: readonly string[]; unknown: 'customer-unknown' | 'supplier-unknown' };
  /**
   * The request's list each row is one item of (`lines.<i>.…` in its refusals), and the request's
   * fields a file's column fills under another name (an item's as `<list>.<field>`).
   */
  items: 'lines' | 'invoices' | 'bills';
  fileField: Readonly<Record<string, string>>;
  /** The request its editor would send, from the lines' cells, the party found and the named records found by `named`. */
  body(lines: readonly LineRow[], partyId: string, named: Named): Promise<Record<string, unknown>>;
  /** Creates and confirms it; answers its id. */
  save(commands: CommandBus, me: Principal, body: Record<string, unknown>): Promise<string>;
  /** How an undo takes it back: the kind's reversal, or a receipt's delete (which appends its reversals). */
  undo(me: Principal, id: string): Command<unknown>;
}

/** A product named on a line (by code or name), refused on that line's product column when none has the name. */
async function productOf(named: Named, cells: Record<string, string>, line: number): Promise<string | null> {
  if (cells.product === undefined) return null;
  const id = await named('products', ['code', 'name'], cells.product);
  if (id === null) throw importsRefusal.onField(`lines.${line}.product_id`, 'product-unknown', { name: cells.product });
  return id;
}

export const PAST_DOCUMENTS: Record<PastDocumentKind, PastDocument> = {
  invoices: {
    number: 'invoice_number',
    party: { field: 'customer', table: 'customers', keys: ['email', 'name'], unknown: 'customer-unknown' },
    items: 'lines',
    fileField: { customer_id: 'customer', 'lines.product_id': 'product', 'lines.unit_price': 'price' },
    async body(lines, customerId, named) {
      const items = [];
      for (const [i, { cells }] of lines.entries()) {
        items.push({ product_id: await productOf(named, cells, i), description: cells.description ?? null, quantity: cells.quantity, price: cells.price ?? null });
      }
      return { customer_id: customerId, date: lines[0].cells.date, due_date: lines[0].cells.due_date ?? null, lines: items };
    },
    async save(commands, me, body) {
      const draft = await commands.execute(new CreateInvoiceToConfirm(me, body));
      return (await commands.execute(new ConfirmInvoice(me, draft.view.id, draft.checked))).id;
    },
    undo: (me, id) => new ReverseDocument(me, INVOICE_DOCUMENT, id),
  },
  bills: {
    number: 'bill_number',
    party: { field: 'supplier', table: 'suppliers', keys: ['email', 'name'], unknown: 'supplier-unknown' },
    items: 'lines',
    fileField: { supplier_id: 'supplier', 'lines.product_id': 'product', 'lines.expense_category_id': 'category' },
    async body(lines, supplierId, named) {
      const items = [];
      for (const [i, { cells }] of lines.entries()) {
        const category = cells.category === undefined ? null : await named('expense_categories', ['name'], cells.category);
        if (cells.category !== undefined && category === null) throw importsRefusal.onField(`lines.${i}.expense_category_id`, 'category-unknown', { name: cells.category });
        items.push({ product_id: await productOf(named, cells, i), expense_category_id: category, description: cells.description ?? null, quantity: cells.quantity, unit_cost: cells.unit_cost });
      }
      const [{ cells }] = lines;
      return { supplier_id: supplierId, bill_number: cells.bill_number, date: cells.date, due_date: cells.due_date ?? null, lines: items };
    },
    async save(commands, me, body) {
      const draft = await commands.execute(new CreateBill(me, body));
      return (await commands.execute(new ConfirmBill(me, draft.id))).id;
    },
    undo: (me, id) => new ReverseDocument(me, BILL_DOCUMENT, id),
  },
  receipts: {
    number: 'receipt_number',
    party: { field: 'customer', table: 'customers', keys: ['email', 'name'], unknown: 'customer-unknown' },
    items: 'invoices',
    fileField: { customer_id: 'customer', account_id: 'account', 'invoices.invoice_id': 'invoice_number' },
    async body(lines, customerId, named) {
      const [{ cells }] = lines;
      const account = cells.account === undefined ? null : await named('bank_accounts', ['name'], cells.account);
      if (cells.account !== undefined && account === null) throw importsRefusal.onField('account_id', 'account-unknown', { name: cells.account });
      const invoices = [];
      for (const [i, line] of lines.entries()) {
        const number = line.cells.invoice_number;
        if (number === undefined) continue;
        const invoice = await named('invoices', ['code'], number, { imported: 'invoices' });
        if (invoice === null) throw importsRefusal.onField(`invoices.${i}.invoice_id`, 'invoice-unknown', { name: number });
        invoices.push({ invoice_id: invoice, amount: line.cells.amount });
      }
      return { customer_id: customerId, date: cells.date, pay_type: cells.pay_type, account_id: account, cheque_number: cells.cheque_number ?? null, paid_amount: cells.paid_amount, invoices };
    },
    async save(commands, me, body) {
      const draft = await commands.execute(new CreateReceipt(me, await receiptInput(body)));
      return (await commands.execute(new ConfirmReceipt(me, draft.id))).id;
    },
    undo: (me, id) => new DeleteDocument(me, RECEIPT_DOCUMENT, id),
  },
  vouchers: {
    number: 'voucher_number',
    party: { field: 'supplier', table: 'suppliers', keys: ['email', 'name'], unknown: 'supplier-unknown' },
    items: 'bills',
    fileField: { supplier_id: 'supplier', account_id: 'account', expense_category_id: 'category', amount: 'paid_amount', 'bills.bill_id': 'bill_number' },
    async body(lines, supplierId, named) {
      const [{ cells }] = lines;
      const account = cells.account === undefined ? null : await named('bank_accounts', ['name'], cells.account);
      if (cells.account !== undefined && account === null) throw importsRefusal.onField('account_id', 'account-unknown', { name: cells.account });
      const category = cells.category === undefined ? null : await named('expense_categories', ['name'], cells.category);
      if (cells.category !== undefined && category === null) throw importsRefusal.onField('expense_category_id', 'category-unknown', { name: cells.category });
      const bills = [];
      for (const [i, line] of lines.entries()) {
        const number = line.cells.bill_number;
        if (number === undefined) continue;
        const bill = await named('bills', ['bill_number'], number, { party: { column: 'supplier_id', id: supplierId } });
        if (bill === null) throw importsRefusal.onField(`bills.${i}.bill_id`, 'bill-unknown', { name: number });
        bills.push({ bill_id: bill, amount: line.cells.amount });
      }
      return {
        supplier_id: supplierId,
        date: cells.date,
        pay_type: cells.pay_type,
        account_id: account,
        cheque_number: cells.cheque_number ?? null,
        expense_category_id: category,
        amount: cells.paid_amount,
        bills,
      };
    },
    async save(commands, me, body) {
      const draft = await commands.execute(new CreateVoucher(me, body));
      return (await commands.execute(new ConfirmVoucher(me, draft.id))).id;
    },
    undo: (me, id) => new DeleteDocument(me, VOUCHER_DOCUMENT, id),
  },
};

export function isPastDocumentKind(kind: string): kind is PastDocumentKind {
  return Object.hasOwn(PAST_DOCUMENTS, kind);
}

/**
 * Past documents from a file of lines: the rows of one number (and, for bills, one supplier),
 * wherever they stand in the file, make one document, created and confirmed through its kind's
 * own commands (the editor's request, totals, stock and postings). A number imported before
 * (`imported_documents`) is left alone, so the same file imported again changes nothing. A
 * refusal is said of the row and column it comes from: a line's of its own row, the document's
 * of its first. Counts are of documents, errors of rows. Invoices go in batches
 * (`importInvoiceBatch`); the other kinds one document at a time, each in a savepoint of its own
 * so a refused one leaves no trace.
 */
export async function importPastDocuments(run: ImportRun, kind: PastDocumentKind): Promise<ImportResult> {
  const past = PAST_DOCUMENTS[kind];
  const result: ImportResult = { counts: { create: 0, update: 0, unchanged: 0, error: 0 }, errors: [], changes: [] };
  const headerOf = headersByField(run);
  // What a file names exists before the import and does not change during it: each name is looked up once.
  const found = new Map<string, string | null>();
  const memoOf = (table: string, keys: readonly string[], name: string, imported?: PastDocumentKind, party?: { id: string }) =>
    JSON.stringify([table, keys, name.toLowerCase(), imported ?? null, party?.id ?? null]);
  const named: Named = async (table, keys, name, { imported, party } = {}) => {
    if (name === undefined) return null;
    const memo = memoOf(table, keys, name, imported, party);
    if (found.has(memo)) return found.get(memo)!;
    let id: string | null = null;
    if (imported) {
      const [known] = await run.tx.query<{ id: string }>(`SELECT document_id AS id FROM imported_documents WHERE tenant_id = $1 AND kind = $2 AND source_code = $3`, [run.me.tenantId, imported, name]);
      id = known?.id ?? null;
    }
    if (id === null) {
      const [row] = await run.tx.query<{ id: string }>(
        `SELECT id FROM ${table} WHERE tenant_id = $1 AND deleted_at IS NULL ${party ? `AND ${party.column} = $3` : ''}
            AND (${keys.map((k) => `natural_key(${k}) = natural_key($2)`).join(' OR ')})
          ORDER BY ${keys.map((k) => `natural_key(${k}) = natural_key($2) DESC`).join(', ')}, created_at LIMIT 1`,
        party ? [run.me.tenantId, name, party.id] : [run.me.tenantId, name],
      );
      id = row?.id ?? null;
    }
    found.set(memo, id);
    return id;
  };
  /**
   * `named` for many names of one table at once, a query per key: a record the first key names
   * comes before one a later key names, and among them as `named` orders them.
   */
  const nameAll = async (table: string, keys: readonly string[], names: readonly string[]) => {
    let left = [...new Set(names.map((n) => n.toLowerCase()))].filter((n) => !found.has(memoOf(table, keys, n)));
    for (const [i, key] of keys.entries()) {
      if (left.length === 0) break;
      const later = keys.slice(i + 1).map((k) => `natural_key(${k}) = natural_key(n.name) DESC, `).join('');
      const rows = await run.tx.query<{ name: string; id: string }>(
        `SELECT n.name, t.id FROM unnest($2::text[]) AS n(name)
           JOIN LATERAL (SELECT id FROM ${table} WHERE tenant_id = $1 AND deleted_at IS NULL AND natural_key(${key}) = natural_key(n.name)
                          ORDER BY ${later}created_at LIMIT 1) t ON true`,
        [run.me.tenantId, left],
      );
      for (const row of rows) found.set(memoOf(table, keys, row.name), row.id);
      left = left.filter((n) => !found.has(memoOf(table, keys, n)));
    }
    for (const n of left) found.set(memoOf(table, keys, n), null);
  };
  // Each document's row numbers alone: its lines' cells are read back a batch of documents at a time.
  const documents = new Map<string, number[]>();
  for await (const { row, cells } of run.sheet.rows) {
    const line = rowCells(run, cells);
    const number = line[past.number];
    if (number === undefined) {
      result.errors.push(rowError(row, past.number, headerOf.get(past.number) ?? null, validationRefusal.field('required', { label: past.number.replace('_', ' ') })));
      continue;
    }
    const key = kind === 'bills' ? JSON.stringify([number, (line[past.party.field] ?? '').toLowerCase()]) : number;
    const rows = documents.get(key);
    if (rows) rows.push(row);
    else documents.set(key, [row]);
  }
  const context: PastDocumentRun = { run, kind, past, named, nameAll, result, headerOf };
  const all = [...documents.values()];
  documents.clear();
  for (let i = 0; i < all.length; i += DOCUMENT_BATCH) {
    const batch = await linesOf(run, all.slice(i, i + DOCUMENT_BATCH));
    if (kind === 'invoices') await importInvoiceBatch(context, batch);
    else for (const lines of batch) await importDocument(context, lines);
    await keepChanges(run, result);
    await run.progress?.(batch.reduce((rows, lines) => rows + lines.length, 0));
  }
  result.counts.error = new Set(result.errors.map((e) => e.row)).size;
  result.errors.sort((a, b) => a.row - b.row);
  return result;
}

/** The documents' lines, read back by their row numbers, each document's in the file's order. */
async function linesOf(run: ImportRun, documents: readonly number[][]): Promise<LineRow[][]> {
  const cells = new Map<number, Record<string, string>>();
  for await (const { row, cells: read } of run.sheet.rowsNumbered(documents.flat())) cells.set(row, rowCells(run, read));
  return documents.map((rows) => rows.map((row) => ({ row, cells: cells.get(row)! })));
}

/** What importing one file of past documents shares: its run, its kind, its look-ups and what it has done so far. */
interface PastDocumentRun {
  run: ImportRun;
  kind: PastDocumentKind;
  past: PastDocument;
  named: Named;
  nameAll: (table: string, keys: readonly string[], names: readonly string[]) => Promise<void>;
  result: ImportResult;
  headerOf: ReadonlyMap<string, string>;
}

/** The document's party, refused on its party column when the file names none the books have. */
async function partyOf({ past, named }: PastDocumentRun, { cells }: LineRow): Promise<string> {
  const partyId = await named(past.party.table, past.party.keys, cells[past.party.field]);
  if (partyId === null) throw importsRefusal.onField(past.party.field, past.party.unknown, { name: cells[past.party.field] ?? '' });
  return partyId;
}

/** The number a document is remembered by: a bill's is its supplier's, so another supplier's bill may carry the same one. */
function sourceCodeOf(kind: PastDocumentKind, partyId: string, number: string): string {
  return kind === 'bills' ? `${partyId}/${number}` : number;
}

/** One document through its kind's create and confirm, in a savepoint of its own. */
async function importDocument(context: PastDocumentRun, lines: LineRow[]): Promise<void> {
  const { run, kind, past, result, headerOf } = context;
  await run.tx.execute('SAVEPOINT import_document');
  try {
    const partyId = await partyOf(context, lines[0]);
    const sourceCode = sourceCodeOf(kind, partyId, lines[0].cells[past.number]);
    const [known] = await run.tx.query(`SELECT 1 FROM imported_documents WHERE tenant_id = $1 AND kind = $2 AND source_code = $3`, [run.me.tenantId, kind, sourceCode]);
    if (known) {
      await run.tx.execute('RELEASE SAVEPOINT import_document');
      result.counts.unchanged += 1;
      return;
    }
    const id = await past.save(run.commands, run.me, await past.body(lines, partyId, context.named));
    await run.tx.execute(`INSERT INTO imported_documents (tenant_id, kind, source_code, document_id) VALUES ($1, $2, $3, $4)`, [run.me.tenantId, kind, sourceCode, id]);
    await run.tx.execute('RELEASE SAVEPOINT import_document');
    result.counts.create += 1;
    result.changes.push({ resource: kind, id, outcome: 'create' });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    await run.tx.execute('ROLLBACK TO SAVEPOINT import_document');
    result.errors.push(...documentErrors(error, lines, past, headerOf));
  }
}

/** Invoices decided together before their confirmations are appended at once; what every kind did is kept this many documents at a time. */
const DOCUMENT_BATCH = 500;

/** A new invoice decided confirmed, waiting for its batch's append. */
interface DecidedInvoice {
  id: string;
  sourceCode: string;
  stream: AppendToStream;
}

/**
 * A batch of past invoices: created together by `CreateInvoicesToConfirm` (the editor's request,
 * references and codes, as `CreateInvoiceToConfirm` creates one; a refused one is said of its
 * document), each confirmation decided by the invoice's decider on the same content
 * `ConfirmInvoice` decides on as the invoice is numbered, its row written with the content that
 * confirmation stores (as `STORE_CONFIRMED_CONTENT` would leave it), then every confirmation
 * appended in one `ledger_append_streams` with the inline projections (the stage is the
 * projection's). An invoice that moves stock is decided on the positions the
 * invoices before it leave, so the batch so far is appended first and it is confirmed by
 * `ConfirmInvoice` itself. A refusal of the append (a locked period) runs the batch again one
 * document at a time, where it is said of its document.
 */
async function importInvoiceBatch(context: PastDocumentRun, batch: readonly LineRow[][]): Promise<void> {
  const { run, kind, past, result, headerOf } = context;
  const local: ImportResult = { counts: { create: 0, update: 0, unchanged: 0, error: 0 }, errors: [], changes: [] };
  await run.tx.execute('SAVEPOINT import_batch');
  try {
    const numbers = batch.map((lines) => lines[0].cells[past.number]);
    await context.nameAll(past.party.table, past.party.keys, batch.flatMap((lines) => lines[0].cells[past.party.field] ?? []));
    // One key lookup per number (LATERAL … LIMIT 1 is not flattened): given `source_code = ANY(…)`, a
    // planner with statistics from before the import's batches read the kind's every imported number
    // and filtered them, so each batch read all the batches before it.
    const known = new Set(
      (
        await run.tx.query<{ code: string }>(
          `SELECT d.code FROM unnest($3::text[]) AS n(code)
             JOIN LATERAL (SELECT source_code AS code FROM imported_documents WHERE tenant_id = $1 AND kind = $2 AND source_code = n.code LIMIT 1) d ON true`,
          [run.me.tenantId, kind, numbers],
        )
      ).map((r) => r.code),
    );
    const wanted: { lines: LineRow[]; sourceCode: string; body: Record<string, unknown> }[] = [];
    for (const lines of batch) {
      try {
        const partyId = await partyOf(context, lines[0]);
        const sourceCode = sourceCodeOf(kind, partyId, lines[0].cells[past.number]);
        if (known.has(sourceCode)) {
          local.counts.unchanged += 1;
          continue;
        }
        wanted.push({ lines, sourceCode, body: await past.body(lines, partyId, context.named) });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        local.errors.push(...documentErrors(error, lines, past, headerOf));
      }
    }
    // An invoice that moves no stock is decided as its row is numbered, and its row written with
    // the content its confirmation stores.
    const decided = new Map<string, AppendToStream>();
    const drafts = await run.commands.execute(
      new CreateInvoicesToConfirm(
        run.me,
        wanted.map((w) => w.body),
        (invoice) => {
          if (stockableProductIds(invoice.document.content).length > 0) return null;
          const stream = confirmation(run, invoice);
          decided.set(invoice.id, stream);
          return stream.events[0].payload as unknown as DraftContent;
        },
      ),
    );
    let pending: DecidedInvoice[] = [];
    for (const [i, { lines, sourceCode }] of wanted.entries()) {
      const draft = drafts[i];
      try {
        if (isDomainError(draft)) throw draft;
        const stream = decided.get(draft.row.id);
        if (stream === undefined) {
          await appendInvoices(context, pending, local);
          pending = [];
          const id = (await run.commands.execute(new ConfirmInvoice(run.me, draft.row.id, draft))).id;
          await appendInvoices(context, [], local, [{ id, sourceCode }]);
          continue;
        }
        pending.push({ id: draft.row.id, sourceCode, stream });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        local.errors.push(...documentErrors(error, lines, past, headerOf));
      }
    }
    await appendInvoices(context, pending, local);
    await run.tx.execute('RELEASE SAVEPOINT import_batch');
  } catch (error) {
    if (!isRowRefusal(error)) throw error;
    await run.tx.execute('ROLLBACK TO SAVEPOINT import_batch');
    for (const lines of batch) await importDocument(context, lines);
    return;
  }
  for (const outcome of ['create', 'unchanged'] as const) result.counts[outcome] += local.counts[outcome];
  result.errors.push(...local.errors);
  result.changes.push(...local.changes);
}

/** What `ConfirmInvoice` appends for a new invoice of this request (no quotation's), decided from its new stream's empty state. */
function confirmation(run: ImportRun, { id, code, document }: NumberedInvoice): AppendToStream {
  const command: InvoiceCommand = { type: 'ConfirmInvoice', data: { invoiceId: id, code, quotationId: null, content: document.content, stock: new Map() } };
  const before = invoiceDecider.initialState();
  const { stored } = toLedgerForm(invoiceDecider, invoiceDecider.decide(command, before, new Date()), before);
  return { tenantId: run.me.tenantId, stream: invoiceStream(id), expectedVersion: 0, events: stored.map((e) => ({ ...e, payload: e.payload as JsonValue })), metadata: eventMetadata(run.me) };
}

/**
 * The decided confirmations appended at once (their rows already hold the content
 * `STORE_CONFIRMED_CONTENT` would store), and every imported number remembered with one INSERT.
 */
async function appendInvoices({ run, kind }: PastDocumentRun, decided: readonly DecidedInvoice[], local: ImportResult, confirmed: readonly { id: string; sourceCode: string }[] = []): Promise<void> {
  await appendToStreams(run.tx, decided.map((d) => d.stream), { checkPeriodLock: true });
  const imported = [...decided, ...confirmed];
  if (imported.length === 0) return;
  await run.tx.execute(
    `INSERT INTO imported_documents (tenant_id, kind, source_code, document_id) SELECT $1, $2, s.code, s.id FROM unnest($3::text[], $4::uuid[]) AS s(code, id) RETURNING document_id`,
    [run.me.tenantId, kind, imported.map((d) => d.sourceCode), imported.map((d) => d.id)],
  );
  local.counts.create += imported.length;
  local.changes.push(...imported.map((d) => ({ resource: kind, id: d.id, outcome: 'create' as const })));
}

/** A document's refusals on the rows they are about: an item's (`lines.<i>.<field>`) on its row, the rest on the document's first row. */
function documentErrors(error: DomainError, lines: readonly LineRow[], past: PastDocument, headerOf: ReadonlyMap<string, string>): ImportRowError[] {
  const fields = Object.entries(error.details.errors ?? {});
  const first = lines[0].row;
  if (fields.length === 0) return [wholeRowError(first, error)];
  return fields.flatMap(([path, refusals]) => {
    const line = new RegExp(`^${past.items}\\.(\\d+)\\.(\\w+)$`).exec(path);
    const row = line ? (lines[Number(line[1])]?.row ?? first) : first;
    const requestField = line ? line[2] : path;
    const field = past.fileField[line ? `${past.items}.${requestField}` : path] ?? requestField;
    return refusals.map((refusal) => rowError(row, field, headerOf.get(field) ?? null, refusal));
  });
}
