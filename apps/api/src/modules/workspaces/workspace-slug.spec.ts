import { firstFreeSlug, slugFromName } from './workspace-slug';

describe('slugFromName', () => {
  it.each([
    ['Acme Trading (Pvt) Ltd', 'acme-trading-pvt-ltd'],
    ['  Café  Lanka  ', 'cafe-lanka'],
    ['ලක්ෂ්මි වෙළඳසැල', 'workspace'],
    ['Kandy Stores ලක්ෂ්මි', 'kandy-stores'],
    ['---', 'workspace'],
  ])('%s → %s', (name, slug) => expect(slugFromName(name)).toBe(slug));

  it('never exceeds 50 characters nor ends in a dash', () => {
    const slug = slugFromName(`${'a'.repeat(49)} b`);
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken slug from 2', () => {
    expect(firstFreeSlug('acme', new Set())).toBe('acme');
    expect(firstFreeSlug('acme', new Set(['acme', 'acme-2']))).toBe('acme-3');
  });
});
