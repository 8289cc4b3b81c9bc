import { expect, test } from '@playwright/test';
import { en } from '../../apps/admin/src/i18n/en';
import { si } from '../../apps/admin/src/i18n/si';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en as unknown as Catalogue);
const sinhala = flatten(si as unknown as Catalogue);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

test('the Sinhala catalogue has exactly the English keys, react-admin`s included', () => {
  expect([...sinhala.keys()].filter((key) => !english.has(key))).toEqual([]);
  expect([...english.keys()].filter((key) => !sinhala.has(key))).toEqual([]);
  expect([...english.keys()].filter((key) => key.startsWith('ra.')).length).toBeGreaterThan(150);
});

test('Sinhala strings keep the placeholders and plural forms of the English ones', () => {
  for (const [key, text] of english) {
    const translated = sinhala.get(key) ?? '';
    expect(placeholders(translated), key).toEqual(placeholders(text));
    expect(translated.split('||||').length, key).toBe(text.split('||||').length);
  }
});

test('Sinhala is really Sinhala: almost every sentence uses Sinhala letters', () => {
  const sentences = [...sinhala.entries()].filter(([, text]) => /[A-Za-z]{3}/.test(text.replace(/%\{\w+\}/g, '')));
  const latinOnly = sentences.filter(([, text]) => !/[\u0D80-\u0DFF]/.test(text)).map(([key]) => key);
  // Brand name, language name and product names stay in Latin letters.
  expect(latinOnly).toEqual(['app.name', 'app.language.en', 'security.history.method.google']);
});
