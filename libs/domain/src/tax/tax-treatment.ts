import { partyOf } from '../accounting/accounts';

/**
 * How a line of a document is taxed. `standard`: the document's taxes apply to it (the VAT of the
 * tax registry the document names, 18% in Sri Lanka); `zero_rated`: a taxable supply at 0%
 * (exports…); `exempt`: a supply the law exempts; `out_of_scope`: not a supply for VAT at all
 * (reimbursed costs…), left out of the return. A line that names none is `standard`, as every
 * line was before treatments existed, so documents already in the ledger keep their figures.
 */
export const TAX_TREATMENTS = ['standard', 'zero_rated', 'exempt', 'out_of_scope'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];
export const DEFAULT_TAX_TREATMENT: TaxTreatment = 'standard';

export function isTaxTreatment(value: unknown): value is TaxTreatment {
  return typeof value === 'string' && (TAX_TREATMENTS as readonly string[]).includes(value);
}

/**
 * The party of a sale's and its discount's postings: none for standard-rated supplies (as every
 * sale posted before treatments), `supply:<treatment>` for the others, so the VAT return splits
 * supplies by treatment from the ledger alone.
 */
export function supplyParty(treatment: TaxTreatment): string | null {
  return treatment === 'standard' ? null : partyOf('supply', treatment);
}
