import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ARTIFACTS } from './support/paths';
import { apiSend, confirmRowAction, expectNotification, row } from './support/records';
import { registerViaApi } from './support/workspace';

test.describe.configure({ timeout: 60_000 });

test('a quotation made in the editor is converted into a linked pending invoice; the customer page lists both', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/quotation-templates', { name: 'Standard', theme_colour: '#1e6fd9', page_size: 'A4' });
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Ceylon Builders', contact_person: 'Sunil Fernando' });
  await apiSend(page, 'POST', '/api/products', { name: 'Consulting', type: 'Non-stockable', selling_price: '1500.00' });

  await page.goto(`/${user.slug}/quotations/create`);
  await expect(page.getByTestId('quotation-editor')).toBeVisible();
  await page.getByLabel('Customer', { exact: true }).fill('Ceylon');
  await page.getByRole('option', { name: 'Ceylon Builders' }).click();
  await expect(page.getByLabel('Contact person')).toHaveValue('Sunil Fernando');
  await expect(page.getByRole('checkbox', { name: 'Recurring invoice' })).toHaveCount(0);
  await page.getByLabel('Product 1', { exact: true }).fill('Consult');
  await page.getByRole('option', { name: 'Consulting' }).click();
  await page.getByLabel('Quantity 1').fill('2');
  await expect(page.getByTestId('total-grand_total')).toHaveText('3,000.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotification(page, 'Quotation created successfully');
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/quotations/[0-9a-f-]{36}$`));
  const id = page.url().split('/').pop() ?? '';
  await page.reload();
  await expect(page.getByTestId('quotation-status')).toHaveText('Pending');
  await page.screenshot({ path: join(ARTIFACTS, 'quotation-editor-en.png'), fullPage: true });
  await page.goto(`/si/${user.slug}/quotations/${id}`);
  await expect(page.getByTestId('quotation-status')).toHaveText('අපේක්ෂිත');
  await page.screenshot({ path: join(ARTIFACTS, 'quotation-editor-si.png'), fullPage: true });

  await page.goto(`/${user.slug}/quotations`);
  const code = ((await (await page.request.get(`/api/quotations/${id}`)).json()) as { code: string }).code;
  await expect(row(page, code)).toContainText('3,000.00');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('quotations.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets[0]?.getRow(2).values as unknown[]).toEqual(expect.arrayContaining([code, 'Ceylon Builders', 3000]));
  await page.goto(`/${user.slug}/quotations/${id}`);
  await page.getByRole('button', { name: 'Convert to invoice' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, convert it!' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/invoices/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('invoice-editor')).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Pending');
  await expect(page.getByTestId('total-grand_total')).toHaveText('3,000.00');
  const quotation = (await (await page.request.get(`/api/quotations/${id}`)).json()) as { status: string; invoice_id: string };
  expect(quotation.status).toBe('converted');
  expect(page.url()).toContain(quotation.invoice_id);

  await page.goto(`/${user.slug}/quotations`);
  await expect(row(page, code).getByTestId('quotation-status')).toHaveText('Converted');
  await page.screenshot({ path: join(ARTIFACTS, 'quotation-list-en.png'), fullPage: true });

  // The customer page lists the customer's invoices and quotations, each linking to its editor.
  await page.goto(`/${user.slug}/customers/${customer.id}`);
  const invoiceCode = ((await (await page.request.get(`/api/invoices/${quotation.invoice_id}`)).json()) as { code: string }).code;
  await expect(page.getByTestId('customer-invoices')).toContainText(invoiceCode);
  await page.getByRole('tab', { name: 'Quotations' }).click();
  await expect(page.getByTestId('customer-quotations').getByTestId('quotation-status')).toHaveText('Converted');
  await page.screenshot({ path: join(ARTIFACTS, 'customer-documents-en.png'), fullPage: true });
  await page.getByRole('link', { name: code }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/quotations/${id}$`));
  await expect(page.getByTestId('quotation-read-only')).toBeVisible();

  // A second quotation: reversed from the list, deleted, restored.
  const second = await apiSend(page, 'POST', '/api/quotations', {
    customer_id: customer.id,
    date: '2026-01-05',
    due_date: '2026-01-20',
    lines: [{ description: 'Site visit', price: '500.00', quantity: '1', discount_type: 'value', discount_value: '0' }],
  });
  const secondCode = ((await (await page.request.get(`/api/quotations/${second.id}`)).json()) as { code: string }).code;
  await page.goto(`/${user.slug}/quotations`);
  await confirmRowAction(page, secondCode, 'Reverse', 'Yes, reverse it!');
  await expectNotification(page, 'Quotation reversed successfully');
  await expect(row(page, secondCode).getByTestId('quotation-status')).toHaveText('Reversed');
  await confirmRowAction(page, secondCode, 'Delete', 'Yes, delete it!');
  await expectNotification(page, 'Quotation deleted successfully');
  await page.goto(`/${user.slug}/quotations/deleted-list`);
  await confirmRowAction(page, secondCode, 'Restore', 'Yes, restore it!');
  await expectNotification(page, /Quotation restored/);
});
