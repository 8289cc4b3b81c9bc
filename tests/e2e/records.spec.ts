import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ARTIFACTS } from './support/paths';
import { apiSend, confirmRowAction, expectNotification, row, rows } from './support/records';
import { newAccount, operator, registerViaApi, signInViaApi } from './support/workspace';
import { look } from './support/look';

// Each test walks a whole screen; on the shared 2-core machine that can pass 30 s.

test('settings: a unit and a tax are created in their sections; a duplicate name shows the server message under the field', async ({ page }) => {
  const user = await registerViaApi(page);
  const units = `/${user.slug}/settings/configuration/units`;
  await page.goto(units);
  await page.getByRole('link', { name: 'New Unit' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="name"]').fill('Box');
  await dialog.locator('input[name="name"]').press('Enter');
  await expectNotification(page, 'Unit created successfully');
  await expect(row(page, 'Box')).toBeVisible();

  await page.getByRole('link', { name: 'New Unit' }).click();
  await dialog.locator('input[name="name"]').fill('Box');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Together: the notification closes itself after 2 s, the field's message stays.
  await Promise.all([expectNotification(page, 'Unit create failed'), expect(dialog.getByText('The name has already been taken.')).toBeVisible()]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/${user.slug}/settings/configuration/taxes`);
  await page.getByRole('link', { name: 'New Tax' }).first().click();
  await dialog.locator('input[name="name"]').fill('Value added tax');
  await dialog.locator('input[name="rate"]').fill('18');
  await dialog.locator('input[name="abbreviation"]').fill('VAT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Tax created successfully');
  await expect(row(page, 'Value added tax')).toContainText('18.00%');
  await look(page, join(ARTIFACTS, 'records-settings-taxes-en.png'));

  await page.goto(`/si/${user.slug}/settings/configuration/taxes`);
  await expect(row(page, 'Value added tax')).toContainText('18.00%');
  await expect(page.getByTestId('paging-text')).toHaveText('ඇතුළත් කිරීම් 1 න් 1 සිට 1 දක්වා පෙන්වයි');
  await look(page, join(ARTIFACTS, 'records-settings-taxes-si.png'));

  // Monthly Report dates are two fields of the configuration document; saving keeps the rest.
  await page.goto(`/${user.slug}/settings/configuration/monthly-reports`);
  await page.locator('input[name="monthly_outstanding_summary_day"]').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Monthly report updated successfully');
  await page.goto(`/si/${user.slug}/settings/configuration/business-configuration`);
  await expect(page.locator('input[name="time_zone"]')).toHaveValue('Asia/Colombo');
  await expect(page.locator('input[name="business_name"]')).toHaveValue(user.business);
  await look(page, join(ARTIFACTS, 'records-settings-business-si.png'));
});

test('customers: create with an opening outstanding, see it in the list and the form, search, filter and export', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/customers', { name: 'Another Trader' });
  await page.goto(`/${user.slug}/customers`);
  await page.getByRole('link', { name: 'New Customer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/customers/create$`));
  await page.locator('input[name="name"]').fill('Lanka Traders');
  await page.locator('input[name="email"]').fill('accounts@lanka.example');
  await page.locator('input[name="phone"]').fill('+94 11 234 5678');
  await page.locator('input[name="open_outstanding"]').fill('1250.5');
  await look(page, join(ARTIFACTS, 'records-customer-form-en.png'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Customer created successfully');
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/customers$`));
  await expect(row(page, 'Lanka Traders')).toContainText('1,250.50');
  await expect(page.getByTestId('paging-text')).toHaveText('Showing 1 to 2 of 2 entries');
  await look(page, join(ARTIFACTS, 'records-customers-en.png'));

  // The form shows the outstanding read from the ledger.
  await row(page, 'Lanka Traders').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByTestId('figure-total_outstanding')).toHaveText('1,250.50');
  await page.goto(`/si${new URL(page.url()).pathname}`);
  await expect(page.getByTestId('figure-total_outstanding')).toHaveText('1,250.50');
  await look(page, join(ARTIFACTS, 'records-customer-form-si.png'));
  await page.goto(`/si/${user.slug}/customers`);
  await expect(rows(page)).toHaveCount(2);
  await look(page, join(ARTIFACTS, 'records-customers-si.png'));

  await page.goto(`/${user.slug}/customers`);
  await page.getByRole('searchbox', { name: 'Search' }).fill('lanka');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('paging-text')).toHaveText('Showing 1 to 1 of 1 entries');

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(page.getByText('No customers match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('customers.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Name / Company', 'Contact person', 'Email', 'Phone', 'Total outstanding', 'Credit balance', 'Created']);
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).value).toBe('Lanka Traders');
  expect(sheet.getRow(2).getCell(5).value).toBe(1250.5);

});

test('customers: soft delete, deleted list, restore, delete again and permanent delete', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/customers', { name: 'Another Trader' });
  await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders' });
  await page.goto(`/${user.slug}/customers`);
  await row(page, 'Lanka Traders').getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expectNotification(page, 'Customer deleted successfully');
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('link', { name: 'Deleted List' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/customers/deleted-list$`));
  await confirmRowAction(page, 'Lanka Traders', 'Restore', 'Yes, Restore it!');
  await expectNotification(page, 'Customer restored successfully');
  await expect(page.getByText('No deleted customers')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the list' }).first().click();
  await confirmRowAction(page, 'Lanka Traders', 'Delete', 'Yes, delete it!');
  await expectNotification(page, 'Customer deleted successfully');
  await page.getByRole('link', { name: 'Deleted List' }).click();
  await confirmRowAction(page, 'Lanka Traders', 'Delete permanently', 'Yes, delete it!');
  await expectNotification(page, 'Customer permanently deleted');
  await expect(rows(page)).toHaveCount(0);
});

test('products: the code is pre-filled and open stock shows as the stock quantity', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto(`/${user.slug}/products?edit=create`);
  await expect(page.locator('input[name="code"]')).toHaveValue('P0001');
  await page.locator('input[name="name"]').fill('Tea 400g');
  await page.locator('input[name="selling_price"]').fill('850');
  await page.locator('input[name="open_stock"]').fill('12.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Product created successfully');
  await expect(row(page, 'Tea 400g')).toContainText('P0001');
  await expect(row(page, 'Tea 400g')).toContainText('12.5');
  await row(page, 'Tea 400g').click();
  await expect(page.getByTestId('figure-stock_quantity')).toHaveText('12.5');
});

test('roles: Entry keeps records but cannot restore; Audit sees settings read-only and gets no create, edit or delete', async ({ page, browser }) => {
  const admin = await registerViaApi(page);
  await operator('set', admin.slug, '--plan', '1');
  const entry = newAccount('entry');
  const audit = newAccount('audit');
  await operator('add-user', admin.slug, '--email', entry.email, '--name', entry.name, '--password', entry.password, '--role', '3');
  await operator('add-user', admin.slug, '--email', audit.email, '--name', audit.name, '--password', audit.password, '--role', '2');
  await apiSend(page, 'POST', '/api/units', { name: 'Crate' });
  await apiSend(page, 'POST', '/api/customers', { name: 'Kept Customer' });
  const gone = await apiSend(page, 'POST', '/api/customers', { name: 'Gone Customer' });
  await apiSend(page, 'DELETE', `/api/customers/${gone.id}`);

  const entryPage = await (await browser.newContext()).newPage();
  await signInViaApi(entryPage, entry.email, entry.password);
  // Entry keeps customers but only an Admin restores them.
  await entryPage.goto(`/${admin.slug}/customers`);
  await expect(entryPage.getByRole('link', { name: 'New Customer' })).toBeVisible();
  await entryPage.goto(`/${admin.slug}/customers/deleted-list`);
  await expect(row(entryPage, 'Gone Customer')).toBeVisible();
  await expect(row(entryPage, 'Gone Customer').getByRole('button')).toHaveCount(0);

  const auditPage = await (await browser.newContext()).newPage();
  await signInViaApi(auditPage, audit.email, audit.password);
  await auditPage.goto(`/${admin.slug}/settings/configuration/units`);
  await expect(row(auditPage, 'Crate')).toBeVisible();
  await expect(auditPage.getByTestId('no-permission')).toHaveText('You do not have permission to edit this details.');
  await expect(auditPage.getByRole('link', { name: 'New Unit' })).toHaveCount(0);
  await expect(row(auditPage, 'Crate').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(row(auditPage, 'Crate').getByRole('checkbox')).toHaveCount(0);
  await auditPage.goto(`/${admin.slug}/settings/configuration/business-configuration`);
  await expect(auditPage.getByTestId('no-permission')).toBeVisible();
  await expect(auditPage.locator('input[name="business_name"]')).toBeDisabled();
  await expect(auditPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await auditPage.goto(`/${admin.slug}/customers`);
  await expect(row(auditPage, 'Kept Customer')).toBeVisible();
  await expect(auditPage.getByRole('link', { name: 'New Customer' })).toHaveCount(0);
  await expect(row(auditPage, 'Kept Customer').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(row(auditPage, 'Kept Customer').getByRole('checkbox')).toHaveCount(0);
  await row(auditPage, 'Kept Customer').getByRole('link', { name: 'View' }).click();
  await expect(auditPage.getByTestId('no-permission')).toHaveText('You do not have permission to edit this details.');
  await expect(auditPage.locator('input[name="name"]')).toBeDisabled();
  await expect(auditPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
