import { expect, test, type Page } from '@playwright/test';
import { apiSend, expectNotification } from './support/records';
import { businessDay } from './support/dates';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

const SHOTS = '/tmp/shots-tax';

/** The month before the business's today: the period the VAT return opens on. */
function lastMonth(): { from: string; to: string; day: (n: number) => string } {
  const today = businessDay();
  const end = new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: `${end.slice(0, 8)}01`, to: end, day: (n) => `${end.slice(0, 8)}${String(n).padStart(2, '0')}` };
}

async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function send(page: Page, url: string, data: object) {
  await page.request.get('/api/csrf-cookie');
  const cookie = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return page.request.post(url, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') } });
}

test('a VAT-registered business: its VAT number set, a tax invoice printed, the VAT return opened into its documents and filed, a back-dated invoice refused; Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  const period = lastMonth();
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Kandy Traders', address: '5 Peradeniya Road, Kandy', tin: '409876543' });
  const supplier = await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor' });
  const category = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' });
  const vat = await apiSend(page, 'POST', '/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' });

  // The business's tax identity, typed on Business Configuration: a malformed number is refused under its field.
  await page.goto(`/${user.slug}/settings/configuration/business-configuration`);
  await page.getByLabel('TIN', { exact: true }).fill('134567890');
  await page.getByLabel('VAT number', { exact: true }).fill('134567890');
  await page.getByLabel('VAT registered (invoices print as tax invoices)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('settings-document-configurations').getByText('The VAT number must be 9 digits followed by -7000, like 134567890-7000.')).toBeVisible();
  await page.getByLabel('VAT number', { exact: true }).fill('134567890-7000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, /updated successfully/);

  const invoice = async (day: number, price: string, treatment: string) =>
    apiSend(page, 'POST', '/api/invoices?confirm=true', {
      customer_id: customer.id,
      date: period.day(day),
      lines: [{ description: 'Ceylon tea 1kg', price, quantity: 1, tax_treatment: treatment }],
      tax_ids: [vat.id],
    });
  const taxed = await invoice(5, '10000', 'standard');
  await invoice(6, '4000', 'exempt');
  await apiSend(page, 'POST', '/api/bills?confirm=true', {
    supplier_id: supplier.id,
    bill_number: 'PW-1',
    date: period.day(7),
    note: null,
    lines: [{ product_id: null, expense_category_id: category.id, description: 'Freight', quantity: '1', unit_cost: '3000', tax_id: vat.id }],
  });
  const printed = await page.request.get(`/api/invoices/print/${taxed.id}?locale=en`);
  expect(printed.headers()['content-type']).toBe('application/pdf');

  // An invoice typed in the editor: a standard line priced with VAT in it and a zero-rated export.
  await page.goto(`/${user.slug}/invoices/create`);
  await pick(page, 'Customer', 'Kandy', 'Kandy Traders');
  await page.getByLabel('Date', { exact: true }).fill(period.day(8));
  await page.getByLabel('Description 1').fill('Tea for the shop');
  await page.getByLabel('Price 1').fill('1180');
  await page.getByLabel('Quantity 1').press('Enter');
  await page.getByLabel('Description 2').fill('Tea for export');
  await page.getByLabel('Price 2').fill('2000');
  await page.getByLabel('Tax 2').click();
  await page.getByRole('option', { name: 'Zero-rated' }).click();
  await pick(page, 'Taxes', 'VAT', /VAT/);
  await page.keyboard.press('Escape');
  // Prices exclude VAT until told: 1,000 + 180 … then 1,180 holds 180 of VAT; the export bears none.
  await expect(page.getByTestId('total-tax-VAT')).toHaveText('212.40');
  await page.getByLabel('Prices include tax').check();
  await expect(page.getByTestId('total-value_excluding_tax')).toHaveText('3,000.00');
  await expect(page.getByTestId('total-tax-VAT')).toHaveText('180.00');
  await expect(page.getByText(/^VAT \(18(\.00)?%\) included$/)).toBeVisible();
  await expect(page.getByTestId('total-grand_total')).toHaveText('3,180.00');
  await look(page, `${SHOTS}/invoice-zero-rated-en.png`);
  await page.getByRole('button', { name: 'Save & Confirm' }).click();
  await expectNotification(page, 'Invoice confirmed successfully');
  const typed = page.url().split('/').pop() ?? '';
  const typedPdf = await page.request.get(`/api/invoices/print/${typed}?locale=en`);
  expect(typedPdf.headers()['content-type']).toBe('application/pdf');

  await page.goto(`/${user.slug}/dashboard`);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByText('Reports').click();
  await menu.getByText('VAT Return').click();
  await expect(page.getByRole('heading', { level: 1, name: 'VAT Return' })).toBeVisible();
  const figures = page.getByTestId('vat-return');
  // 10,000 and 1,000 standard-rated with 1,800 + 180 of VAT; 2,000 zero-rated; 4,000 exempt; input tax 540.
  await expect(figures.locator('[data-line="taxableSupplies"]')).toContainText('11,000.00');
  await expect(figures.locator('[data-line="outputTax"]')).toContainText('1,980.00');
  await expect(figures.locator('[data-line="zeroRatedSupplies"]')).toContainText('2,000.00');
  await expect(figures.locator('[data-line="exemptSupplies"]')).toContainText('4,000.00');
  await expect(figures.locator('[data-line="inputTax"]')).toContainText('540.00');
  await expect(figures.locator('[data-line="netPayable"]')).toContainText('1,440.00');
  await figures.locator('[data-line="inputTax"]').getByRole('button', { name: '540.00' }).click();
  await expect(page.getByTestId('vat-return-document')).toHaveCount(1);
  await expect(page.getByTestId('vat-return-document')).toContainText('Bill');
  await expect(page.getByTestId('vat-return-document')).toContainText('3,000.00');
  await figures.locator('[data-line="zeroRatedSupplies"]').getByRole('button', { name: '2,000.00' }).click();
  await expect(page.getByTestId('vat-return-document')).toHaveCount(1);
  await expect(page.getByTestId('vat-return-document')).toContainText('Invoice INV-000003');
  await figures.locator('[data-line="outputTax"]').getByRole('button', { name: '1,980.00' }).click();
  await expect(page.getByTestId('vat-return-document')).toHaveCount(2);
  await expect(page.getByTestId('vat-return-document').filter({ hasText: 'Invoice INV-000001' })).toContainText('1,800.00');
  await look(page, `${SHOTS}/vat-return-en.png`);

  await page.getByRole('button', { name: 'File this return' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, `VAT return for ${period.from} to ${period.to} filed.`);
  await expect(page.getByTestId('vat-return-filed')).toContainText('Filed on');

  // A document with VAT dated in the filed period is refused; the period is closed for VAT.
  const backDated = await send(page, '/api/invoices?confirm=true', {
    customer_id: customer.id,
    date: period.day(20),
    lines: [{ description: 'Ceylon tea 1kg', price: '100', quantity: 1 }],
    tax_ids: [vat.id],
  });
  expect(backDated.status()).toBe(422);
  expect((await backDated.json()).code).toBe('tax.vat-period-filed');

  // The same in Sinhala: a line's treatment picked in the editor, its live totals, and the return.
  await page.goto(`/si/${user.slug}/invoices/create`);
  await page.getByLabel('විස්තරය 1').fill('අපනයන තේ');
  await page.getByLabel('මිල 1').fill('500');
  await page.getByLabel('බද්ද 1').click();
  await page.getByRole('option', { name: 'ශුන්‍ය අනුපාත' }).click();
  await pick(page, 'බදු', 'VAT', /VAT/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('total-tax-VAT')).toHaveText('0.00');
  await expect(page.getByTestId('total-grand_total')).toHaveText('500.00');
  await page.getByLabel('බද්ද 1').click();
  await page.getByRole('option', { name: 'සම්මත (වැට්)' }).click();
  await page.getByLabel('මිල ගණන්වලට බදු ඇතුළත්').check();
  await expect(page.getByTestId('total-tax-VAT')).toHaveText('76.27');
  await expect(page.getByTestId('total-value_excluding_tax')).toHaveText('423.73');
  await look(page, `${SHOTS}/invoice-zero-rated-si.png`);

  await page.goto(`/si/${user.slug}/reports/vat_return`);
  await expect(page.getByRole('heading', { level: 1, name: 'වැට් ප්‍රතිලාභය' })).toBeVisible();
  await expect(page.getByTestId('vat-return').locator('[data-line="netPayable"]')).toContainText('ගෙවිය යුතු ශුද්ධ වැට්');
  await expect(page.getByTestId('vat-return').locator('[data-line="zeroRatedSupplies"]')).toContainText('ශුන්‍ය අනුපාත සැපයුම්');
  await page.getByTestId('vat-return').locator('[data-line="zeroRatedSupplies"]').getByRole('button').click();
  await expect(page.getByTestId('vat-return-document')).toContainText('INV-000003');
  await expect(page.getByTestId('vat-return-filed')).toContainText('ගොනු කරන ලදී');
  await look(page, `${SHOTS}/vat-return-si.png`);
  await page.goto(`/si/${user.slug}/settings/configuration/business-configuration`);
  await expect(page.getByLabel('වැට් ලියාපදිංචි අංකය', { exact: true })).toHaveValue('134567890-7000');
  await look(page, `${SHOTS}/business-configuration-si.png`);
});
