import type { VatDocument, VatFigure, VatReturnFigures } from '../tax/vat-return';

/** One document behind the VAT return's figures (`GET /api/reports/vat-return`). */
export interface VatReturnDocument extends VatDocument {
  /** The document's id (its stream's), to open it. */
  id: string;
  figures: VatFigure[];
}

/** The VAT return of a period, as the API answers it and the admin shows it. */
export interface VatReturnView {
  from: string;
  to: string;
  known_at: string | null;
  figures: VatReturnFigures;
  documents: VatReturnDocument[];
  /** The last return filed for exactly this period (as known at `known_at`), and how today's figures differ from it. */
  filed: { filed_at: string; known_at: string; figures: VatReturnFigures } | null;
  difference: VatReturnFigures | null;
}

/** What filing a return answers (`POST /api/reports/vat-return/file`). */
export interface VatReturnFiling {
  from: string;
  to: string;
  /** The last day any filed return covers: documents with VAT dated on or before it are refused. */
  filed_to: string;
}
