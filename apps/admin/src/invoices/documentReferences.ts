import type { RaRecord } from 'react-admin';
import type { ProductOption } from './InvoiceLinesGrid';

export type NamedRow = RaRecord & { name: string };
export type CustomerRow = NamedRow & { contact_person?: string | null };
export type ProductRow = NamedRow & { selling_price: string | null; unit_cost: string | null; type: string; unit_id: string | null };
export type TaxRow = NamedRow & { rate: string; abbreviation: string };
export type ParameterRow = NamedRow & { value: string | null };

/** The products as the lines grid offers them, each with its unit's name. */
export function productOptions(products: readonly ProductRow[], units: readonly NamedRow[]): ProductOption[] {
  const unitName = new Map(units.map((unit) => [unit.id, unit.name]));
  return products.map((p) => ({
    id: String(p.id),
    name: p.name,
    selling_price: p.selling_price,
    unit_cost: p.unit_cost,
    type: p.type,
    unit: p.unit_id === null ? null : (unitName.get(p.unit_id) ?? null),
  }));
}
