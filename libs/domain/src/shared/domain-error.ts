/**
 * A business rule refuses with 409 (the state refuses the change; retrying will not help) or
 * 422 (the request's content is wrong). The HTTP layer's own refusals use the rest.
 */
export type DomainErrorStatus = 400 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** The words a refusal's text fills in: `%{name}` in a catalogue text takes `params.name`. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * One refusal of one field: a code of the refusal catalogue, its params, and its English text.
 * The client says it in the user's language from the code; the text is the fallback.
 */
export interface FieldRefusal {
  readonly code: string;
  readonly params?: RefusalParams;
  readonly message: string;
}

/** Field refusals of a 422, by field path: `{ "lines.0.quantity": [{ code, params }] }`. */
export type FieldErrors = Record<string, FieldRefusal[]>;

/** What a refusal says in English, and the status its code maps to. */
export interface RefusalText {
  readonly status: DomainErrorStatus;
  readonly message: string;
  /** A notification title shown above the message, e.g. 'This invoice cannot be deleted'. */
  readonly title?: string;
}

export interface DomainErrorDetails {
  readonly params?: RefusalParams;
  readonly title?: string;
  /** The refused fields, when the refusal is about particular fields. */
  readonly errors?: FieldErrors;
}

/**
 * The one error every business rule throws: the area it belongs to, a code from that area's
 * catalogue, and the status the code maps to. The API's one exception filter turns it into HTTP;
 * the admin shows it from its own catalogue by `qualifiedCode`.
 */
export class DomainError<Code extends string = string> extends Error {
  override readonly name: string = 'DomainError';

  constructor(
    readonly area: string,
    readonly code: Code,
    readonly status: DomainErrorStatus,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }

  /** `<area>.<code>`: the key of the refusal catalogues, unique across areas. */
  get qualifiedCode(): string {
    return `${this.area}.${this.code}`;
  }
}

/** Fills `%{name}` placeholders; an unknown name stays as written, so a missing param shows. */
export function fillIn(template: string, params: RefusalParams = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export interface Refusals<Area extends string, Code extends string> {
  /** The refusal `code` as an error, its text filled in with `params`. */
  (code: Code, params?: RefusalParams, details?: Omit<DomainErrorDetails, 'params' | 'title'>): DomainError<Code>;
  /** The refusal `code` as one field's refusal, for a 422 that names fields. */
  field(code: Code, params?: RefusalParams): FieldRefusal;
  /** The refusal `code` said of one field: the error's message and that field's refusal at once. */
  onField(field: string, code: Code, params?: RefusalParams): DomainError<Code>;
  readonly area: Area;
  /** Every code of the area, keyed `<area>.<code>`: the area's part of the refusal catalogue. */
  readonly texts: Readonly<Record<`${Area}.${Code}`, RefusalText>>;
}

/**
 * An area's refusals: each code with its status and English text, once. Throw sites name a code
 * and params, never a text of their own, so the admin can say the same refusal in Sinhala.
 */
export function refusals<Area extends string, Code extends string>(area: Area, texts: Readonly<Record<Code, RefusalText>>): Refusals<Area, Code> {
  const qualified = Object.fromEntries(Object.entries(texts).map(([code, text]) => [`${area}.${code}`, text])) as Record<`${Area}.${Code}`, RefusalText>;
  const refuse = (code: Code, params: RefusalParams = {}, details: Omit<DomainErrorDetails, 'params' | 'title'> = {}): DomainError<Code> => {
    const text = texts[code];
    return new DomainError(area, code, text.status, fillIn(text.message, params), {
      ...(Object.keys(params).length ? { params } : {}),
      ...(text.title ? { title: text.title } : {}),
      ...details,
    });
  };
  const field = (code: Code, params?: RefusalParams): FieldRefusal => ({
    code: `${area}.${code}`,
    ...(params && Object.keys(params).length ? { params } : {}),
    message: fillIn(texts[code].message, params),
  });
  return Object.assign(refuse, {
    field,
    onField: (name: string, code: Code, params?: RefusalParams) => refuse(code, params, { errors: { [name]: [field(code, params)] } }),
    area,
    texts: qualified,
  });
}

/** Whether `error` is a DomainError (of `area`, when one is named). */
export function isDomainError(error: unknown, area?: string): error is DomainError {
  return error instanceof DomainError && (area === undefined || error.area === area);
}
