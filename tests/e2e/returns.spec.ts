import { expect, test, type Page } from '@playwright/test';
import { apiSend, expectNotification } from './support/records';
import { registerViaApi } from './support/workspace';
import { businessDay } from './support/dates';
import { look } from './support/look';

/** An invoice of the customer for `quantity` tea at 450, confirmed through the API: the credit note is what this spec is about. */
async function sold(page: Page, customerId: string, productId: string, quantity: string) {
  const today = businessDay();
  return (await apiSend(page, 'POST', '/api/invoices?confirm=true', {
    customer_id: customerId,
    date: today,
    due_date: today,
    lines: [{ product_id: productId, quantity, price: '450' }],
  })) as { id: string; code: string };
}

async function invoiceOf(page: Page, id: string): Promise<{ paid: string; due: string; status: string }> {
  const response = await page.request.get(`/api/invoices/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { paid: string; due: string; status: string };
}

test('a credit note returns one line of an invoice into stock and is spent on another invoice; a paid bill offers no Reverse; the stock movements name both; in Sinhala too', async ({ page }) => {
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Stores' });
  const tea = await apiSend(page, 'POST', '/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '20' });
  const first = await sold(page, customer.id, tea.id, '3');
  const second = await sold(page, customer.id, tea.id, '1');

  // From the confirmed invoice: its lines, and how much of each comes back.
  await page.goto(`/${user.slug}/invoices/${first.id}`);
  await page.getByRole('link', { name: 'Credit note', exact: true }).click();
  await expect(page.getByTestId('credit-note-returns')).toContainText('Tea 100g');
  await expect(page.getByTestId('credit-note-invoice')).toHaveValue(first.id);
  await page.getByLabel('Return Tea 100g', { exact: true }).fill('1');
  await look(page, '/tmp/shots-returns/credit-note-new-en.png');
  await page.getByRole('button', { name: 'Save & confirm' }).click();
  await expectNotification(page, 'Credit note confirmed successfully');
  await expect(page).toHaveURL(/\/credit-notes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Credit note CN-000001/ })).toBeVisible();
  await expect(page.getByTestId('credit-note-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('credit-note-grand_total')).toHaveText('450.00');

  // Spent on the other invoice: it is paid by the customer's credit.
  await page.getByTestId('credit-note-apply-invoice').locator('..').click();
  await page.getByRole('option', { name: `${second.code} · 450.00` }).click();
  await page.getByLabel('Amount', { exact: true }).fill('450');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectNotification(page, /Credit note updated successfully/);
  expect(await invoiceOf(page, second.id)).toMatchObject({ paid: '450.00', due: '0.00', status: 'paid' });
  await look(page, '/tmp/shots-returns/credit-note-confirmed-en.png');

  // Printed and mailed as invoices are: the server's PDF, and a mail queued to the address given.
  const note = page.url().split('/').at(-1) ?? '';
  const print = page.getByRole('link', { name: 'Print' });
  await expect(print).toHaveAttribute('href', `/api/credit-notes/print/${note}?locale=en`);
  const pdf = await page.request.get((await print.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Email the credit note');
  await page.getByLabel('To', { exact: true }).fill('perera@example.test');
  await look(page, '/tmp/shots-returns/credit-note-email-en.png');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectNotification(page, 'Email queued');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

  // Part of it taken back off the invoice: it owes that again; more than stands there is refused on the field.
  await page.getByTestId('credit-note-unapply-invoice').locator('..').click();
  await page.getByRole('option', { name: `${second.code} · 450.00` }).click();
  await page.getByLabel('Amount to take back', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Take back', exact: true }).click();
  await expect(page.getByTestId('credit-note-unapply').getByText('Only 450.00 of this credit note is applied to the invoice.')).toBeVisible();
  await page.getByLabel('Amount to take back', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Take back', exact: true }).click();
  await expectNotification(page, /Credit note updated successfully/);
  expect(await invoiceOf(page, second.id)).toMatchObject({ paid: '250.00', due: '200.00', status: 'partial' });
  await look(page, '/tmp/shots-returns/credit-note-unapplied-en.png');

  // A bill for stock, paid in part by a voucher: its page says why it cannot be reversed instead of offering it.
  const supplier = await apiSend(page, 'POST', '/api/suppliers', { name: 'Lanka Tea Traders', type: 'Local Vendor' });
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  const bill = await apiSend(page, 'POST', '/api/bills?confirm=true', {
    supplier_id: supplier.id,
    bill_number: 'LTT-1',
    date: businessDay(),
    note: null,
    lines: [{ product_id: tea.id, expense_category_id: null, description: null, quantity: '10', unit_cost: '110', tax_id: null }],
  });
  await apiSend(page, 'POST', '/api/vouchers?confirm=true', { supplier_id: supplier.id, date: businessDay(), pay_type: 'Bank', account_id: bank.id, amount: '500', bills: [{ bill_id: bill.id, amount: '500' }] });
  await page.goto(`/${user.slug}/bills/${bill.id}`);
  await expect(page.getByTestId('bill-read-only')).toHaveText('This bill is confirmed and in the books, so it can no longer be edited. Vouchers have paid it: delete them before reversing the bill.');
  await expect(page.getByRole('button', { name: 'Reverse' })).toHaveCount(0);

  // The stock movements name the return and the bill, each linking to its document.
  await page.goto(`/${user.slug}/reports/stock_logs`);
  await expect(page.getByRole('row', { name: /Customer return/ })).toContainText('CN-000001');
  await expect(page.getByRole('row', { name: /Supplier bill/ })).toContainText('BILL-000001');
  await look(page, '/tmp/shots-returns/stock-movements-en.png');

  // In Sinhala: the menu, the list and the note, and the movements' sources.
  await page.goto(`/si/${user.slug}/dashboard`);
  await page.getByRole('menuitem', { name: 'බැර පත්‍ර', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'බැර පත්‍ර' })).toBeVisible();
  await expect(page.getByRole('row', { name: /CN-000001/ })).toContainText('තහවුරු කළ');
  await page.getByRole('row', { name: /CN-000001/ }).getByRole('cell').first().click();
  await expect(page.getByText('ආපසු ලැබුණු භාණ්ඩ')).toBeVisible();
  await expect(page.getByText('ඉන්වොයිසියකට යොදන්න')).toBeVisible();
  await expect(page.getByText('ඉන්වොයිසියකින් ආපසු ගන්න')).toBeVisible();
  await expect(page.getByRole('link', { name: 'මුද්‍රණය කරන්න' })).toHaveAttribute('href', `/api/credit-notes/print/${note}?locale=si`);
  await page.getByRole('button', { name: 'විද්‍යුත් තැපෑල', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('බැර පත්‍රය විද්‍යුත් තැපෑලෙන් යවන්න');
  await look(page, '/tmp/shots-returns/credit-note-email-si.png');
  await page.keyboard.press('Escape');
  await look(page, '/tmp/shots-returns/credit-note-si.png');
  await page.goto(`/si/${user.slug}/bills/${bill.id}`);
  await expect(page.getByTestId('bill-read-only')).toContainText('බිල්පත ආපසු හැරවීමට පෙර ඒවා මකන්න');
  await page.goto(`/si/${user.slug}/reports/stock_logs`);
  await expect(page.getByRole('row', { name: /පාරිභෝගික ආපසු භාණ්ඩ/ })).toContainText('CN-000001');
  await expect(page.getByRole('row', { name: /සැපයුම්කරු බිල්පත/ })).toContainText('BILL-000001');
  await look(page, '/tmp/shots-returns/stock-movements-si.png');
});
