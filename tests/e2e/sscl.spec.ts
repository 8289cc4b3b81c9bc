import { expect, test } from '@playwright/test';
import { addCalendarDays, calendarQuarter } from '@ginuma/domain';
import { apiSend, expectNotification } from './support/records';
import { businessDay } from './support/dates';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

const SHOTS = 'tests/e2e/artifacts';

test('the tax settings on Business Configuration, the SSCL of the last quarter and the VAT return by quarter; Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  // The last quarter that has ended: the SSCL page's last row, and the VAT return's first period once filing is quarterly.
  const quarter = calendarQuarter(addCalendarDays(calendarQuarter(businessDay()).from, -1));
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Kandy Traders' });
  await apiSend(page, 'POST', '/api/invoices?confirm=true', {
    customer_id: customer.id,
    date: addCalendarDays(quarter.from, 9),
    lines: [{ description: 'Ceylon tea 1kg', price: '10000', quantity: 1 }],
  });

  await page.goto(`/${user.slug}/settings/configuration/business-configuration`);
  // Registered for VAT without its number: refused under the VAT number.
  await page.getByLabel('VAT registered (invoices print as tax invoices)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  const form = page.getByTestId('settings-document-configurations');
  await expect(form.getByText('A VAT-registered business needs its VAT number: its tax invoices print it.')).toBeVisible();
  await page.getByLabel('VAT registered (invoices print as tax invoices)').uncheck();
  await page.getByLabel('VAT filing period').click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await page.getByLabel('SSCL business activity').click();
  await page.getByRole('option', { name: 'Manufacturer' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, /updated successfully/);
  await look(page, `${SHOTS}/business-configuration-tax-en.png`);

  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByText('Reports').click();
  await menu.getByText('SSCL', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social Security Contribution Levy' })).toBeVisible();
  await expect(page.getByTestId('sscl-basis')).toContainText('Activity: Manufacturer. 85% of turnover is liable');
  // 85% of 10,000 is liable: 8,500; the levy is 2.5% of it.
  const row = page.getByTestId('sscl').locator(`[data-quarter="${quarter.quarter}"]`);
  await expect(row).toContainText('10,000.00');
  await expect(row).toContainText('8,500.00');
  await expect(row).toContainText('212.50');
  await expect(page.getByTestId('sscl').locator('[data-quarter="total"]')).toContainText('212.50');
  await look(page, `${SHOTS}/sscl-en.png`);

  await menu.getByText('VAT Return').click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(quarter.from);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(quarter.to);

  await page.goto(`/si/${user.slug}/reports/sscl`);
  await expect(page.getByRole('heading', { level: 1, name: 'සමාජ ආරක්ෂණ දායකත්ව බද්ද' })).toBeVisible();
  await expect(page.getByTestId('sscl-basis')).toContainText('නිෂ්පාදකයා');
  await expect(page.getByTestId('sscl').locator(`[data-quarter="${quarter.quarter}"]`)).toContainText('212.50');
  await look(page, `${SHOTS}/sscl-si.png`);
});
