import { describe, expect, it } from 'vitest';
import { cleanFilter } from './stockActions';

describe('cleanFilter', () => {
  it('drops the empty keys of a list filter', () => {
    expect(cleanFilter({ q: '', product_id: undefined, category_id: null, below_level: false, as_of: '2026-11-01' })).toEqual({ as_of: '2026-11-01' });
  });

  it('keeps a tab that is on and any other answer', () => {
    expect(cleanFilter({ below_level: true, source: 'invoice', from: '2026-11-01' })).toEqual({ below_level: true, source: 'invoice', from: '2026-11-01' });
  });
});
