import { MoneyDecimal } from '../money/decimal';
import { Money } from '../money/money';
import { eventOfTypes, type Decider } from '../shared/decider';
import { refusals } from '../shared/domain-error';
import { ledgerQueryRefusal } from '../reporting/ledger-query.refusals';
import { addCalendarDays } from '../shared/calendar-date';

/** How often a business files its VAT return. */
export const VAT_FILING_PERIODS = ['month', 'quarter'] as const;
export type VatFilingPeriod = (typeof VAT_FILING_PERIODS)[number];

/** The ledger's stream of a workspace's VAT filings. */
export const VAT_RETURN_STREAM = 'vat-return';

export const taxRefusal = refusals('tax', {
  'vat-period-filed': {
    status: 422,
    message: 'The VAT return up to %{filedTo} has been filed: no document with VAT can be dated on or before that date.',
  },
  'vat-period-open': { status: 422, message: 'A VAT return can be filed only for a period that has ended.' },
  'vat-number-required': { status: 422, message: 'A VAT-registered business needs its VAT number: its tax invoices print it.' },
  'vat-figure': { status: 422, message: 'The figure must be one of the return\'s: %{figures}.' },
  'tax-treatment': { status: 422, message: 'The tax treatment must be standard, zero_rated, exempt or out_of_scope.' },
});

/**
 * One document's part in a VAT return, summed from its postings in the period: the VAT it charged
 * (output tax, tax payable), the VAT it recovers (input tax), and the value of what it sold
 * (sales less discounts) by tax treatment, read from the postings' supply party (see
 * `supplyParty`): `supplies` standard-rated (no party, as every sale before treatments),
 * `zeroRated` and `exempt`. Out-of-scope sales are no part of the return. `kind` is its stream's
 * kind: invoice, bill, credit-note, debit-note….
 */
export interface VatDocument {
  stream: string;
  kind: string;
  code: string | null;
  date: string;
  outputTax: string;
  inputTax: string;
  supplies: string;
  zeroRated: string;
  exempt: string;
  /** What the business bought on its events that bear input tax, excluding that tax (payable less input tax). */
  purchases: string;
}

/** Which figure of the return a document counts in, so each figure opens into its documents. */
export const VAT_FIGURES = ['taxable-supplies', 'zero-rated-supplies', 'exempt-supplies', 'output-tax', 'input-tax', 'adjustments'] as const;
export type VatFigure = (typeof VAT_FIGURES)[number];

export interface VatReturnFigures {
  /** The value of standard-rated supplies (excluding VAT), and the VAT on them. */
  taxableSupplies: string;
  outputTax: string;
  /** The value of zero-rated supplies (taxable at 0%). */
  zeroRatedSupplies: string;
  /** The value of exempt supplies. */
  exemptSupplies: string;
  /** VAT on confirmed bills. */
  inputTax: string;
  /** VAT that credit and debit notes (any document other than an invoice or a bill) took back or added, output less input. */
  adjustments: string;
  /** Output tax − input tax + adjustments: what is owed to the tax authority (negative: a refund due). */
  netPayable: string;
}

const SALES_KINDS = ['invoice'];
const PURCHASE_KINDS = ['bill'];

/*
 * A month's return can hold ten thousand documents, so the figures are read with plain string
 * and decimal operations: an amount is the database's numeric text with two decimals, zero
 * when it has no other digit than 0.
 */
const isZero = (amount: string): boolean => /^-?0*\.?0*$/.test(amount);

/**
 * The figures each document counts in. An invoice's standard-rated lines count in the standard
 * supplies even when it charged no VAT (a document without a tax): the return shows such a sale
 * rather than hide it.
 */
export function vatFiguresOf(document: VatDocument): VatFigure[] {
  const figures: VatFigure[] = [];
  const taxed = !isZero(document.outputTax);
  if (SALES_KINDS.includes(document.kind)) {
    if (!isZero(document.supplies)) figures.push('taxable-supplies');
    if (!isZero(document.zeroRated)) figures.push('zero-rated-supplies');
    if (!isZero(document.exempt)) figures.push('exempt-supplies');
    if (taxed) figures.push('output-tax');
  } else if (PURCHASE_KINDS.includes(document.kind)) {
    if (!isZero(document.inputTax)) figures.push('input-tax');
  } else if (taxed || !isZero(document.inputTax)) {
    figures.push('adjustments');
  }
  return figures;
}

/** A document's value and VAT as a figure's schedule lists them (the VAT of a supply that bears none is zero). */
export function vatScheduleLine(document: VatDocument, figure: VatFigure): { value: string; tax: string } {
  switch (figure) {
    case 'zero-rated-supplies':
      return { value: document.zeroRated, tax: '0.00' };
    case 'exempt-supplies':
      return { value: document.exempt, tax: '0.00' };
    case 'input-tax':
      return { value: document.purchases, tax: document.inputTax };
    case 'adjustments':
      return Money.of(document.inputTax).isZero() ? { value: document.supplies, tax: document.outputTax } : { value: document.purchases, tax: Money.of(document.inputTax).negated().toFixed() };
    default:
      return { value: document.supplies, tax: document.outputTax };
  }
}

/** What a document adds to a figure's total (adjustments are worked out from the net). */
const FIGURE_AMOUNT: Partial<Record<VatFigure, (d: VatDocument) => string>> = {
  'taxable-supplies': (d) => d.supplies,
  'zero-rated-supplies': (d) => d.zeroRated,
  'exempt-supplies': (d) => d.exempt,
  'output-tax': (d) => d.outputTax,
  'input-tax': (d) => d.inputTax,
};

/**
 * A period's return from its documents (each with its figures, as vatFiguresOf gives them). The
 * net payable is the movement of the tax accounts over all of them; whatever VAT is not an
 * invoice's output tax or a bill's input tax (credit and debit notes) is the adjustment, so no
 * VAT is ever left out of the return.
 */
export function vatReturn(documents: readonly (VatDocument & { figures?: readonly VatFigure[] })[]): VatReturnFigures {
  const totals = new Map<VatFigure, MoneyDecimal>();
  let net = new MoneyDecimal(0);
  for (const document of documents) {
    net = net.plus(document.outputTax).minus(document.inputTax);
    for (const figure of document.figures ?? vatFiguresOf(document)) {
      const amount = FIGURE_AMOUNT[figure];
      if (amount) totals.set(figure, (totals.get(figure) ?? new MoneyDecimal(0)).plus(amount(document)));
    }
  }
  const total = (figure: VatFigure) => totals.get(figure) ?? new MoneyDecimal(0);
  const fixed = (value: MoneyDecimal) => Money.of(value).toFixed();
  return {
    taxableSupplies: fixed(total('taxable-supplies')),
    outputTax: fixed(total('output-tax')),
    zeroRatedSupplies: fixed(total('zero-rated-supplies')),
    exemptSupplies: fixed(total('exempt-supplies')),
    inputTax: fixed(total('input-tax')),
    adjustments: fixed(net.minus(total('output-tax')).plus(total('input-tax'))),
    netPayable: fixed(net),
  };
}

/**
 * Today's figures less those filed. A return filed before zero-rated and exempt supplies were
 * told apart has neither: its figure counts as zero.
 */
export function vatReturnDifference(now: VatReturnFigures, filed: Partial<VatReturnFigures>): VatReturnFigures {
  const keys = Object.keys(now) as (keyof VatReturnFigures)[];
  return Object.fromEntries(keys.map((key) => [key, Money.of(now[key]).minus(filed[key] ?? '0').toFixed()])) as unknown as VatReturnFigures;
}

export type VatReturnFiled = { type: 'VatReturnFiled'; data: { from: string; to: string; knownAt: string; figures: VatReturnFigures; date: string } };
export type FileVatReturn = { type: 'FileVatReturn'; data: { from: string; to: string; knownAt: string; figures: VatReturnFigures; today: string } };
/** The last date any filed return covers: documents with VAT dated on or before it are refused. */
export type VatReturnState = { filedTo: string | null };

export function decideVatReturn(command: FileVatReturn, _state: VatReturnState): VatReturnFiled[] {
  const { today, ...filed } = command.data;
  if (filed.to < filed.from) throw ledgerQueryRefusal.onField('to', 'to-date-before-from');
  if (filed.to >= today) throw taxRefusal.onField('to', 'vat-period-open');
  return [{ type: 'VatReturnFiled', data: { ...filed, date: today } }];
}

/** Filing posts nothing: it records what was filed, and locks the period for VAT. */
export const vatReturnDecider: Decider<FileVatReturn, VatReturnFiled, VatReturnState> = {
  initialState: () => ({ filedTo: null }),
  evolve: (state, event) => ({ filedTo: state.filedTo !== null && state.filedTo > event.data.to ? state.filedTo : event.data.to }),
  decide: decideVatReturn,
  toLedger: (event) => ({ type: event.type, schemaVersion: 1, payload: event.data, occurredOn: event.data.date, postings: [] }),
  fromLedger: eventOfTypes<VatReturnFiled>('VAT return', ['VatReturnFiled'], 1),
};

/**
 * The filing periods a return can be asked for, newest first: the `count` months or calendar
 * quarters that ended before `today`.
 */
export function vatFilingPeriods(filing: VatFilingPeriod, today: string, count: number): { from: string; to: string }[] {
  const periods: { from: string; to: string }[] = [];
  const months = filing === 'quarter' ? 3 : 1;
  const month = Number(today.slice(5, 7)) - 1;
  // Months since year 0 of the first month of the period `today` falls in.
  let start = Number(today.slice(0, 4)) * 12 + (month - (month % months));
  for (let i = 0; i < count; i += 1) {
    const end = start;
    start -= months;
    const first = `${String(Math.floor(start / 12)).padStart(4, '0')}-${String((start % 12) + 1).padStart(2, '0')}-01`;
    const next = `${String(Math.floor(end / 12)).padStart(4, '0')}-${String((end % 12) + 1).padStart(2, '0')}-01`;
    periods.push({ from: first, to: addCalendarDays(next, -1) });
  }
  return periods;
}
