import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ARTIFACTS } from './support/paths';
import { apiSend, confirmRowAction, expectNotification, row } from './support/records';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('an invoice with two lines, both discount types and two taxes: live totals equal the server, confirm lowers stock, delete refused, reverse, export', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders', contact_person: 'Kamal Silva' });
  const widget = await apiSend(page, 'POST', '/api/products', {
    name: 'Widget',
    type: 'Stockable',
    selling_price: '250.00',
    unit_cost: '100.00',
    open_stock: '10',
  });
  await apiSend(page, 'POST', '/api/products', { name: 'Installation', type: 'Non-stockable', selling_price: '1200.00' });
  await apiSend(page, 'POST', '/api/taxes', { name: 'Value added tax', rate: '18', abbreviation: 'VAT' });
  await apiSend(page, 'POST', '/api/taxes', { name: 'Social security levy', rate: '2.5', abbreviation: 'SSCL' });

  await page.goto(`/${user.slug}/invoices/create`);
  await pick(page, 'Customer', 'Lanka', 'Lanka Traders');
  await expect(page.getByLabel('Contact person')).toHaveValue('Kamal Silva');
  await expect(page.getByTestId('invoice-code')).toHaveValue('INV-000001');

  await pick(page, 'Product 1', 'Wid', 'Widget');
  await expect(page.getByLabel('Price 1')).toHaveValue('250.00');
  await page.getByLabel('Discount type 1').click();
  await page.getByRole('option', { name: '%' }).click();
  await page.getByLabel('Discount 1', { exact: true }).fill('10');
  await page.getByLabel('Quantity 1').fill('3');
  await expect(page.getByTestId('line-total-0')).toHaveText('675.00');
  // Enter in the quantity adds the next line with the cursor in its product.
  await page.getByLabel('Quantity 1').press('Enter');
  await expect(page.getByLabel('Product 2')).toBeFocused();
  await page.keyboard.type('Install');
  await page.getByRole('option', { name: 'Installation' }).click();
  await page.getByLabel('Discount 2', { exact: true }).fill('50');
  await expect(page.getByTestId('line-total-1')).toHaveText('1,150.00');
  await pick(page, 'Taxes', 'Value', /Value added tax/);
  await pick(page, 'Taxes', 'Social', /Social security levy/);
  await page.keyboard.press('Escape');

  // 750 − 10% = 675; 1,200 − 50 = 1,150; sub total 1,825; VAT 18% = 328.50; SSCL 2.5% = 45.625,
  // rounded half-up on its own to 45.63; grand total 2,199.13.
  await expect(page.getByTestId('total-sub_total')).toHaveText('1,825.00');
  await expect(page.getByTestId('total-tax-VAT')).toHaveText('328.50');
  await expect(page.getByTestId('total-tax-SSCL')).toHaveText('45.63');
  await expect(page.getByTestId('total-grand_total')).toHaveText('2,199.13');
  await look(page, join(ARTIFACTS, 'invoice-editor-en.png'));

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotification(page, 'Invoice created successfully');
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/invoices/[0-9a-f-]{36}$`));
  const id = page.url().split('/').pop() ?? '';
  const saved = (await (await page.request.get(`/api/invoices/${id}`)).json()) as { grand_total: string; code: string };
  expect(saved.grand_total).toBe('2199.13');
  await expect(page.getByTestId('total-grand_total')).toHaveText('2,199.13');

  await page.getByRole('button', { name: 'Save & Confirm' }).click();
  await expectNotification(page, 'Invoice confirmed successfully');
  await expect(page.getByTestId('invoice-status')).toHaveText('Due');
  await expect(page.getByTestId('invoice-read-only')).toBeVisible();
  // An attachment documents the invoice; it may be added after confirmation.
  await page.getByLabel('Attach a file').setInputFiles({ name: 'PO-77.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 purchase order') });
  await expectNotification(page, 'Attachment saved');
  await expect(page.getByTestId('invoice-attachment-link')).toHaveText('PO-77.pdf');
  await expect(page.getByTestId('total-due')).toHaveText('2,199.13');
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/api/invoices/print/${id}?locale=en`);
  const pdf = await page.request.get(`/api/invoices/print/${id}?locale=en`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const stock = (await (await page.request.get(`/api/products/${widget.id}`)).json()) as { stock_quantity: string };
  expect(Number(stock.stock_quantity)).toBe(7);
  await look(page, join(ARTIFACTS, 'invoice-confirmed-en.png'));
  await page.goto(`/si/${user.slug}/invoices/${id}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('ගෙවිය යුතු');
  await look(page, join(ARTIFACTS, 'invoice-editor-si.png'));

  await page.goto(`/${user.slug}/invoices`);
  await expect(row(page, saved.code)).toContainText('Lanka Traders');
  await expect(row(page, saved.code)).toContainText('2,199.13');
  await expect(row(page, saved.code).getByTestId('invoice-status')).toHaveText('Due');
  await expect(page.getByTestId('paging-text')).toHaveText('Showing 1 to 1 of 1 entries');
  await look(page, join(ARTIFACTS, 'invoice-list-en.png'));

  await confirmRowAction(page, saved.code, 'Delete', 'Yes, delete it!');
  await expectNotification(page, 'This invoice cannot be deleted');
  await confirmRowAction(page, saved.code, 'Reverse', 'Yes, reverse it!');
  await expectNotification(page, 'Invoice reversed successfully');
  await expect(row(page, saved.code).getByTestId('invoice-status')).toHaveText('Reversed');

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Reversed' }).click();
  await expect(row(page, saved.code)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const book = new ExcelJS.Workbook();
  expect(download.suggestedFilename()).toBe('invoices.xlsx');
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const values = sheet.getRow(2).values as unknown[];
  expect(values).toContain(saved.code);
  expect(values).toContain('Lanka Traders');
  expect(values).toContain(2199.13);

  await page.goto(`/si/${user.slug}/invoices`);
  await expect(row(page, saved.code).getByTestId('invoice-status')).toHaveText('ආපසු හැරවූ');
  await look(page, join(ARTIFACTS, 'invoice-list-si.png'));
});

test('Save & Confirm of a new invoice whose confirm is refused saves nothing: the refusal shows on the form and no draft is left', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders' });
  await apiSend(page, 'POST', '/api/products', { name: 'Widget', type: 'Stockable', selling_price: '250.00', unit_cost: '100.00', open_stock: '2' });

  // The draft itself is valid; only confirming it is refused, for selling more than is on hand.
  await page.goto(`/${user.slug}/invoices/create`);
  await pick(page, 'Customer', 'Lanka', 'Lanka Traders');
  await pick(page, 'Product 1', 'Wid', 'Widget');
  await page.getByLabel('Quantity 1').fill('5');
  await page.getByRole('button', { name: 'Save & Confirm' }).click();

  await expectNotification(page, 'Invoice confirmation failed');
  await expect(page.getByLabel('Quantity 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/invoices/create$`));
  await look(page, join(ARTIFACTS, 'invoice-save-confirm-refused-en.png'));
  // Saving and confirming was one request and one transaction: the refusal rolled the draft back too.
  expect(await (await page.request.get('/api/invoices')).json()).toEqual([]);
  expect(await (await page.request.get('/api/invoices/deleted-list')).json()).toEqual([]);
});

test('no template: the spec message; a template and its logo in settings; a draft without items is refused', async ({ page }) => {
  const user = await registerViaApi(page);
  // Registration gives a starter template; this workspace has removed it.
  const starters = (await (await page.request.get('/api/invoice-templates')).json()) as { id: string }[];
  for (const starter of starters) await apiSend(page, 'DELETE', `/api/invoice-templates/${starter.id}`);
  await apiSend(page, 'POST', '/api/customers', { name: 'Walk-in Stores' });

  await page.goto(`/${user.slug}/invoices/create`);
  await pick(page, 'Customer', 'Walk', 'Walk-in Stores');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotification(page, 'Invoice create failed.Please check if you have created an invoice template in the configuration.');

  await page.goto(`/${user.slug}/settings/configuration/invoice-templates`);
  await page.getByRole('link', { name: 'New Invoice template' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="name"]').fill('Classic');
  await expect(dialog.locator('input[name="theme_colour"]')).toHaveAttribute('type', 'color');
  await dialog.locator('input[name="footer_note"], textarea[name="footer_note"]').first().fill('Goods once sold are not returnable');
  await dialog.locator('input[name="prepared_by"]').fill('Nimal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Invoice template created successfully');
  await row(page, 'Classic').getByRole('button', { name: 'Logo' }).click();
  const logo = page.getByRole('dialog');
  await logo.getByTestId('logo-file').setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expectNotification(page, 'Logo upload failed');
  await logo.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expectNotification(page, 'Logo uploaded successfully');
  await expect(logo.getByTestId('logo-preview')).toBeVisible();
  await logo.getByRole('button', { name: 'Close' }).click();
  await look(page, join(ARTIFACTS, 'invoice-templates-en.png'));

  await page.goto(`/${user.slug}/invoices/create`);
  await pick(page, 'Customer', 'Walk', 'Walk-in Stores');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotification(page, 'Fill customer details and add items');
  await expect(page.getByText('Fill customer details and add items').first()).toBeVisible();
  // A field error of the server shows under its line's input.
  await page.getByLabel('Description 1').fill('Consulting');
  await page.getByLabel('Price 1').fill('100');
  await page.getByLabel('Quantity 1').fill('-1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotification(page, 'Invoice create failed');
  await expect(page.getByTestId('invoice-line-0').locator('.Mui-error').filter({ hasText: /quantity/i })).toBeVisible();

  // A draft goes to the deleted list, comes back, and is then deleted for good.
  const today = new Date().toISOString().slice(0, 10);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Draft Buyer' });
  const draft = (await apiSend(page, 'POST', '/api/invoices', {
    customer_id: customer.id,
    date: today,
    due_date: today,
    lines: [{ description: 'Consulting', price: '100', quantity: '2' }],
  }));
  const code = (await (await page.request.get(`/api/invoices/${draft.id}`)).json()) as { code: string };
  await page.goto(`/${user.slug}/invoices`);
  await confirmRowAction(page, code.code, 'Delete', 'Yes, delete it!');
  await expectNotification(page, 'Invoice deleted successfully');
  await page.getByRole('link', { name: 'Deleted List' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/invoices/restore$`));
  await confirmRowAction(page, code.code, 'Restore', 'Yes, Restore it!');
  await expectNotification(page, 'Invoice restored successfully');
  await page.getByRole('link', { name: 'Back to the list' }).first().click();
  await confirmRowAction(page, code.code, 'Delete', 'Yes, delete it!');
  await page.goto(`/${user.slug}/invoices/restore`);
  await confirmRowAction(page, code.code, 'Delete permanently', 'Yes, delete it!');
  await expectNotification(page, 'Invoice permanently deleted');
});
