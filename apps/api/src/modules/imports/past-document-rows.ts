import type { Command, CommandBus } from '@nestjs/cqrs';
import { importsRefusal, isDomainError, validationRefusal, type DomainError, type ImportRowError } from '@ginuma/domain';
import type { Principal } from '../../platform/auth/principal';
import { DeleteDocument, ReverseDocument } from '../../platform/documents/commands/document-life-cycle.handler';
import { ConfirmBill } from '../bills/commands/confirm-bill.handler';
import { CreateBill } from '../bills/commands/create-bill.handler';
import { BILL_DOCUMENT } from '../bills/bill-document-kind';
import { ConfirmInvoice } from '../invoices/commands/confirm-invoice.handler';
import { CreateInvoiceToConfirm } from '../invoices/commands/create-invoice.handler';
import { INVOICE_DOCUMENT } from '../invoices/invoice-document-kind';
import { ConfirmReceipt } from '../payments/commands/confirm-receipt.handler';
import { CreateReceipt } from '../payments/commands/create-receipt.handler';
import { RECEIPT_DOCUMENT } from '../payments/payment-document-kinds';
import { receiptInput } from '../payments/payment.requests';
import { ConfirmVoucher } from '../vouchers/commands/confirm-voucher.handler';
import { CreateVoucher } from '../vouchers/commands/create-voucher.handler';
import { VOUCHER_DOCUMENT } from '../vouchers/voucher-document-kind';
import { headersByField, rowCells, rowError, wholeRowError, type ImportResult, type ImportRun } from './import-run';

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
 * own commands (the editor's request, totals, stock and postings), each in a savepoint of its own
 * so a refused one leaves no trace. A number imported before (`imported_documents`) is left
 * alone, so the same file imported again changes nothing. A refusal is said of the row and column
 * it comes from: a line's of its own row, the document's of its first. Counts are of documents,
 * errors of rows.
 */
export async function importPastDocuments(run: ImportRun, kind: PastDocumentKind): Promise<ImportResult> {
  const past = PAST_DOCUMENTS[kind];
  const result: ImportResult = { counts: { create: 0, update: 0, unchanged: 0, error: 0 }, errors: [], changes: [] };
  const headerOf = headersByField(run);
  const named: Named = async (table, keys, name, { imported, party } = {}) => {
    if (name === undefined) return null;
    if (imported) {
      const [known] = await run.tx.query<{ id: string }>(`SELECT document_id AS id FROM imported_documents WHERE tenant_id = $1 AND kind = $2 AND source_code = $3`, [run.me.tenantId, imported, name]);
      if (known) return known.id;
    }
    const [found] = await run.tx.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE tenant_id = $1 AND deleted_at IS NULL ${party ? `AND ${party.column} = $3` : ''}
          AND (${keys.map((k) => `lower(${k}) = lower($2)`).join(' OR ')})
        ORDER BY ${keys.map((k) => `lower(${k}) = lower($2) DESC`).join(', ')}, created_at LIMIT 1`,
      party ? [run.me.tenantId, name, party.id] : [run.me.tenantId, name],
    );
    return found?.id ?? null;
  };
  const documents = new Map<string, LineRow[]>();
  for (const { row, cells } of run.sheet.rows) {
    const line = { row, cells: rowCells(run, cells) };
    const number = line.cells[past.number];
    if (number === undefined) {
      result.errors.push(rowError(row, past.number, headerOf.get(past.number) ?? null, validationRefusal.field('required', { label: past.number.replace('_', ' ') })));
      continue;
    }
    const key = kind === 'bills' ? JSON.stringify([number, (line.cells[past.party.field] ?? '').toLowerCase()]) : number;
    documents.set(key, [...(documents.get(key) ?? []), line]);
  }
  for (const lines of documents.values()) {
    await run.tx.execute('SAVEPOINT import_document');
    try {
      const { cells } = lines[0];
      const partyId = await named(past.party.table, past.party.keys, cells[past.party.field]);
      if (partyId === null) throw importsRefusal.onField(past.party.field, past.party.unknown, { name: cells[past.party.field] ?? '' });
      // A bill's number is its supplier's, so another supplier's bill may carry the same one.
      const sourceCode = kind === 'bills' ? `${partyId}/${cells[past.number]}` : cells[past.number];
      const [known] = await run.tx.query(`SELECT 1 FROM imported_documents WHERE tenant_id = $1 AND kind = $2 AND source_code = $3`, [run.me.tenantId, kind, sourceCode]);
      if (known) {
        await run.tx.execute('RELEASE SAVEPOINT import_document');
        result.counts.unchanged += 1;
        continue;
      }
      const id = await past.save(run.commands, run.me, await past.body(lines, partyId, named));
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
  result.counts.error = new Set(result.errors.map((e) => e.row)).size;
  result.errors.sort((a, b) => a.row - b.row);
  return result;
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
