import { expect, test, type Page } from '@playwright/test';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';
import { businessDay } from './support/dates';
import { look } from './support/look';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}


/** A bill's view as the API answers it (where the bill stands after the voucher). */
async function billOf(page: Page, id: string): Promise<{ status: string; paid: string; due: string }> {
  const response = await page.request.get(`/api/bills/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { status: string; paid: string; due: string };
}

/** A confirmed bill of one expense line, through the API: the voucher is what this spec is about. */
async function confirmedBill(page: Page, supplierId: string, categoryId: string, number: string, date: string, total: string) {
  const bill = await apiSend(page, 'POST', '/api/bills?confirm=true', {
    supplier_id: supplierId,
    bill_number: number,
    date,
    note: null,
    lines: [{ product_id: null, expense_category_id: categoryId, description: 'Goods', quantity: '1', unit_cost: total, tax_id: null }],
  });
  return bill as { id: string; code: string };
}

test('a voucher pays the oldest bill in part: the over-payment shows as supplier credit, the bill is partial and the dashboard shows what is still owed; in Sinhala too', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  const supplier = await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor' });
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  const category = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Stock purchases', type: 'Cost of Sales' });
  const older = await confirmedBill(page, supplier.id, category.id, 'PW-1', businessDay(-10), '1000.00');
  const newer = await confirmedBill(page, supplier.id, category.id, 'PW-2', businessDay(-2), '500.00');

  await page.goto(`/${user.slug}/vouchers/create`);
  await expect(page.getByText('Choose a supplier to see the bills this voucher can pay.')).toBeVisible();
  await choose(page, 'Supplier', 'Perera Wholesale');
  await choose(page, 'Pay type', 'Bank');
  await choose(page, 'From account', 'BOC Current');
  const bills = page.getByTestId('voucher-bills');
  await expect(bills.getByTestId(`allocation-${older.code} · PW-1`)).toContainText('1,000.00');
  await expect(bills.getByTestId(`allocation-${newer.code} · PW-2`)).toBeVisible();

  // More than the bills owe: both paid in full, oldest first, the rest kept as the supplier's credit.
  await page.getByLabel('Amount paid on bills', { exact: true }).fill('1600');
  await expect(page.getByLabel(`Pay ${older.code} · PW-1`, { exact: true })).toHaveValue('1000.00');
  await expect(page.getByLabel(`Pay ${newer.code} · PW-2`, { exact: true })).toHaveValue('500.00');
  await expect(page.getByTestId('voucher-over-payment')).toHaveText('100.00');
  await expect(page.getByTestId('voucher-total')).toContainText('1,600.00');
  await look(page, '/tmp/supplier-payments-over-en.png');

  // Part of the oldest bill only.
  await page.getByLabel('Amount paid on bills', { exact: true }).fill('700');
  await expect(page.getByLabel(`Pay ${older.code} · PW-1`, { exact: true })).toHaveValue('700.00');
  await expect(page.getByLabel(`Pay ${newer.code} · PW-2`, { exact: true })).toHaveValue('');
  await expect(page.getByTestId('voucher-over-payment')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /VOU-000001 · Pending/ })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /VOU-000001 · Confirmed/ })).toBeVisible();
  await expect(page.getByTestId('voucher-bills').getByTestId(`allocation-${older.code} · PW-1`)).toContainText('700.00');
  await look(page, '/tmp/supplier-payments-confirmed-en.png');

  expect(await billOf(page, older.id)).toMatchObject({ status: 'partial', paid: '700.00', due: '300.00' });
  expect(await billOf(page, newer.id)).toMatchObject({ status: 'due', due: '500.00' });

  // The dashboard's payables due: what the two bills still owe today.
  await page.goto(`/${user.slug}/dashboard`);
  await expect(page.getByTestId('dashboard-figures')).toContainText('Payables due');
  await expect(page.getByTestId('dashboard-payables')).toHaveText('800.00');
  await look(page, '/tmp/supplier-payments-dashboard-en.png');

  // In Sinhala: the supplier's open bills under Sinhala headings, the over-payment as credit.
  await page.goto(`/si/${user.slug}/vouchers/create`);
  await choose(page, 'සැපයුම්කරු', 'Perera Wholesale');
  await expect(page.getByText('ගෙවන බිල්පත්')).toBeVisible();
  await expect(page.getByTestId('voucher-bills').getByRole('columnheader', { name: 'තවමත් ගෙවිය යුතු' })).toBeVisible();
  await expect(page.getByTestId('voucher-bills').getByTestId(`allocation-${newer.code} · PW-2`)).toBeVisible();
  await page.getByLabel('බිල්පත්වලට ගෙවන මුදල', { exact: true }).fill('850');
  await expect(page.getByTestId('voucher-over-payment')).toHaveText('50.00');
  await look(page, '/tmp/supplier-payments-si.png');
  await page.goto(`/si/${user.slug}/dashboard`);
  await expect(page.getByTestId('dashboard-figures')).toContainText('ගෙවිය යුතු බිල්පත්');
  await look(page, '/tmp/supplier-payments-dashboard-si.png');
});
