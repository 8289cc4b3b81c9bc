import { isDomainError, Money, Quantity, stockRefusal } from '@ginuma/domain';
import { validBody } from '../../platform/http/validation.pipe';
import { StockUpdateRequest, stockUpdateCommand } from './stock.requests';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const body = (o: Record<string, unknown> = {}) => ({ quantity: '5', transaction_type: 'in', date: '2026-11-22', ...o });

/** The body as the stock update route reads it, or the field refusals it answers. */
async function read(input: Record<string, unknown>) {
  try {
    return { command: stockUpdateCommand(PRODUCT, await validBody(StockUpdateRequest, input)) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { errors: error.details.errors };
  }
}

describe('StockUpdateRequest', () => {
  it('reads a valid body, its text trimmed', async () => {
    expect(await read(body({ po_number: ' PO-1 ', remark: 'count', quantity: 5 }))).toMatchObject({
      command: { productId: PRODUCT, quantity: Quantity.of('5'), transactionType: 'in', poNumber: 'PO-1', remark: 'count', date: '2026-11-22' },
    });
  });

  it.each([['0'], ['-1'], ['1.2345'], ['abc'], [''], ['1e3'], ['1000000000']])('refuses quantity %p', async (quantity) => {
    expect(await read(body({ quantity }))).toEqual({ errors: { quantity: [stockRefusal.field('quantity-invalid', { scale: 3 })] } });
  });

  it('refuses a day that does not exist, and asks for a missing one', async () => {
    expect(await read(body({ date: '2026-02-30' }))).toEqual({ errors: { date: [expect.objectContaining({ code: 'validation.date' })] } });
    expect(await read(body({ date: undefined }))).toEqual({ errors: { date: [expect.objectContaining({ code: 'validation.required' })] } });
  });

  it('reads a reason and an in’s unit cost; without them, a count at the default cost', async () => {
    expect(await read(body({ reason: 'sample', unit_cost: '12.5' }))).toMatchObject({ command: { reason: 'sample', unitCost: Money.of('12.50') } });
    expect(await read(body({ reason: '', unit_cost: '' }))).toMatchObject({ command: { reason: 'count', unitCost: null, poNumber: null, remark: null } });
  });

  it('refuses an unknown reason, a bad unit cost, a unit cost on an out, and text too long', async () => {
    expect(await read(body({ reason: 'theft' }))).toEqual({ errors: { reason: [stockRefusal.field('reason')] } });
    expect(await read(body({ unit_cost: '-1' }))).toEqual({ errors: { unit_cost: [expect.objectContaining({ code: 'validation.negative' })] } });
    expect(await read(body({ transaction_type: 'out', unit_cost: '5' }))).toEqual({ errors: { unit_cost: [stockRefusal.field('unit-cost-on-out')] } });
    expect(await read(body({ po_number: 'x'.repeat(192), remark: 7 }))).toEqual({
      errors: { po_number: [expect.objectContaining({ code: 'validation.too-long' })], remark: [expect.objectContaining({ code: 'validation.text' })] },
    });
  });

  it('refuses a bad type and date together', async () => {
    const refused = await read(body({ transaction_type: 'sideways', date: '22/11/2026' }));
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['date', 'transaction_type']);
  });
});
