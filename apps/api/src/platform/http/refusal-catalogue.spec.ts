import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFUSAL_TEXTS } from '@ginuma/domain';

const DOMAIN_SOURCES = join(__dirname, '../../../../../libs/domain/src');

/** Every source file of the domain library, where every area's refusals are defined. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the refusal catalogue', () => {
  it('holds every area that defines refusals, so the admin is made to say each one in Sinhala', () => {
    const defined = sources(DOMAIN_SOURCES).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\brefusals\(\s*'([\w-]+)'/g)].map((m) => m[1]));
    const catalogued = new Set(Object.keys(REFUSAL_TEXTS).map((code) => code.split('.')[0]));
    expect(defined.length).toBeGreaterThan(10);
    expect(defined.filter((area) => !catalogued.has(area))).toEqual([]);
  });

  it('gives every code an English text whose placeholders are words', () => {
    for (const [code, text] of Object.entries(REFUSAL_TEXTS)) {
      expect({ code, message: text.message.trim().length > 0 }).toEqual({ code, message: true });
      expect({ code, stray: text.message.replace(/%\{\w+\}/g, '').includes('%{') }).toEqual({ code, stray: false });
    }
  });
});
