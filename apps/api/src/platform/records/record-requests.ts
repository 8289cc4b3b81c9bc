import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { blankValue, isFieldRefusal, readField, type FieldRefusal, type FieldRule, type FieldSpec, type RecordResource, type RecordValues } from '@ginuma/domain';
import { refusedBy } from '../http/validation.pipe';
import { openingFieldSpecs } from './record-ledger';

/** How /api/docs shows a value of each field rule (the rule itself is what the API checks). */
function propertyOf(field: FieldSpec) {
  const rule: FieldRule = field.rule;
  const common = { required: Boolean(field.required), description: field.label, nullable: !field.required };
  switch (rule.type) {
    case 'money':
    case 'quantity':
    case 'percentage':
      return { ...common, type: String, example: rule.type === 'quantity' ? '1' : '0.00', description: `${field.label} (a decimal string)` };
    case 'boolean':
      return { ...common, type: Boolean };
    case 'integer':
      return { ...common, type: Number, minimum: rule.min, maximum: rule.max };
    case 'choice':
      return { ...common, type: String, enum: [...rule.choices] };
    case 'reference':
      return { ...common, type: String, format: 'uuid', description: `${field.label} (a ${rule.resource} id)` };
    case 'date':
      return { ...common, type: String, format: 'date' };
    case 'email':
      return { ...common, type: String, format: 'email' };
    case 'text':
      return { ...common, type: String, maxLength: rule.max };
    default:
      return { ...common, type: String };
  }
}

const made = new Map<string, { request: Type<object>; fields: readonly FieldSpec[] }>();

/**
 * The request class of a record's or settings page's body, made from its field descriptions:
 * each field is checked by its rule (`readField`, the refusal a user sees under it) and arrives
 * normalised (trimmed text, fixed-scale decimals, a lower-case id). A field left out stays
 * undefined, so a handler can tell it from one sent empty. `normalize` maps the other names a
 * body may use for a field onto it first.
 */
export function fieldsRequestClass(name: string, fields: readonly FieldSpec[], normalize?: (body: Record<string, unknown>) => Record<string, unknown>): Type<object> {
  const className = `${name.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, __, c: string) => c.toUpperCase())}Request`;
  const existing = made.get(className);
  if (existing) {
    // Swagger names a schema by its class: one name, one body.
    if (existing.fields.map((f) => f.name).join() !== fields.map((f) => f.name).join()) throw new Error(`Two request bodies named ${className}`);
    return existing.request;
  }
  const request = class {};
  Object.defineProperty(request, 'name', { value: className });
  for (const field of fields) {
    const read = (value: unknown) => readField(field, value);
    applyDecorators(
      ApiProperty(propertyOf(field)),
      // Read even when the body names it only by another name, which `normalize` maps onto it.
      Expose(),
      Transform(({ obj }: { obj: Record<string, unknown> }) => {
        const raw = (normalize ? normalize(obj) : obj)[field.name];
        if (raw === undefined) return undefined;
        const value = read(raw);
        return isFieldRefusal(value) ? raw : value;
      }),
      ValidateBy({ name: `field-${field.rule.type}`, validator: { validate: (value) => !isFieldRefusal(read(value)) } }, refusedBy((value) => read(value) as FieldRefusal)),
    )(request.prototype, field.name);
  }
  made.set(className, { request, fields });
  return request;
}

/** A record resource's body: its fields and its opening amounts. */
export function recordRequestClass(resource: RecordResource): Type<object> {
  return fieldsRequestClass(resource.name, [...resource.fields, ...openingFieldSpecs(resource)], resource.normalize);
}

/** The values a validated body of `fields` stores: each as sent, or its blank where left out. */
export function fieldValues(fields: readonly FieldSpec[], body: object): RecordValues {
  const given = body as Partial<RecordValues>;
  return Object.fromEntries(fields.map((field) => [field.name, given[field.name] ?? blankValue(field)]));
}
