import { describe, expect, it } from 'vitest';
import { productOptions } from './documentReferences';

describe("the lines grid's products", () => {
  it("name each product's unit, or none", () => {
    const product = { selling_price: '10.00', unit_cost: null, type: 'Stock' };
    const options = productOptions(
      [
        { id: 'p1', name: 'Tea', unit_id: 'u1', ...product },
        { id: 'p2', name: 'Sugar', unit_id: null, ...product },
        { id: 'p3', name: 'Salt', unit_id: 'gone', ...product },
      ],
      [{ id: 'u1', name: 'kg' }],
    );
    expect(options.map((o) => [o.id, o.name, o.unit])).toEqual([
      ['p1', 'Tea', 'kg'],
      ['p2', 'Sugar', null],
      ['p3', 'Salt', null],
    ]);
    expect(options[0]).toMatchObject({ selling_price: '10.00', unit_cost: null, type: 'Stock' });
  });
});
