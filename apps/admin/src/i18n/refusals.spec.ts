import { describe, expect, it } from 'vitest';
import { REFUSAL_TEXTS } from '@ginuma/domain';
import { REFUSALS_SI } from './refusals.si';

const placeholders = (text: string): string[] => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Sinhala refusal catalogue', () => {
  const codes = Object.keys(REFUSAL_TEXTS) as (keyof typeof REFUSAL_TEXTS)[];

  it('says every refusal the API can answer with', () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => !(code in REFUSALS_SI))).toEqual([]);
    expect(Object.keys(REFUSALS_SI).filter((code) => !(code in REFUSAL_TEXTS))).toEqual([]);
  });

  it('fills in only words the English text has, and has a title where the English has one', () => {
    for (const code of codes) {
      const english: { message: string; title?: string } = REFUSAL_TEXTS[code];
      const sinhala = REFUSALS_SI[code];
      const message = typeof sinhala === 'string' ? sinhala : sinhala.message;
      expect({ code, unknown: placeholders(message).filter((name) => !placeholders(english.message).includes(name)) }).toEqual({ code, unknown: [] });
      expect({ code, title: typeof sinhala !== 'string' }).toEqual({ code, title: english.title !== undefined });
      expect(message).not.toBe(english.message);
    }
  });
});
