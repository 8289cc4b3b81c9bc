import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiSend, confirmRowAction, expectNotification, row, rows } from './support/records';
import { newAccount, operator, registerViaApi, signInViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

test('products: create, edit, search, delete, restore and delete for good through the list', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/products', { name: 'Milk Powder 400g', type: 'Stockable', selling_price: '1150' });
  await page.goto(`/${user.slug}/products`);
  await page.getByRole('link', { name: 'New Product' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('input[name="code"]')).toHaveValue('P0002');
  await dialog.locator('input[name="name"]').fill('Ceylon Tea 100g');
  await dialog.locator('input[name="selling_price"]').fill('450');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Product created successfully');
  await expect(row(page, 'Ceylon Tea 100g')).toContainText('P0002');
  await expect(row(page, 'Ceylon Tea 100g')).toContainText('450.00');
  await expect(page.getByTestId('paging-text')).toHaveText('Showing 1 to 2 of 2 entries');

  await row(page, 'Ceylon Tea 100g').click();
  await expect(dialog.locator('input[name="name"]')).toHaveValue('Ceylon Tea 100g');
  await dialog.locator('input[name="selling_price"]').fill('475.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Product updated successfully');
  await expect(row(page, 'Ceylon Tea 100g')).toContainText('475.50');

  await page.getByRole('searchbox', { name: 'Search' }).fill('milk');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Milk Powder 400g');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(rows(page)).toHaveCount(2);

  // Barcode labels: nothing ticked is refused, then a PDF of the ticked product.
  await page.getByTestId('print-barcodes').first().click();
  await expectNotification(page, 'Print and export need a product selected first');
  await row(page, 'Ceylon Tea 100g').getByRole('checkbox').check();
  // Ticked rows bring react-admin's bulk bar, which covers the toolbar and has the same button.
  const bulkBar = page.locator('[data-test="bulk-actions-toolbar"]');
  await expect(bulkBar).toContainText('1 item selected');
  const download = page.waitForEvent('download');
  await bulkBar.getByTestId('print-barcodes').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('barcodes.pdf');
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await look(page, join(ARTIFACTS, 'products-list-en.png'));
  await row(page, 'Ceylon Tea 100g').getByRole('checkbox').uncheck();

  await confirmRowAction(page, 'Milk Powder 400g', 'Delete', 'Yes, delete it!');
  await expectNotification(page, 'Product deleted successfully');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Deleted List' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/products/deleted-list$`));
  await confirmRowAction(page, 'Milk Powder 400g', 'Restore', 'Yes, Restore it!');
  await expectNotification(page, 'Product restored successfully');
  await expect(page.getByText('No deleted products')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the list' }).first().click();
  await expect(rows(page)).toHaveCount(2);
  await confirmRowAction(page, 'Milk Powder 400g', 'Delete', 'Yes, delete it!');
  await expectNotification(page, 'Product deleted successfully');
  await page.getByRole('link', { name: 'Deleted List' }).click();
  await confirmRowAction(page, 'Milk Powder 400g', 'Delete permanently', 'Yes, delete it!');
  await expectNotification(page, 'Product permanently deleted');
  await expect(rows(page)).toHaveCount(0);

  await page.goto(`/si/${user.slug}/products`);
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('print-barcodes').first()).toHaveText('බාර්කෝඩ් මුද්‍රණය කරන්න');
  await look(page, join(ARTIFACTS, 'products-list-si.png'));
});

test('products: an Audit user is told it may not print barcodes', async ({ page, browser }) => {
  const admin = await registerViaApi(page);
  await operator('set', admin.slug, '--plan', '1');
  await apiSend(page, 'POST', '/api/products', { name: 'Ceylon Tea 100g', type: 'Stockable', selling_price: '450' });
  const audit = newAccount('audit');
  await operator('add-user', admin.slug, '--email', audit.email, '--name', audit.name, '--password', audit.password, '--role', '2');
  const auditPage = await (await browser.newContext()).newPage();
  await signInViaApi(auditPage, audit.email, audit.password);
  await auditPage.goto(`/${admin.slug}/products`);
  await row(auditPage, 'Ceylon Tea 100g').getByRole('checkbox').check();
  await auditPage.locator('[data-test="bulk-actions-toolbar"]').getByTestId('print-barcodes').click();
  await expectNotification(auditPage, 'You do not have permission to print barcodes.');
});

test('products: a unit type chosen on the form, shown in the list in English and Sinhala', async ({ page }) => {
  const slowExpect = expect.configure({ timeout: 30_000 });
  const user = await registerViaApi(page);
  await page.goto(`/${user.slug}/products?edit=create`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="name"]').fill('Red Rice 5kg');
  await dialog.locator('input[name="selling_price"]').fill('1200');
  await dialog.getByRole('combobox', { name: 'Unit type' }).click();
  await page.getByRole('option', { name: 'Weight' }).click();
  await look(page, join(ARTIFACTS, 'product-unit-type-en.png'), { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await slowExpect(row(page, 'Red Rice 5kg')).toContainText('Weight');
  await slowExpect(page.getByRole('columnheader', { name: 'Unit type' })).toBeVisible();

  await page.goto(`/si/${user.slug}/products`);
  await slowExpect(row(page, 'Red Rice 5kg')).toContainText('බර');
  await slowExpect(page.getByRole('columnheader', { name: 'ඒකක වර්ගය' })).toBeVisible();
  await look(page, join(ARTIFACTS, 'product-unit-type-si.png'));
});
