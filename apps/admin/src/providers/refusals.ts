import { HttpError } from 'react-admin';
import { fillIn, type Locale, type RefusalParams } from '@ginuma/domain';
import { LABELS_SI, REFUSALS_SI } from '../i18n/refusals.si';
import type { RefusalTranslation } from '../i18n/refusals/translations';

interface CodedRefusal {
  code: string;
  params?: RefusalParams;
}

interface RefusalBody {
  message?: unknown;
  code?: unknown;
  params?: unknown;
  title?: unknown;
  errors?: unknown;
  error_codes?: unknown;
}

const CATALOGUES: Partial<Record<Locale, Readonly<Record<string, RefusalTranslation>>>> = { si: REFUSALS_SI };
const LABELS: Partial<Record<Locale, Readonly<Record<string, string>>>> = { si: LABELS_SI };

/** A refusal's text in `locale`, or undefined where the catalogue lacks the code (the server's English text stands). */
export function refusalText(code: string, params: RefusalParams | undefined, locale: Locale): { message: string; title?: string } | undefined {
  const translation = CATALOGUES[locale]?.[code];
  if (translation === undefined) return undefined;
  const label = typeof params?.label === 'string' ? (LABELS[locale]?.[params.label] ?? params.label) : undefined;
  const filled = { ...params, ...(label === undefined ? {} : { label }) };
  return typeof translation === 'string'
    ? { message: fillIn(translation, filled) }
    : { message: fillIn(translation.message, filled), title: fillIn(translation.title, filled) };
}

/**
 * The refusal the server sent, said in `locale` from the admin's catalogue by code: the message,
 * the title and each field's messages. Everything that shows a refusal reads it from here, so no
 * screen needs to know the codes.
 */
export function localiseRefusal(error: unknown, locale: Locale): unknown {
  if (!(error instanceof HttpError) || locale === 'en') return error;
  const body = error.body as RefusalBody | undefined;
  if (typeof body?.code !== 'string') return error;
  const said = refusalText(body.code, isParams(body.params) ? body.params : undefined, locale);
  const errors = localiseFieldErrors(body.errors, body.error_codes, locale);
  if (!said && !errors) return error;
  const message = said?.message ?? error.message;
  const localised = {
    ...body,
    message,
    ...(said?.title ? { title: said.title } : {}),
    ...(errors ? { errors } : {}),
  };
  return new HttpError(message, error.status, localised);
}

function localiseFieldErrors(errors: unknown, codes: unknown, locale: Locale): Record<string, string[]> | undefined {
  if (!isRecord(errors) || !isRecord(codes)) return undefined;
  const localised: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const fieldCodes = codes[field];
    const english = Array.isArray(messages) ? messages.map(String) : [];
    localised[field] = english.map((text, i) => {
      const coded: unknown = Array.isArray(fieldCodes) ? fieldCodes[i] : undefined;
      if (!isCoded(coded)) return text;
      return refusalText(coded.code, coded.params, locale)?.message ?? text;
    });
  }
  return localised;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isParams(value: unknown): value is RefusalParams {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}

function isCoded(value: unknown): value is CodedRefusal {
  return isRecord(value) && typeof value.code === 'string' && (value.params === undefined || isParams(value.params));
}
