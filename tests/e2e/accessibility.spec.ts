import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { businessDay } from './support/dates';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';

/*
 * axe-core over three public pages and seventeen workspace screens, in English and Sinhala:
 * nothing critical or serious. Data is arranged through the API so that lists, chips,
 * balances and documents have something to show.
 */

const SERIOUS = new Set(['critical', 'serious']);

/** What axe finds critical or serious on the page, as `rule: target…` lines (empty when clean). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read, so axe need not describe every node that passes (most of its time on
  // a long list); the admin has no frames, so axe finishes in the page rather than in a blank one.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main, form').first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

test('public pages have no critical or serious axe violations, in English and Sinhala', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  for (const prefix of ['', '/si']) {
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(`${prefix}${path}`);
      await settled(page);
      found[`${prefix}${path}`] = await seriousViolations(page);
    }
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  await context.close();
});

// A screen's markup is the same in both languages but for its words: English takes the sales
// screens and Sinhala the books screens, and each also takes those of the other half whose words
// are longest or most their own (the dashboard's cards, the invoice's form and document, the
// reports' headings, the settings' menu), so each language still has its own run over them.
const SALES = ['dashboard', 'invoices', 'invoices/create', 'invoices/:paid', 'quotations', 'payments', 'payments/:receipt', 'customers', 'suppliers'];
const BOOKS = ['products', 'vouchers', 'transactions', 'stock', 'reports/payment_outstanding', 'reports/profit_and_lost', 'reports/trial_balance', 'settings'];
const SCREENS = [
  { prefix: '', paths: [...SALES, 'reports/profit_and_lost', 'settings'] },
  { prefix: '/si', paths: [...BOOKS, 'dashboard', 'invoices/create', 'invoices/:paid'] },
];

for (const { prefix, paths } of SCREENS) {
  test(`workspace pages have no critical or serious axe violations (${prefix || '/en'})`, async ({ page }) => {
    test.setTimeout(300_000);
    const user = await registerViaApi(page);
    const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
    const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Silva Traders', email: 'silva@example.test' });
    await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
    await apiSend(page, 'POST', '/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '50' });
    const lines = [{ description: 'Tea 100g', price: '1000.00', quantity: 1 }];
    const paid = await apiSend(page, 'POST', '/api/invoices?confirm=true', { customer_id: customer.id, date: businessDay(-3), due_date: businessDay(27), lines });
    await apiSend(page, 'POST', '/api/invoices?confirm=true', { customer_id: customer.id, date: businessDay(-2), due_date: businessDay(28), lines });
    const receipt = await apiSend(page, 'POST', '/api/payments?confirm=true', {
      customer_id: customer.id,
      date: businessDay(-1),
      pay_type: 'Bank',
      account_id: bank.id,
      paid_amount: '400.00',
      invoices: [{ invoice_id: paid.id, amount: '400.00' }],
    });

    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(`${prefix}/${user.slug}/${path.replace(':paid', paid.id).replace(':receipt', receipt.id)}`);
      await settled(page);
      found[`${prefix}/${path}`] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });
}
