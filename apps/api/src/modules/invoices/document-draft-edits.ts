import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  invoicesRefusal,
  invoicingRefusal,
  validationRefusal,
  type DiscountType,
  type DocumentLineRequest as DocumentLine,
} from '@ginuma/domain';
import type { DraftBody, DraftEdit } from '../../platform/documents/draft-edit-controller.factory';
import { invalid } from '../../platform/http/app-errors';
import { DOCUMENT_HEADER_FIELDS, DocumentDataRequest, DocumentLineRequest, DocumentParameterRequest } from './document.requests';

/*
 * The public API's fine-grained calls on an invoice's or a quotation's draft, as changes to the
 * document body their editor sends whole (lines, taxes, parameters, other discount). The update
 * command checks the result like any PUT body, so a bad price or an unknown tax is its 422.
 */

export class AddItemsRequest {
  @ApiProperty({ type: [DocumentLineRequest], description: 'The lines to add after the draft’s own' }) lines!: DocumentLineRequest[];
}

export class ItemRequest {
  @ApiProperty({ description: 'The line’s position in the draft, from 0' }) index!: number;
}

export class ItemQuantityRequest extends ItemRequest {
  @ApiProperty({ example: '2' }) quantity!: string;
}

export class ItemPriceRequest extends ItemRequest {
  @ApiProperty({ example: '1250.00' }) price!: string;
}

export class ItemDiscountRequest extends ItemRequest {
  @ApiProperty({ enum: ['value', 'percentage'], nullable: true }) discount_type!: string | null;
  @ApiProperty({ example: '10', nullable: true }) discount_value!: string | null;
}

export class ItemDetailRequest extends ItemRequest {
  @ApiPropertyOptional({ format: 'uuid', nullable: true }) product_id?: string | null;
  @ApiPropertyOptional() description?: string;
}

export class TaxesRequest {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Taxes to add to the draft’s' }) tax_ids!: string[];
}

export class TaxRequest {
  @ApiProperty({ format: 'uuid' }) tax_id!: string;
}

export class ParametersRequest {
  @ApiProperty({ type: [DocumentParameterRequest] }) parameters!: DocumentParameterRequest[];
}

export class DiscountRequest {
  @ApiProperty({ enum: ['value', 'percentage'], nullable: true }) other_discount_type!: DiscountType | null;
  @ApiProperty({ example: '0.00', nullable: true }) other_discount!: string | null;
}

const LINE_FIELDS = ['product_id', 'description', 'price', 'quantity', 'discount_type', 'discount_value'] as const satisfies readonly (keyof DocumentLine)[];

/** The draft's lines as a list (a stored draft always has one). */
const linesOf = (draft: DraftBody): DraftBody[] => (Array.isArray(draft.lines) ? (draft.lines as DraftBody[]) : []);

/** The line a change names by its index, or the 422 that says it names none. */
function lineAt(draft: DraftBody, change: DraftBody): number {
  const index = typeof change.index === 'string' && /^\d+$/.test(change.index) ? Number(change.index) : change.index;
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= linesOf(draft).length) {
    throw invalid('index', validationRefusal.field('choice', { label: 'item' }));
  }
  return index as number;
}

/** The given fields of one line, the others as they were. */
function withLine(draft: DraftBody, change: DraftBody, fields: readonly string[]): DraftBody {
  const index = lineAt(draft, change);
  const given = Object.fromEntries(fields.filter((f) => f in change).map((f) => [f, change[f]]));
  return { ...draft, lines: linesOf(draft).map((line, i) => (i === index ? { ...line, ...given } : line)) };
}

function listField(change: DraftBody, field: string, code: 'items-required' | 'taxes-required' | 'parameters-required'): unknown[] {
  const value = change[field];
  if (!Array.isArray(value) || value.length === 0) throw invoicesRefusal.onField(field, code);
  return value;
}

const taxIdsOf = (draft: DraftBody): string[] => (Array.isArray(draft.tax_ids) ? (draft.tax_ids as string[]) : []);
const parametersOf = (draft: DraftBody): unknown[] => (Array.isArray(draft.parameters) ? draft.parameters : []);

/** Paths that differ between invoices and quotations (quotations' taxes sit under `quotation/taxes`). */
export interface DocumentEditPaths {
  storeTaxes: string;
  deleteTaxes: string;
}

/** The draft edits of a document kind whose body is the shared invoice/quotation document. */
export function documentDraftEdits(paths: DocumentEditPaths): DraftEdit[] {
  return [
    {
      name: 'addItems',
      method: 'POST',
      path: 'add/items/:id',
      summary: 'Adds lines after the draft’s own',
      body: AddItemsRequest,
      apply: (draft, change) => {
        const lines = 'lines' in change ? listField(change, 'lines', 'items-required') : [change];
        const added = lines.map((line) => (line && typeof line === 'object' && !Array.isArray(line) ? line : {}));
        return { ...draft, lines: [...linesOf(draft), ...added] };
      },
    },
    {
      name: 'deleteItem',
      method: 'DELETE',
      path: 'delete/items/:id',
      summary: 'Removes one line',
      body: ItemRequest,
      apply: (draft, change) => {
        const index = lineAt(draft, change);
        return { ...draft, lines: linesOf(draft).filter((_, i) => i !== index) };
      },
    },
    {
      name: 'itemQuantity',
      method: 'POST',
      path: 'add/item/quantity/:id',
      summary: 'Changes one line’s quantity',
      body: ItemQuantityRequest,
      apply: (draft, change) => withLine(draft, { ...change, quantity: change.quantity ?? null }, ['quantity']),
    },
    {
      name: 'itemPrice',
      method: 'POST',
      path: 'add/item/price/:id',
      summary: 'Changes one line’s unit price',
      body: ItemPriceRequest,
      apply: (draft, change) => withLine(draft, { ...change, price: change.price ?? null }, ['price']),
    },
    {
      name: 'itemDiscount',
      method: 'POST',
      path: 'add/item/discount/:id',
      summary: 'Changes one line’s discount',
      body: ItemDiscountRequest,
      apply: (draft, change) => withLine(draft, change, ['discount_type', 'discount_value']),
    },
    {
      name: 'itemDetail',
      method: 'POST',
      path: 'update/item/product-detail/:id',
      summary: 'Changes one line’s product or description',
      body: ItemDetailRequest,
      apply: (draft, change) => withLine(draft, change, LINE_FIELDS.filter((f) => f === 'product_id' || f === 'description')),
    },
    {
      name: 'storeTaxes',
      method: 'POST',
      path: paths.storeTaxes,
      summary: 'Adds taxes to the draft',
      body: TaxesRequest,
      apply: (draft, change) => {
        const given = 'tax_ids' in change ? listField(change, 'tax_ids', 'taxes-required') : [change.tax_id];
        return { ...draft, tax_ids: [...new Set([...taxIdsOf(draft), ...given.map(String)])] };
      },
    },
    {
      name: 'deleteTax',
      method: 'DELETE',
      path: paths.deleteTaxes,
      summary: 'Removes one tax from the draft',
      body: TaxRequest,
      apply: (draft, change) => {
        if (!taxIdsOf(draft).includes(change.tax_id as string)) throw invoicingRefusal.onField('tax_id', 'tax-invalid');
        return { ...draft, tax_ids: taxIdsOf(draft).filter((id) => id !== change.tax_id) };
      },
    },
    {
      name: 'storeParameters',
      method: 'POST',
      path: 'store/parameters/:id',
      summary: 'Adds invoice parameters (charges, adjustments) to the draft',
      body: ParametersRequest,
      apply: (draft, change) => ({ ...draft, parameters: [...parametersOf(draft), ...listField(change, 'parameters', 'parameters-required')] }),
    },
    {
      name: 'updateParameters',
      method: 'POST',
      path: 'update/parameters/:id',
      summary: 'Replaces the draft’s invoice parameters',
      body: ParametersRequest,
      apply: (draft, change) => {
        if (!Array.isArray(change.parameters)) throw invoicingRefusal.onField('parameters', 'parameters-not-list');
        return { ...draft, parameters: change.parameters };
      },
    },
    {
      name: 'updateDiscount',
      method: 'POST',
      path: 'update/discount/:id',
      summary: 'Changes the draft’s other discount',
      body: DiscountRequest,
      apply: (draft, change) => ({ ...draft, other_discount_type: change.other_discount_type ?? null, other_discount: change.other_discount ?? null }),
    },
  ];
}

/** The header fields given (customer, dates, reference, note), the rest of the draft as it was. */
export const documentDataEdit = (path: string): DraftEdit => ({
  name: 'updateData',
  method: 'POST',
  path: path,
  summary: 'Changes the draft’s customer, dates, reference or note',
  body: DocumentDataRequest,
  apply: (draft, change) => ({ ...draft, ...Object.fromEntries(DOCUMENT_HEADER_FIELDS.filter((f) => f in change).map((f) => [f, change[f]])) }),
});
