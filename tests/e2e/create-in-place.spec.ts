import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { apiSend, expectNotification } from './support/records';
import { newAccount, operator, registerViaApi, signInViaApi } from './support/workspace';
import { look } from './support/look';

/** Picks from a select inside `scope` (a dialog); its options open in the page's own layer. */
async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test('document forms create the customer, supplier, category, sub-category, item, unit and tax they lack without leaving the form; a voucher asks its category once (en, si)', async ({ page }) => {
  const user = await registerViaApi(page);
  const dialog = page.getByRole('dialog');

  // A receipt's customer needs only its name: it is made as typed and picked.
  await page.goto(`/si/${user.slug}/payments/create`);
  const customer = page.getByRole('combobox', { name: 'ගනුදෙනුකරු', exact: true });
  await customer.fill('Nimal Stores');
  await page.getByRole('option', { name: '“Nimal Stores” සාදන්න' }).click();
  await expect(customer).toHaveValue('Nimal Stores');
  await look(page, join(ARTIFACTS, 'create-in-place-receipt-si.png'));

  // A supplier and an expense category need their type: each opens its form over the voucher, the name filled in.
  await page.goto(`/${user.slug}/vouchers/create`);
  await expect(page.getByRole('combobox', { name: 'Expense category', exact: true })).toHaveCount(0);
  const supplier = page.getByRole('combobox', { name: 'Supplier', exact: true });
  await supplier.fill('Perera Stationers');
  await page.getByRole('option', { name: 'Create “Perera Stationers”' }).click();
  await expect(dialog.locator('input[name="name"]')).toHaveValue('Perera Stationers');
  await choose(dialog, 'Type', 'Local Vendor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(supplier).toHaveValue('Perera Stationers');
  const category = page.getByRole('combobox', { name: 'Category 1', exact: true });
  await category.fill('Stationery');
  await page.getByRole('option', { name: 'Create “Stationery”' }).click();
  await choose(dialog, 'Type', 'Cost of Operations');
  await look(page, join(ARTIFACTS, 'create-in-place-voucher-en.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(category).toHaveValue('Stationery');
  // A sub-category needs only its name once the line has a category: it is made under that category as typed, no form.
  const subCategory = page.getByRole('combobox', { name: 'Sub category 1', exact: true });
  await subCategory.fill('Paper');
  await page.getByRole('option', { name: 'Create “Paper”' }).click();
  await expect(subCategory).toHaveValue('Paper');
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Amount 1', { exact: true }).fill('1250');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotification(page, 'Voucher saved');
  // The notification lies over the header's actions: Confirm is clicked through it at once (and
  // refused, the new workspace's cash box being empty).
  await page.getByRole('button', { name: 'Confirm', exact: true }).click({ timeout: 5_000 });
  await expect(page.getByText('Voucher Confirmation Failed')).toBeVisible();
  const voucherId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const voucher = (await (await page.request.get(`/api/vouchers/${voucherId}`)).json()) as {
    expense_category_id: string;
    expenses: { expense_category_id: string; expense_sub_category_id: string | null }[];
  };
  // The line's category is the voucher's too: asked once.
  expect(voucher.expenses.map((line) => line.expense_category_id)).toEqual([voucher.expense_category_id]);
  const underStationery = async () =>
    (await (await page.request.get(`/api/expenses-sub-categories/get-by-category/${voucher.expense_category_id}`)).json()) as { id: string; name: string }[];
  expect(voucher.expenses[0]?.expense_sub_category_id).toBe((await underStationery()).find((sub) => sub.name === 'Paper')?.id);
  await expect(subCategory).toHaveValue('Paper');

  // The same in Sinhala, on a new voucher's line under the category just made.
  await page.goto(`/si/${user.slug}/vouchers/create`);
  await choose(page.locator('body'), 'කාණ්ඩය 1', 'Stationery');
  const subCategorySi = page.getByRole('combobox', { name: 'උප වර්ගය 1', exact: true });
  await subCategorySi.fill('Ink');
  await page.getByRole('option', { name: '“Ink” සාදන්න' }).click();
  await expect(subCategorySi).toHaveValue('Ink');
  await look(page, join(ARTIFACTS, 'create-in-place-sub-category-si.png'));
  expect((await underStationery()).map((sub) => sub.name).sort()).toEqual(['Ink', 'Paper']);

  // A bill's line buys a product or an expense: a new name can become either.
  await page.goto(`/${user.slug}/bills/create`);
  await page.getByRole('combobox', { name: 'Item 1', exact: true }).fill('Cement');
  await expect(page.getByRole('option', { name: 'New Product: “Cement”' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'New Expense category: “Cement”' })).toBeVisible();
  // A bill buys only products that keep stock: the one made here does, and is the line's item.
  await page.getByRole('option', { name: 'New Product: “Cement”' }).click();
  await expect(dialog.locator('input[name="type"]')).toHaveValue('Stockable');
  await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toBeDisabled();
  await dialog.locator('input[name="selling_price"]').fill('1500.00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Item 1', exact: true })).toHaveValue('Cement');

  // A product's unit needs only its name.
  await page.goto(`/${user.slug}/products?edit=create`);
  const unit = page.getByRole('combobox', { name: 'Unit', exact: true });
  await unit.fill('Boxes');
  await page.getByRole('option', { name: 'Create Boxes' }).click();
  await expect(unit).toHaveValue('Boxes');

  // A tax needs its rate: its form opens over the invoice; once saved it is among the invoice's taxes.
  await page.goto(`/si/${user.slug}/invoices/create`);
  await page.getByRole('combobox', { name: 'බදු', exact: true }).fill('VAT');
  await page.getByRole('option', { name: '“VAT” සාදන්න' }).click();
  await expect(dialog.locator('input[name="name"]')).toHaveValue('VAT');
  await dialog.locator('input[name="rate"]').fill('18');
  await dialog.locator('input[name="abbreviation"]').fill('VAT');
  await dialog.getByRole('button', { name: 'සුරකින්න' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.MuiChip-label', { hasText: /^VAT \(18/ })).toBeVisible();
  await look(page, join(ARTIFACTS, 'create-in-place-invoice-si.png'));
});

test('an Entry user is offered to create the supplier a voucher lacks, never the expense category or sub-category only an Admin adds (en, si)', async ({ page }) => {
  const admin = await registerViaApi(page);
  await operator('set', admin.slug, '--plan', '1');
  const stationery = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' });
  await apiSend(page, 'POST', '/api/expenses-sub-categories', { name: 'Paper', category_id: stationery.id });
  const entry = newAccount('entry');
  await operator('add-user', admin.slug, '--email', entry.email, '--name', entry.name, '--password', entry.password, '--role', '3');
  await page.context().clearCookies();
  await signInViaApi(page, entry.email, entry.password);

  for (const w of [
    { prefix: '', locale: 'en', supplier: 'Supplier', category: 'Category 1', sub: 'Sub category 1', create: (name: string) => `Create “${name}”`, none: 'Nothing matches; only an Admin can add one' },
    { prefix: '/si', locale: 'si', supplier: 'සැපයුම්කරු', category: 'කාණ්ඩය 1', sub: 'උප වර්ගය 1', create: (name: string) => `“${name}” සාදන්න`, none: 'ගැළපෙන කිසිවක් නැත; නව එකක් එක් කළ හැක්කේ පරිපාලකයෙකුට පමණි' },
  ]) {
    await page.goto(`${w.prefix}/${admin.slug}/vouchers/create`);
    await page.getByRole('combobox', { name: w.supplier, exact: true }).fill('Perera Stationers');
    await expect(page.getByRole('option', { name: w.create('Perera Stationers') })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: w.category, exact: true }).fill('Fuel');
    await expect(page.getByText(w.none)).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    await look(page, join(ARTIFACTS, `create-in-place-entry-${w.locale}.png`));
    await page.getByRole('combobox', { name: w.category, exact: true }).fill('Stationery');
    await page.getByRole('option', { name: 'Stationery', exact: true }).click();
    await page.getByRole('combobox', { name: w.sub, exact: true }).fill('Ink');
    await expect(page.getByText(w.none)).toBeVisible();
    await page.getByRole('combobox', { name: w.sub, exact: true }).fill('Pa');
    await expect(page.getByRole('option')).toHaveText(['Paper']);
  }
});
