import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillIn } from '../../libs/domain/src/shared/domain-error';
import { LABELS_SI, REFUSALS_SI } from '../../apps/admin/src/i18n/refusals.si';
import type { RefusalTranslation } from '../../apps/admin/src/i18n/refusals/translations';
import { ARTIFACTS } from './support/paths';
import { apiSend, expectNotification, row } from './support/records';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

const TEMPLATE = { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' };

/** What the Sinhala catalogue says for `code`, as the admin fills it in. */
function sinhala(code: keyof typeof REFUSALS_SI, params: Record<string, string> = {}): { message: string; title?: string } {
  const text: RefusalTranslation = REFUSALS_SI[code];
  const filled = { ...params, ...(params.label ? { label: LABELS_SI[params.label] ?? params.label } : {}) };
  return typeof text === 'string' ? { message: fillIn(text, filled) } : { message: fillIn(text.message, filled), title: fillIn(text.title, filled) };
}

/** Picks an account by name; the options show its balance after it. */
async function chooseAccount(page: Page, label: string, account: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${account} \\(`) }).click();
}

test('refusals a new user meets read in Sinhala on /si: an empty invoice, deleting a confirmed one, an empty voucher and receipt, a transfer over the balance', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/invoice-templates', TEMPLATE);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders' });
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'HNB Savings', balance: '0' });
  const today = new Date().toISOString().slice(0, 10);
  const invoices = async () => ((await (await page.request.get('/api/invoices')).json()) as unknown[]).length;

  // Save & Confirm of an empty invoice: refused in Sinhala, and no draft is left behind.
  await page.goto(`/si/${user.slug}/invoices/create`);
  await page.getByRole('button', { name: 'සුරකින්න සහ තහවුරු කරන්න' }).click();
  const empty = sinhala('invoicing.customer-and-items-required').message;
  await expectNotification(page, empty);
  expect(await invoices()).toBe(0);
  await look(page, join(ARTIFACTS, 'refusal-invoice-si.png'));

  // Deleting a confirmed invoice: the Sinhala title over the Sinhala message.
  const confirmed = await apiSend(page, 'POST', '/api/invoices', {
    customer_id: customer.id,
    date: today,
    due_date: today,
    lines: [{ description: 'Consulting', price: '100', quantity: '1' }],
  });
  const { code } = (await (await page.request.get(`/api/invoices/${confirmed.id}`)).json()) as { code: string };
  await apiSend(page, 'POST', `/api/invoices/confirm/${confirmed.id}`);
  await page.goto(`/si/${user.slug}/invoices`);
  await row(page, code).getByRole('button', { name: 'මකන්න', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ඔව්, එය මකන්න!' }).click();
  const undeletable = sinhala('invoicing.invoice-cannot-be-deleted');
  await expectNotification(page, undeletable.title ?? '');
  await expectNotification(page, undeletable.message);
  await look(page, join(ARTIFACTS, 'refusal-delete-invoice-si.png'));

  // An empty voucher: the supplier is named in Sinhala.
  await page.goto(`/si/${user.slug}/vouchers/create`);
  await page.getByRole('button', { name: 'සුරකින්න', exact: true }).click();
  await expect(page.getByText(sinhala('validation.required', { label: 'supplier' }).message).first()).toBeVisible();
  await look(page, join(ARTIFACTS, 'refusal-voucher-si.png'));

  // An empty receipt: the customer is named in Sinhala.
  await page.goto(`/si/${user.slug}/payments/create`);
  await page.getByRole('button', { name: 'සුරකින්න', exact: true }).click();
  await expect(page.getByText(sinhala('validation.required', { label: 'customer' }).message).first()).toBeVisible();

  // A transfer over the balance of the account it leaves.
  await page.goto(`/si/${user.slug}/transactions`);
  await page.getByRole('button', { name: 'නව මාරු කිරීම' }).click();
  await chooseAccount(page, 'ගිණුමෙන්', 'BOC Current');
  await chooseAccount(page, 'ගිණුමට', 'HNB Savings');
  await page.getByLabel('වටිනාකම').fill('6000');
  await page.getByRole('button', { name: 'සුරකින්න', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(sinhala('cashbook.overdrawn', { available: '5000.00' }).message)).toBeVisible();
  await look(page, join(ARTIFACTS, 'refusal-transfer-si.png'));
});
