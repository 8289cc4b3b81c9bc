import { runCli } from '../../../../tests/support/cli';
import { scratchSuite } from '../../../../tests/support/scratch-suite';

const scratch = scratchSuite();

const plans = (...args: string[]) => runCli('workspace', scratch.database.url, 'plans', ...args);

const prices = async () =>
  (await scratch.client.query<{ id: number; price: string }>(`SELECT id, price_per_month::text AS price FROM plans ORDER BY id`)).rows.map((p) => [p.id, p.price]);

describe('npm run workspace -- plans set', () => {
  it('refuses to leave the catalogue without a free plan, changing nothing', async () => {
    const before = await prices();
    expect(before).toContainEqual([3, '0.00']);
    await expect(plans('set', '3', '--price', '1500')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The catalogue must keep a free plan (price 0)'),
    });
    expect(await prices()).toEqual(before);
  });

  it('lets another plan become the free one first, then reprices the old one', async () => {
    await plans('set', '4', '--name', 'Trial', '--price', '0', '--modules', 'all');
    expect((await plans('set', '3', '--price', '1500')).stdout).toContain('Updated plan 3.');
    expect(await prices()).toEqual(expect.arrayContaining([[3, '1500.00'], [4, '0.00']]));
  });
});
