import { describe, expect, it } from 'vitest';
import { searchOf } from './reportActions';

describe('searchOf', () => {
  it('sends the answered parameters in the question order', () => {
    expect(searchOf({ as_of: '2026-11-27', customer_id: 'c-1', known_at: '2026-11-27T10:00:00.000Z' })).toBe(
      'as_of=2026-11-27&customer_id=c-1&known_at=2026-11-27T10%3A00%3A00.000Z',
    );
  });

  it('leaves out what was not asked, so the API applies its defaults', () => {
    expect(searchOf({ from: '', to: '2026-11-30', category_id: undefined })).toBe('to=2026-11-30');
    expect(searchOf({})).toBe('');
  });
});
