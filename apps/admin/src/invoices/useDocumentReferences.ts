import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { productOptions, type CustomerRow, type NamedRow, type ParameterRow, type ProductRow, type TaxRow } from './documentReferences';
import type { ProductOption } from './InvoiceLinesGrid';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

export interface DocumentReferences {
  customers: CustomerRow[];
  products: ProductOption[];
  taxes: TaxRow[];
  parameters: ParameterRow[];
}

/** The records an invoice or a quotation picks from, through the dataProvider's cached lists. */
export function useDocumentReferences(): DocumentReferences {
  const customers = useGetList<CustomerRow>('customers', ALL).data;
  const productRows = useGetList<ProductRow>('products', ALL).data;
  const units = useGetList<NamedRow>('units', ALL).data;
  const taxes = useGetList<TaxRow>('taxes', ALL).data;
  const parameters = useGetList<ParameterRow>('invoice-parameters', ALL).data;
  const products = useMemo(() => productOptions(productRows ?? [], units ?? []), [productRows, units]);
  return { customers: customers ?? [], products, taxes: taxes ?? [], parameters: parameters ?? [] };
}
