import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { FieldRule, FieldSpec } from '@ginuma/domain';

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

const made = new Map<string, Type<unknown>>();

/**
 * A request class for /api/docs made from a record's or settings page's field descriptions (the
 * same list its validation reads), so the documented body cannot drift from the checked one.
 */
export function recordRequestClass(name: string, fields: readonly FieldSpec[]): Type<unknown> {
  const className = `${name.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, __, c: string) => c.toUpperCase())}Request`;
  const existing = made.get(className);
  if (existing) return existing;
  const request = class {};
  Object.defineProperty(request, 'name', { value: className });
  for (const field of fields) ApiProperty(propertyOf(field))(request.prototype, field.name);
  made.set(className, request);
  return request;
}
