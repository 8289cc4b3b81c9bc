import { ID_PATTERN, idOrNull, isId } from './id';

describe('ids', () => {
  const id = '0b6e3c1a-4f2d-4c8e-9a7b-1d2e3f4a5b6c';

  it('takes a UUID of any version, in either case, and nothing else', () => {
    expect(isId(id)).toBe(true);
    expect(isId(id.toUpperCase())).toBe(true);
    expect(isId('00000000-0000-0000-0000-000000000000')).toBe(true);
    for (const other of [`${id}x`, ` ${id}`, id.slice(1), 'none', '', null, undefined, 42, {}]) expect(isId(other)).toBe(false);
  });

  it('gives an id in its stored spelling, or null', () => {
    expect(idOrNull(id.toUpperCase())).toBe(id);
    expect(idOrNull('nope')).toBeNull();
  });

  it('spells the pattern once for SQL too', () => {
    expect(new RegExp(`^${ID_PATTERN}$`).test(id)).toBe(true);
  });
});
