import { expect, test, type Page } from '@playwright/test';
import { apiSend, expectNotification } from './support/records';
import { registerViaApi } from './support/workspace';
import { businessDay } from './support/dates';
import { look } from './support/look';

async function billOf(page: Page, id: string): Promise<{ paid: string; due: string; status: string }> {
  const response = await page.request.get(`/api/bills/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { paid: string; due: string; status: string };
}

test('a debit note sends goods of a bill back to the supplier and its credit is applied to the bill; in Sinhala too', async ({ page }) => {
  const user = await registerViaApi(page);
  const supplier = await apiSend(page, 'POST', '/api/suppliers', { name: 'Lanka Tea Traders', type: 'Local Vendor' });
  const tea = await apiSend(page, 'POST', '/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '5' });
  const bill = (await apiSend(page, 'POST', '/api/bills?confirm=true', {
    supplier_id: supplier.id,
    bill_number: 'LTT-7',
    date: businessDay(),
    lines: [{ product_id: tea.id, description: 'Tea cartons', quantity: '10', unit_cost: '110' }],
  })) as { id: string; code: string };

  // From the confirmed bill: its lines, and how much of each goes back.
  await page.goto(`/${user.slug}/bills/${bill.id}`);
  await page.getByRole('link', { name: 'Debit note', exact: true }).click();
  await expect(page.getByTestId('debit-note-returns')).toContainText('Tea 100g · Tea cartons');
  await expect(page.getByTestId('debit-note-bill')).toHaveValue(bill.id);
  await page.getByLabel('Return Tea 100g', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Save & confirm' }).click();
  await expectNotification(page, 'Debit note confirmed successfully');
  await expect(page).toHaveURL(/\/debit-notes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Debit note DN-000001/ })).toBeVisible();
  await expect(page.getByTestId('debit-note-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('debit-note-grand_total')).toHaveText('440.00');

  // Applied to the bill: the bill's balance shows it paid in part.
  await page.getByTestId('debit-note-apply-bill').locator('..').click();
  await page.getByRole('option', { name: `${bill.code} · 1,100.00` }).click();
  await page.getByLabel('Amount', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectNotification(page, /Debit note updated successfully/);
  expect(await billOf(page, bill.id)).toMatchObject({ paid: '300.00', due: '800.00', status: 'partial' });

  // Part of it taken back off the bill: the bill owes it again; more than stands there is refused on the field.
  await page.getByTestId('debit-note-unapply-bill').locator('..').click();
  await page.getByRole('option', { name: `${bill.code} · 300.00` }).click();
  await page.getByLabel('Amount to take back', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Take back', exact: true }).click();
  await expect(page.getByTestId('debit-note-unapply').getByText('Only 300.00 of this debit note is applied to the bill.')).toBeVisible();
  await page.getByLabel('Amount to take back', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Take back', exact: true }).click();
  await expectNotification(page, /Debit note updated successfully/);
  expect(await billOf(page, bill.id)).toMatchObject({ paid: '200.00', due: '900.00', status: 'partial' });
  await page.getByTestId('debit-note-unapply-bill').locator('..').click();
  await expect(page.getByRole('option', { name: `${bill.code} · 200.00` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Printed and mailed to the supplier as an invoice is to its customer.
  const note = page.url().split('/').at(-1) ?? '';
  const print = page.getByRole('link', { name: 'Print' });
  await expect(print).toHaveAttribute('href', `/api/debit-notes/print/${note}?locale=en`);
  const pdf = await page.request.get((await print.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText("Leave empty to send to the supplier's email address.");
  await page.getByLabel('To', { exact: true }).fill('orders@lankatea.test');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectNotification(page, 'Email queued');
  await look(page, 'tests/e2e/artifacts/debit-note-en.png');

  // In Sinhala: the menu, the list and the note.
  await page.goto(`/si/${user.slug}/dashboard`);
  await page.getByRole('menuitem', { name: 'හර පත්‍ර', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'හර පත්‍ර' })).toBeVisible();
  await expect(page.getByRole('row', { name: /DN-000001/ })).toContainText('තහවුරු කළ');
  await page.getByRole('row', { name: /DN-000001/ }).getByRole('cell').first().click();
  await expect(page.getByText('ආපසු යවන භාණ්ඩ')).toBeVisible();
  await expect(page.getByText('බිලකට යොදන්න')).toBeVisible();
  await expect(page.getByText('බිලකින් ආපසු ගන්න')).toBeVisible();
  await expect(page.getByRole('link', { name: 'මුද්‍රණය කරන්න' })).toHaveAttribute('href', `/api/debit-notes/print/${note}?locale=si`);
  await page.getByRole('button', { name: 'විද්‍යුත් තැපෑල', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('හර පත්‍රය විද්‍යුත් තැපෑලෙන් යවන්න');
  await look(page, '/tmp/debit-note-email-si.png');
  await page.keyboard.press('Escape');
  await look(page, 'tests/e2e/artifacts/debit-note-si.png');
});
