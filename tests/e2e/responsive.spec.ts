import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { businessDay } from './support/dates';
import { ARTIFACTS } from './support/paths';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

/** A workspace with a confirmed invoice whose customer has a long name: what a narrow screen must not cut. */
async function arrange(page: Page): Promise<{ slug: string; invoiceId: string }> {
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Silva Traders and Distributors (Private) Limited' });
  const product = await apiSend(page, 'POST', '/api/products', { name: 'Ceylon Tea 100g', type: 'Non-stockable', selling_price: '450.00' });
  const invoice = await apiSend(page, 'POST', '/api/invoices?confirm=true', { customer_id: customer.id, date: businessDay(0), lines: [{ product_id: product.id, quantity: '3' }] });
  return { slug: user.slug, invoiceId: invoice.id };
}

/** Whether the element lies inside the viewport and inside every scrolling box around it. */
async function fullyShown(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.right > window.innerWidth || box.left < 0) return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (!/(auto|scroll|hidden)/.test(style.overflowX)) continue;
      const frame = parent.getBoundingClientRect();
      if (box.right > frame.right + 1 || box.left < frame.left - 1) return false;
    }
    return true;
  });
}

test('on a laptop the invoice list shows every row action; on a phone the dashboard, invoice list and editor keep their width (en, si)', async ({ page }) => {
  const { slug, invoiceId } = await arrange(page);

  await page.goto(`/${slug}/invoices`);
  await expect(page.getByRole('row', { name: /INV-000001/ })).toBeVisible();
  expect(await fullyShown(page, 'row-actions')).toBe(true);
  await look(page, join(ARTIFACTS, 'laptop-invoice-list-en.png'), { fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [prefix, locale] of [['', 'en'], ['/si', 'si']] as const) {
    for (const [name, path] of [['dashboard', 'dashboard'], ['invoice-list', 'invoices'], ['invoice-editor', `invoices/${invoiceId}`]] as const) {
      await page.goto(`${prefix}/${slug}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The list's actions stay in view; the editor's lines are cards, every field of a line on screen.
      if (name === 'invoice-list') expect(await fullyShown(page, 'row-actions')).toBe(true);
      if (name === 'invoice-editor') expect(await fullyShown(page, 'line-total-0')).toBe(true);
      await look(page, join(ARTIFACTS, `phone-${name}-${locale}.png`));
    }
  }
});

test("on a phone a bill's expense line shows only the fields it has (en, si)", async ({ page }) => {
  const user = await registerViaApi(page);
  const supplier = await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  const transport = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Transport', type: 'Cost of Sales' });
  const bill = await apiSend(page, 'POST', '/api/bills', { supplier_id: supplier.id, bill_number: 'PS-1', date: businessDay(0), lines: [{ expense_category_id: transport.id, quantity: '1', unit_cost: '800.00' }] });

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [prefix, locale, quantity] of [['', 'en', 'Quantity'], ['/si', 'si', 'ප්‍රමාණය']] as const) {
    await page.goto(`${prefix}/${user.slug}/bills/${bill.id}`);
    const line = page.getByTestId('bill-line').first();
    await expect(line.getByTestId('bill-line-total-0')).toContainText('800.00');
    // The label is drawn from data-label, so the visible cells' labels are what the card shows.
    const shown = await line.locator('td[data-label]').evaluateAll((cells) => cells.filter((cell) => getComputedStyle(cell).display !== 'none').map((cell) => cell.dataset.label));
    expect(shown).not.toContain(quantity);
    await look(page, join(ARTIFACTS, `phone-bill-expense-line-${locale}.png`));
  }
});

/** What keeps a list's status chips from being read whole: the table scrolling sideways, a label cut, a chip under the row's actions. */
async function cutChips(page: Page, testId: string): Promise<string[]> {
  return page.locator('.RaDatagrid-tableWrapper').evaluate((wrapper, id) => {
    const cut = wrapper.scrollWidth > wrapper.clientWidth ? [`table ${wrapper.scrollWidth - wrapper.clientWidth} px wider than its card`] : [];
    for (const chip of Array.from(wrapper.querySelectorAll(`[data-testid="${id}"]`))) {
      const label = chip.querySelector('.MuiChip-label');
      const actions = chip.closest('tr')?.querySelector('td.column-actions');
      if (!label || label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight) cut.push(`${chip.textContent} cut`);
      if (actions && chip.getBoundingClientRect().right > actions.getBoundingClientRect().left) cut.push(`${chip.textContent} under the row actions`);
    }
    return cut;
  }, testId);
}

test('at 1366 px the invoice and quotation lists of seven-figure amounts fit their card, every status chip whole (en, si)', async ({ page }) => {
  const user = await registerViaApi(page);
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '0' });
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Silva Traders and Distributors (Private) Limited' });
  const lines = [{ description: 'Roofing sheets', price: '1234567.89', quantity: 1 }];
  const dated = { customer_id: customer.id, date: businessDay(-3), due_date: businessDay(27), project_ref: 'PO-2026-0412', lines };
  const partial = await apiSend(page, 'POST', '/api/invoices?confirm=true', dated);
  await apiSend(page, 'POST', '/api/invoices?confirm=true', dated);
  await apiSend(page, 'POST', '/api/payments?confirm=true', {
    customer_id: customer.id,
    date: businessDay(-1),
    pay_type: 'Bank',
    account_id: bank.id,
    paid_amount: '400000.00',
    invoices: [{ invoice_id: partial.id, amount: '400000.00' }],
  });
  const converted = await apiSend(page, 'POST', '/api/quotations', dated);
  await apiSend(page, 'POST', `/api/quotations/convert/${converted.id}`);
  await apiSend(page, 'POST', '/api/quotations', dated);

  // Two confirmed invoices (one partly paid) and the one the converted quotation made.
  for (const [prefix, locale] of [['/si', 'si'], ['', 'en']] as const) {
    for (const [path, testId, statuses] of [['invoices', 'invoice-status', 3], ['quotations', 'quotation-status', 2]] as const) {
      await page.goto(`${prefix}/${user.slug}/${path}`);
      await expect(page.getByTestId(testId)).toHaveCount(statuses);
      expect(await cutChips(page, testId)).toEqual([]);
      await look(page, join(ARTIFACTS, `laptop-${path}-${locale}.png`), { fullPage: false });
    }
  }
});
