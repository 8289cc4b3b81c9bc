import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, ValidateBy, ValidateNested, type ValidationArguments } from 'class-validator';
import {
  invoicingRefusal,
  MAX_DOCUMENT_LINES,
  NO_DISCOUNT,
  parseMoney,
  parseRate,
  DEFAULT_TAX_TREATMENT,
  TAX_TREATMENTS,
  taxRefusal,
  validationRefusal,
  type TaxTreatment,
  type Discount,
  type DiscountType,
  type DocumentInput,
  type DocumentLineRequest as DocumentLine,
  type DocumentParameterRequest as DocumentParameter,
  type DocumentRequest as DocumentBody,
} from '@ginuma/domain';
import { EmptyAsNone, IsBusinessDate, IsId, isGiven, IsMoney, IsQuantity, moneyOf, OptionalText, quantityOf, trimmedText } from '../../platform/http/field-decorators';
import { refusedAs, refusedBy, validBody } from '../../platform/http/validation.pipe';

/**
 * The class of a contract of `@ginuma/domain`, naming every field of it (a field added to the
 * contract fails to compile here until its class declares and checks it). The API takes any field
 * left out or null and says what it lacks in its 422.
 */
export type Describes<Contract> = { [Field in keyof Required<Contract>]: Described<Contract[Field]> | null | undefined };
type Described<Value> = Value extends readonly (infer Item)[] ? (Item extends object ? Describes<Item>[] : Value) : Value;

const DISCOUNT_TYPES: readonly DiscountType[] = ['value', 'percentage'];

/** How a discount is given; left out or blank, as an amount. */
function DiscountKind(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: DISCOUNT_TYPES, nullable: true }),
    EmptyAsNone(),
    IsOptional(),
    IsIn([...DISCOUNT_TYPES], refusedAs(invoicingRefusal.field('discount-type'))),
  );
}

const discountKindOf = (args: ValidationArguments, typeField: string): unknown => (args.object as Record<string, unknown>)[typeField] ?? 'value';

/**
 * A discount's value: money when `typeField` says `value` (or nothing), a rate of 0 to 100 when it
 * says `percentage`; left out or blank, no discount. A type that is neither has its own refusal.
 */
function DiscountValue(label: string, typeField: string): PropertyDecorator {
  const amount = (value: unknown) => parseMoney(value, { label });
  const rate = (value: unknown) => parseRate(value, `${label} percentage`);
  const refusal = (parsed: ReturnType<typeof amount> | ReturnType<typeof rate>) => (parsed.ok ? validationRefusal.field('invalid') : parsed.refusal);
  return applyDecorators(
    ApiPropertyOptional({ type: String, example: '10', nullable: true, description: `The amount for a value discount, the rate for a percentage one (see ${typeField})` }),
    EmptyAsNone(),
    IsOptional(),
    ValidateBy(
      { name: 'isDiscountAmount', validator: { validate: (value: unknown, args) => discountKindOf(args as ValidationArguments, typeField) !== 'value' || amount(value).ok } },
      refusedBy((value) => refusal(amount(value))),
    ),
    ValidateBy(
      { name: 'isDiscountRate', validator: { validate: (value: unknown, args) => discountKindOf(args as ValidationArguments, typeField) !== 'percentage' || rate(value).ok } },
      refusedBy((value) => refusal(rate(value))),
    ),
  );
}

/** One line of an invoice or a quotation: a product (whose name, price and cost it takes unless given) or a described item with a price. */
export class DocumentLineRequest implements Describes<DocumentLine> {
  @EmptyAsNone()
  @IsId({ label: 'product', optional: true, refusal: () => invoicingRefusal.field('product-invalid') })
  product_id!: string | null | undefined;

  @OptionalText('description', 1000) description!: string | null | undefined;
  @IsMoney({ label: 'price', optional: true }) price!: string | null | undefined;
  /** The older name of `price`, still read where `price` is left out. */
  @IsMoney({ label: 'price', optional: true }) unit_price?: string | null;
  @IsQuantity({ label: 'quantity', sign: 'positive' }) quantity!: string;
  @DiscountKind() discount_type!: DiscountType | null | undefined;
  @DiscountValue('discount', 'discount_type') discount_value!: string | null | undefined;

  @EmptyAsNone()
  @IsMoney({ label: 'unit cost', optional: true })
  unit_cost!: string | null | undefined;

  @TaxTreatmentField() tax_treatment!: TaxTreatment | null | undefined;
}

/** How a line is taxed; left out or blank, standard (every line was before treatments existed). */
export function TaxTreatmentField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: TAX_TREATMENTS, nullable: true, default: 'standard' }),
    EmptyAsNone(),
    IsOptional(),
    IsIn([...TAX_TREATMENTS], refusedAs(taxRefusal.field('tax-treatment'))),
  );
}

/** A charge or an adjustment on the document: a parameter record, or a name and an amount of either sign. */
export class DocumentParameterRequest implements Describes<DocumentParameter> {
  @EmptyAsNone()
  @IsId({ label: 'parameter', optional: true, refusal: () => invoicingRefusal.field('parameter-invalid') })
  parameter_id!: string | null | undefined;

  @OptionalText('name') name!: string | null | undefined;
  @IsMoney({ label: 'amount', sign: 'any', optional: true }) amount!: string | null | undefined;
  /** The older name of `amount`, still read where `amount` is left out. */
  @IsMoney({ label: 'amount', sign: 'any', optional: true }) value?: string | null;
}

/** A whole invoice or quotation body (the contract's `DocumentRequest`): what create, the whole-draft PUT and the editor send. */
export class DocumentRequest implements Describes<DocumentBody> {
  @EmptyAsNone()
  @IsId({ label: 'customer', optional: true, refusal: () => invoicingRefusal.field('customer-invalid') })
  customer_id!: string | null | undefined;

  @OptionalText('cash customer') cash_customer!: string | null | undefined;
  @OptionalText('contact person') contact_person!: string | null | undefined;

  @IsBusinessDate({ label: 'date', refusal: (value) => invoicingRefusal.field(isGiven(value) ? 'date-format' : 'date-required', { label: 'date' }) })
  date!: string;

  @EmptyAsNone()
  @IsBusinessDate({ label: 'due date', optional: true, refusal: () => invoicingRefusal.field('date-format', { label: 'due date' }) })
  due_date!: string | null | undefined;

  @OptionalText('project/ref') project_ref!: string | null | undefined;
  @OptionalText('note', 5000) note!: string | null | undefined;

  @ApiProperty({ type: [DocumentLineRequest], maxItems: MAX_DOCUMENT_LINES })
  @IsOptional()
  @ValidateNested()
  @Type(() => DocumentLineRequest)
  // Checked from the bottom up: a list first, then its size.
  @ArrayMaxSize(MAX_DOCUMENT_LINES, refusedAs(invoicingRefusal.field('too-many-lines', { max: MAX_DOCUMENT_LINES })))
  @IsArray(refusedAs(invoicingRefusal.field('lines-not-list')))
  lines!: DocumentLineRequest[];

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @ValidateBy({ name: 'isTaxIds', validator: { validate: (ids: unknown) => Array.isArray(ids) && ids.every((id) => typeof id === 'string') } }, refusedAs(invoicingRefusal.field('tax-invalid')))
  @IsArray(refusedAs(invoicingRefusal.field('taxes-not-list')))
  tax_ids!: string[] | null | undefined;

  @ApiPropertyOptional({ type: [DocumentParameterRequest] })
  @IsOptional()
  @IsArray(refusedAs(invoicingRefusal.field('parameters-not-list')))
  @ValidateNested()
  @Type(() => DocumentParameterRequest)
  parameters!: DocumentParameterRequest[] | null | undefined;

  @DiscountKind() other_discount_type!: DiscountType | null | undefined;
  @DiscountValue('other discount', 'other_discount_type') other_discount!: string | null | undefined;

  @ApiPropertyOptional({ default: false, nullable: true, description: "Whether the prices include the taxes of the standard-rated lines" })
  @IsOptional()
  @IsBoolean(refusedAs(validationRefusal.field('boolean', { label: 'prices include tax' })))
  prices_include_tax!: boolean | null | undefined;
}

const HEADER_FIELDS = ['customer_id', 'cash_customer', 'contact_person', 'date', 'due_date', 'project_ref', 'note'] as const satisfies readonly (keyof DocumentBody)[];

/** The header of a document (customer, dates, reference, note), each field checked as in the whole body when it is given. */
export class DocumentDataRequest extends PartialType(PickType(DocumentRequest, HEADER_FIELDS)) {}

export const DOCUMENT_HEADER_FIELDS: readonly (typeof HEADER_FIELDS)[number][] = HEADER_FIELDS;

const idOf = (id: string | null | undefined): string | null => (id ? id.toLowerCase() : null);

function discountOf(type: DiscountType | null | undefined, value: string | number | null | undefined, label: string): Discount {
  if (value === null || value === undefined) return NO_DISCOUNT;
  if (type !== 'percentage') return { type: 'value', value: moneyOf(value) };
  const rate = parseRate(value, label);
  if (!rate.ok) throw new TypeError(`A ${label} percentage its request did not check: ${String(value)}`);
  return { type, rate: rate.value };
}

/** A body as DocumentRequest's rules passed it, as the document it says; the workspace's records and the whole are `checkDocument`'s. */
export function documentInput(request: DocumentRequest): DocumentInput {
  return {
    customerId: idOf(request.customer_id),
    cashCustomer: trimmedText(request.cash_customer),
    contactPerson: trimmedText(request.contact_person),
    date: request.date,
    dueDate: request.due_date ?? null,
    projectRef: trimmedText(request.project_ref),
    note: trimmedText(request.note),
    lines: (request.lines ?? []).map((line) => {
      const price = line.price ?? line.unit_price;
      return {
        productId: idOf(line.product_id),
        description: trimmedText(line.description),
        unitPrice: price === null || price === undefined ? null : moneyOf(price),
        quantity: quantityOf(line.quantity),
        discount: discountOf(line.discount_type, line.discount_value, 'discount'),
        unitCost: line.unit_cost === null || line.unit_cost === undefined ? null : moneyOf(line.unit_cost),
        taxTreatment: line.tax_treatment ?? DEFAULT_TAX_TREATMENT,
      };
    }),
    otherDiscount: discountOf(request.other_discount_type, request.other_discount, 'other discount'),
    taxIds: (request.tax_ids ?? []).map((id) => id.toLowerCase()),
    parameters: (request.parameters ?? []).map((parameter) => {
      const amount = parameter.amount ?? parameter.value;
      return {
        parameterId: idOf(parameter.parameter_id),
        name: trimmedText(parameter.name),
        amount: amount === null || amount === undefined ? null : moneyOf(amount),
      };
    }),
    pricesIncludeTax: request.prices_include_tax ?? false,
  };
}

/** A quotation's body read by DocumentRequest, as the document it says. */
export async function readDocument(body: unknown): Promise<DocumentInput> {
  return documentInput(await validBody(DocumentRequest, body));
}
