import { expect, test, type Page } from '@playwright/test';
import { apiSend, expectNotification, row } from './support/records';
import { newAccount, operator, registerViaApi, signInViaApi } from './support/workspace';
import { look } from './support/look';

async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** A workspace with what a bill picks from, made through the API: none of it is what this spec is about. */
async function arrange(page: Page) {
  const user = await registerViaApi(page);
  const supplier = await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  await apiSend(page, 'POST', '/api/products', { name: 'Widget', type: 'Stockable', selling_price: '250.00', unit_cost: '100.00' });
  await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Transport', type: 'Cost of Sales' });
  await apiSend(page, 'POST', '/api/taxes', { name: 'Value added tax', rate: '18', abbreviation: 'VAT' });
  return { user, supplier };
}

test('a bill for stock and an expense with input tax, saved and confirmed in one step: due in the list with its totals; an Audit user only reads; in Sinhala too', async ({ page, browser }) => {
  const { user, supplier } = await arrange(page);

  await page.goto(`/${user.slug}/dashboard`);
  await page.getByRole('menuitem', { name: 'Bills', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
  await page.getByRole('link', { name: 'New Bill' }).first().click();
  await expect(page.getByTestId('bill-attachment-later')).toBeVisible();

  await pick(page, 'Supplier', 'Perera', 'Perera Stationers');
  await page.getByLabel('Bill number', { exact: true }).fill('INV-7781');
  await pick(page, 'Item 1', 'Wid', 'Widget');
  // The product's last cost is where the line starts; the supplier's price replaces it.
  await expect(page.getByLabel('Unit cost 1', { exact: true })).toHaveValue('100.00');
  await page.getByLabel('Quantity 1', { exact: true }).fill('10');
  await page.getByLabel('Unit cost 1', { exact: true }).fill('120.50');
  await page.getByRole('button', { name: 'Add a line' }).click();
  // One picker offers both: a product into stock, or an expense category.
  await pick(page, 'Item 2', 'Trans', 'Transport');
  await expect(page.getByLabel('Quantity 2', { exact: true })).toHaveCount(0);
  await page.getByLabel('Description 2', { exact: true }).fill('Delivery to the shop');
  await page.getByLabel('Expense amount 2', { exact: true }).fill('2500');
  await choose(page, 'Input tax 2', /Value added tax/);

  // Live, before anything is saved: 10 × 120.50 = 1,205.00; 2,500.00 with 18% = 450.00.
  await expect(page.getByTestId('bill-line-amount-0')).toHaveText('1,205.00');
  await expect(page.getByTestId('bill-line-total-1')).toHaveText('2,950.00');
  await expect(page.getByTestId('bill-total-sub_total')).toHaveText('3,705.00');
  await expect(page.getByTestId('bill-total-tax_total')).toHaveText('450.00');
  await expect(page.getByTestId('bill-total-grand_total')).toHaveText('4,155.00');
  await look(page, '/tmp/bills-editor-draft-en.png');

  await page.getByRole('button', { name: 'Save & Confirm' }).click();
  await expectNotification(page, 'Bill confirmed successfully');
  await expect(page).toHaveURL(/\/bills\/[0-9a-f-]{36}$/);
  const billId = page.url().split('/').at(-1) as string;
  await expect(page.getByTestId('bill-status')).toHaveText('Due');
  await expect(page.getByTestId('bill-payments-none')).toBeVisible();
  await expect(page.getByTestId('bill-read-only')).toBeVisible();
  await expect(page.getByTestId('bill-total-due')).toHaveText('4,155.00');
  await expect(page.getByRole('button', { name: 'Save & Confirm' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reverse' })).toBeVisible();
  await look(page, '/tmp/bills-editor-en.png');
  const printed = await page.request.get((await page.getByRole('link', { name: 'Print' }).getAttribute('href')) ?? '');
  expect(printed.headers()['content-type']).toContain('application/pdf');

  await page.getByRole('button', { name: 'Back to the list' }).click();
  const bill = row(page, 'INV-7781');
  await expect(bill).toContainText('Perera Stationers');
  await expect(bill).toContainText('BILL-');
  await expect(bill.getByTestId('bill-status')).toHaveText('Due');
  // Total and due, both the grand total: nothing is paid yet.
  await expect(bill.getByText('4,155.00')).toHaveCount(2);
  await look(page, '/tmp/bills-list-en.png');
  // Filtered by its supplier it stays; by another status it goes.
  await page.getByRole('button', { name: 'Filter' }).click();
  await choose(page, 'Supplier', 'Perera Stationers');
  await choose(page, 'Status', 'Due');
  await expect(bill).toBeVisible();
  await choose(page, 'Status', 'Paid');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(bill).toBeVisible();

  // An Audit user reads the list and the bill, and is offered nothing that changes them.
  await operator('set', user.slug, '--plan', '1');
  const audit = newAccount('audit');
  await operator('add-user', user.slug, '--email', audit.email, '--name', audit.name, '--password', audit.password, '--role', '2');
  const auditPage = await (await browser.newContext()).newPage();
  await signInViaApi(auditPage, audit.email, audit.password);
  await auditPage.goto(`/${user.slug}/bills`);
  await expect(row(auditPage, 'INV-7781').getByTestId('bill-status')).toHaveText('Due');
  await expect(auditPage.getByRole('link', { name: 'New Bill' })).toHaveCount(0);
  await expect(row(auditPage, 'INV-7781').getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await expect(row(auditPage, 'INV-7781').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await row(auditPage, 'INV-7781').getByRole('link', { name: 'View' }).click();
  await expect(auditPage.getByTestId('bill-total-grand_total')).toHaveText('4,155.00');
  await expect(auditPage.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await expect(auditPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The same list and bill in Sinhala.
  await page.goto(`/si/${user.slug}/bills`);
  await expect(page.getByRole('heading', { level: 1, name: 'බිල්පත්' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'බිල්පත්', exact: true })).toBeVisible();
  await expect(row(page, 'INV-7781').getByTestId('bill-status')).toHaveText('ගෙවිය යුතු');
  await expect(page.getByRole('columnheader', { name: 'බිල්පත් අංකය' })).toBeVisible();
  await look(page, '/tmp/bills-list-si.png');
  await row(page, 'INV-7781').getByRole('link').first().click();
  await expect(page.getByTestId('bill-total-grand_total')).toHaveText('4,155.00');
  await expect(page.getByText('ආදාන බද්ද').first()).toBeVisible();
  await look(page, '/tmp/bills-editor-si.png');

  // A voucher pays 1,000.00 of it (made through the API: paying is the voucher screen's): partly paid, the rest due.
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  // Paid on the bill's own date: the business day, in the workspace's time zone.
  const { date } = (await (await page.request.get(`/api/bills/${billId}`)).json()) as { date: string };
  await apiSend(page, 'POST', '/api/vouchers?confirm=true', {
    supplier_id: supplier.id,
    date,
    pay_type: 'Bank',
    account_id: bank.id,
    amount: '1000.00',
    bills: [{ bill_id: billId, amount: '1000.00' }],
  });
  // Read in Sinhala on the bill: the list shows the same status chip (BillStatusChip).
  await page.goto(`/si/${user.slug}/bills/${billId}`);
  await expect(page.getByTestId('bill-status')).toHaveText('අර්ධ වශයෙන් ගෙවූ');
  await expect(page.getByTestId('bill-total-paid')).toHaveText('1,000.00');
  await expect(page.getByTestId('bill-total-due')).toHaveText('3,155.00');
  await expect(page.getByTestId('bill-payment')).toHaveCount(1);
  await expect(page.getByTestId('bill-payment')).toContainText('BOC Current');
  await look(page, '/tmp/bills-paid-si.png');
  await page.getByTestId('bill-payment').getByRole('link').click();
  await expect(page).toHaveURL(/\/si\/[\w-]+\/vouchers\/[0-9a-f-]{36}$/);
});

test('a bill’s refusals stand on its fields in the user’s language, and a draft is deleted and restored from the deleted list', async ({ page }) => {
  const { user } = await arrange(page);
  await page.goto(`/${user.slug}/bills/create`);
  await pick(page, 'Supplier', 'Perera', 'Perera Stationers');
  await page.getByLabel('Bill number', { exact: true }).fill('INV-1');
  await pick(page, 'Item 1', 'Wid', 'Widget');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectNotification(page, 'Bill created successfully');
  await expect(page).toHaveURL(/\/bills\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bill-status')).toHaveText('Pending');
  await page.getByLabel('Attach a file').setInputFiles({ name: 'supplier-inv-1.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 supplier bill') });
  await expect(page.getByTestId('bill-attachment-link')).toHaveText('supplier-inv-1.pdf');
  expect(await (await page.request.get(`/api/bills/attachment/${page.url().split('/').at(-1)}`)).text()).toBe('%PDF-1.4 supplier bill');

  // The same supplier's number again is refused under the field, in Sinhala on the Sinhala screen.
  await page.goto(`/si/${user.slug}/bills/create`);
  await pick(page, 'සැපයුම්කරු', 'Perera', 'Perera Stationers');
  await page.getByLabel('බිල්පත් අංකය', { exact: true }).fill('INV-1');
  await pick(page, 'අයිතමය 1', 'Wid', 'Widget');
  await page.getByRole('button', { name: 'කෙටුම්පත සුරකින්න' }).click();
  const numberField = page.getByLabel('බිල්පත් අංකය', { exact: true });
  await expect(numberField).toHaveAttribute('aria-invalid', 'true');
  const refusal = page.locator('#' + ((await numberField.getAttribute('aria-describedby')) ?? 'none'));
  await expect(refusal).toHaveText(/[\u0D80-\u0DFF]/);
  await look(page, '/tmp/bills-refusal-si.png');

  // The pending one is deleted from its row and comes back from the deleted list.
  await page.goto(`/${user.slug}/bills`);
  await row(page, 'INV-1').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expectNotification(page, 'Bill deleted successfully');
  await page.getByRole('link', { name: 'Deleted List' }).click();
  await row(page, 'INV-1').getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Yes, Restore it!/i }).click();
  await expectNotification(page, /restored/i);
});
