import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiSend, expectNotification, row, rows } from './support/records';
import { registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirmedInvoice(page: Page, customerId: string, price: string): Promise<{ id: string; code: string }> {
  const invoice = (await apiSend(page, 'POST', '/api/invoices', {
    customer_id: customerId,
    date: '2026-11-01',
    due_date: '2026-11-30',
    lines: [{ description: 'Consulting', price, quantity: 1 }],
  })) as { id: string; code: string };
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`);
  return invoice;
}

/** A confirmed receipt of `paid` into the bank account (cash when none is given), applied to invoices as given; the rest is credit. */
async function confirmedReceipt(page: Page, customerId: string, paid: string, applied: { invoice_id: string; amount: string }[], accountId?: string): Promise<void> {
  const into = accountId ? { pay_type: 'Bank', account_id: accountId } : { pay_type: 'Cash' };
  const receipt = (await apiSend(page, 'POST', '/api/payments', { customer_id: customerId, date: '2026-11-05', ...into, paid_amount: paid, invoices: applied })) as { id: string };
  await apiSend(page, 'POST', `/api/payments/confirm/payment/${receipt.id}`);
}

/** A confirmed refund of part of one invoice: cash out of an account, or credit kept for the customer. */
async function confirmedRefund(page: Page, customerId: string, invoiceId: string, amount: string, accountId: string | null): Promise<{ id: string; code: string }> {
  const refund = (await apiSend(page, 'POST', '/api/payments/refunds', {
    customer_id: customerId,
    date: '2026-11-08',
    refund_type: accountId ? 'Cash Refund' : 'Credit Refund',
    account_id: accountId,
    invoices: [{ invoice_id: invoiceId, amount }],
  })) as { id: string; code: string };
  await apiSend(page, 'POST', `/api/payments/confirm/refund/${refund.id}`);
  return refund;
}

const invoiceStatus = async (page: Page, id: string) => ((await (await page.request.get(`/api/invoices/${id}`)).json()) as { status: string }).status;

test('a receipt against two invoices pays one and part of the other, the rest is credit; a refund; en and si', async ({ page }) => {
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders' });
  await apiSend(page, 'POST', '/api/bank-accounts', { name: 'BOC Current' });
  const first = await confirmedInvoice(page, customer.id, '1000');
  const second = await confirmedInvoice(page, customer.id, '800');

  await page.goto(`/${user.slug}/payments/create`);
  await pick(page, 'Customer', 'Lanka', 'Lanka Traders');
  await choose(page, 'Pay type', 'Cheque');
  await choose(page, 'Account', 'BOC Current');
  await page.getByLabel('Cheque number').fill('004512');
  await page.getByLabel('Paid amount').fill('1500');
  await page.getByLabel(`Amount applied ${first.code}`).fill('1000');
  await page.getByLabel(`Amount applied ${second.code}`).fill('300');
  await expect(page.getByTestId('total-applied')).toHaveText('1,300.00');
  await expect(page.getByTestId('over-payment')).toHaveText('200.00');
  await look(page, join(ARTIFACTS, 'receipt-editor-en.png'));

  await page.getByRole('button', { name: 'Save and confirm' }).click();
  await expectNotification(page, 'Receipt confirmed successfully');
  await expect(page.getByTestId('payment-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('receipt-read-only')).toBeVisible();
  const receiptId = page.url().split('/').pop() ?? '';
  expect(await invoiceStatus(page, first.id)).toBe('paid');
  expect(await invoiceStatus(page, second.id)).toBe('partial');
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/api/payments/print/${receiptId}?locale=en`);

  await page.goto(`/${user.slug}/customers/${customer.id}`);
  await page.getByTestId('customer-documents').getByRole('tab', { name: 'Receipts' }).click();
  await expect(page.getByTestId('customer-payments')).toContainText('RCT-000001');

  // A cash refund of part of the first invoice.
  await page.goto(`/${user.slug}/payments/refunds/create`);
  await pick(page, 'Customer', 'Lanka', 'Lanka Traders');
  // Out of the account the cheque was paid into: the cash box holds nothing.
  await choose(page, 'Account', 'BOC Current');
  await page.getByLabel(`Refund amount ${first.code}`).fill('1000.01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId(`allocation-${first.code}`)).toContainText('The refund may not exceed the paid amount of 1000.00.');
  await page.getByLabel(`Refund amount ${first.code}`).fill('100');
  await expect(page.getByTestId('total-refund')).toHaveText('100.00');
  await page.getByLabel('Note', { exact: true }).fill('One carton returned damaged');
  await look(page, join(ARTIFACTS, 'refund-editor-en.png'));
  await page.getByRole('button', { name: 'Save and confirm' }).click();
  await expectNotification(page, 'Refund confirmed successfully');
  await expect(page.getByTestId('payment-status')).toHaveText('Confirmed');
  // The note is kept with the refund and shown again, read-only, once it is confirmed.
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('One carton returned damaged');
  await expect(page.getByLabel('Note', { exact: true })).toBeDisabled();
  const refundId = page.url().split('/').pop() ?? '';
  expect(((await (await page.request.get(`/api/payments/refunds/${refundId}`)).json()) as { note: string }).note).toBe('One carton returned damaged');
  expect(await invoiceStatus(page, first.id)).toBe('refund');
  // The list shows each invoice's state (the first was Paid before its refund: first-day.spec.ts shows Paid).
  await page.goto(`/${user.slug}/invoices`);
  await expect(row(page, first.code).getByTestId('invoice-status')).toHaveText('Refund');
  await expect(row(page, second.code).getByTestId('invoice-status')).toHaveText('Partial');

  await page.goto(`/si/${user.slug}/payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'රිසිට්පත්' })).toBeVisible();
  await expect(row(page, 'RCT-000001').getByTestId('payment-status')).toHaveText('තහවුරු කළ');
  await expect(row(page, 'RCT-000001')).toContainText('1,500.00');
  await expect(row(page, 'RCT-000001')).toContainText('200.00');
  await look(page, join(ARTIFACTS, 'payments-list-si.png'));
  await page.goto(`/si/${user.slug}/payments/${receiptId}`);
  await expect(page.getByTestId('receipt-read-only')).toBeVisible();
  await look(page, join(ARTIFACTS, 'receipt-editor-si.png'));
  await page.goto(`/si/${user.slug}/payments/refunds/${refundId}`);
  await expect(page.getByTestId('refund-read-only')).toBeVisible();
  await expect(page.getByLabel('විස්තරය', { exact: true })).toHaveValue('One carton returned damaged');
  await look(page, join(ARTIFACTS, 'refund-editor-si.png'));
  await page.goto(`/si/${user.slug}/payments/refunds`);
  await expect(row(page, 'RFD-000001')).toContainText('මුදල් ආපසු ගෙවීම');
  await look(page, join(ARTIFACTS, 'payments-refunds-si.png'));
});

test('deleting a confirmed refund, then the receipt it refunded, reverses both: the invoices owe again', async ({ page }) => {
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders' });
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { name: 'BOC Current' });
  const first = await confirmedInvoice(page, customer.id, '1000');
  const second = await confirmedInvoice(page, customer.id, '800');
  await confirmedReceipt(
    page,
    customer.id,
    '1500',
    [
      { invoice_id: first.id, amount: '1000' },
      { invoice_id: second.id, amount: '300' },
    ],
    bank.id,
  );
  // Paid back out of the account the money came into: an account never pays out what it has not received.
  await confirmedRefund(page, customer.id, first.id, '100', bank.id);
  expect(await invoiceStatus(page, first.id)).toBe('refund');
  await page.goto(`/${user.slug}/payments/refunds`);
  await row(page, 'RFD-000001').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Yes/ }).click();
  await expectNotification(page, 'Refund deleted successfully');
  expect(await invoiceStatus(page, first.id)).toBe('paid');
  await page.goto(`/${user.slug}/payments`);
  await row(page, 'RCT-000001').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Yes/ }).click();
  await expectNotification(page, 'Receipt deleted successfully');
  expect(await invoiceStatus(page, first.id)).toBe('due');
  expect(await invoiceStatus(page, second.id)).toBe('due');
  await page.goto(`/${user.slug}/payments/deleted-list`);
  await expect(row(page, 'RCT-000001').getByTestId('payment-status')).toHaveText('Reversed');
  // The ledger knows it: it can come back to the list but never be purged.
  await expect(row(page, 'RCT-000001').getByRole('button', { name: 'Restore', exact: true })).toBeVisible();
  await expect(row(page, 'RCT-000001').getByRole('button', { name: 'Delete permanently', exact: true })).toHaveCount(0);
  await look(page, join(ARTIFACTS, 'payments-deleted-en.png'));
});

test('a confirmed refund prints and mails; the refunds list exports what it shows; en and si', async ({ page }) => {
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Kandy Stores', email: 'kandy@example.test' });
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { name: 'Sampath Current' });
  const invoice = await confirmedInvoice(page, customer.id, '900');
  await confirmedReceipt(page, customer.id, '900', [{ invoice_id: invoice.id, amount: '900' }], bank.id);
  const cash = await confirmedRefund(page, customer.id, invoice.id, '120.50', bank.id);
  await confirmedRefund(page, customer.id, invoice.id, '80', null);

  await page.goto(`/${user.slug}/payments/refunds/${cash.id}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Confirmed');
  const print = page.getByRole('link', { name: 'Print' });
  await expect(print).toHaveAttribute('href', `/api/payments/refunds/print/${cash.id}?locale=en`);
  const pdf = await page.request.get((await print.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await expectNotification(page, 'Email queued');
  await look(page, join(ARTIFACTS, 'payments-refund-share-en.png'));

  await page.goto(`/${user.slug}/payments/refunds`);
  await expect(row(page, cash.code)).toContainText('120.50');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const onScreen = (await rows(page).allTextContents()).map(refundsCode);
  const inSheet = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
  expect(inSheet).toEqual(onScreen.filter((code) => code !== ''));
  const cashRow = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2)).find((r) => r.getCell(1).value === cash.code);
  expect(cashRow?.getCell(6).value).toBe(120.5);
  expect(cashRow?.getCell(5).value).toBe('Sampath Current');

  await page.goto(`/si/${user.slug}/payments/refunds/${cash.id}`);
  await expect(page.getByRole('link', { name: /මුද්‍රණය/ })).toHaveAttribute('href', `/api/payments/refunds/print/${cash.id}?locale=si`);
  await look(page, join(ARTIFACTS, 'payments-refund-share-si.png'));
});

/** The refund code a list row starts with (RFD-000001). */
function refundsCode(text: string): string {
  return /RFD-\d{6}/.exec(text)?.[0] ?? '';
}

