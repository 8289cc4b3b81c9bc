import { describe, expect, it } from 'vitest';
import { fromLocalInput, instantOf, toLocalInput } from './ledgerFormat';

describe('instantOf', () => {
  it('asks a minute from its start, where a field to the second takes the whole second', () => {
    const local = '2026-11-27T10:15';
    expect(instantOf(local)).toBe(new Date(local).toISOString());
    expect(new Date(fromLocalInput(local) ?? '').getTime() - new Date(instantOf(local) ?? '').getTime()).toBe(999);
  });

  it('asks nothing of an empty or unreadable field', () => {
    expect(instantOf('')).toBeUndefined();
    expect(instantOf('not a time')).toBeUndefined();
  });

  it('reads back what toLocalInput wrote', () => {
    const instant = '2026-11-27T04:45:07.000Z';
    expect(instantOf(toLocalInput(instant))).toBe(instant);
  });
});
