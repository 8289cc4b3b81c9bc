import { logoTypeOf } from './logo-image';

describe('logoTypeOf', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[...Buffer.from('GIF89a;')], 'image/gif'],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], null],
    [[...Buffer.from('%PDF-1.7')], null],
    [[], null],
  ])('%j → %s', (bytes, type) => expect(logoTypeOf(Buffer.from(bytes))).toBe(type));
});
