import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { reportTable } from '../support/xlsx';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '@ginuma/domain';
import { ARTIFACTS } from './support/paths';
import { apiSend, expectNotification } from './support/records';
import { newAccount, operator, registerViaApi, signInViaApi } from './support/workspace';
import { look } from './support/look';


/** The business date the API gives what happens now (the browser's zone may be a day off). */
function today(): string {
  return calendarDateIn(DEFAULT_TIME_ZONE);
}

async function onHand(page: Page, productId: string): Promise<string> {
  const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as { stock_quantity: string };
  return product.stock_quantity;
}

function inventoryRow(page: Page, text: string): Locator {
  return page.getByTestId('inventory-list').locator('tbody tr').filter({ hasText: text });
}

async function pickProduct(page: Page, input: Locator, typed: string, option: string | RegExp): Promise<void> {
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** A workspace with a stockable tea (open stock 10, stock level 5), a service, a customer and a template. */
async function teaShop(page: Page) {
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders' });
  const category = await apiSend(page, 'POST', '/api/product-category', { name: 'Beverages' });
  const tea = await apiSend(page, 'POST', '/api/products', {
    name: 'Ceylon Tea 100g',
    type: 'Stockable',
    category_id: category.id,
    selling_price: '450.00',
    unit_cost: '300.00',
    stock_level: '5',
    open_stock: '10',
  });
  await apiSend(page, 'POST', '/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '500.00' });
  return { user, customer, tea };
}

/** A confirmed invoice of 12 teas at 450, which takes stock below its level. */
async function sellTwelveTeas(page: Page, customerId: string, teaId: string) {
  const invoice = await apiSend(page, 'POST', '/api/invoices', {
    customer_id: customerId,
    date: today(),
    due_date: today(),
    lines: [{ product_id: teaId, quantity: '12' }],
  });
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`);
  return invoice;
}

test('stock in, a refused stock out, an invoice confirm, and the stock movement, product sales and costing screens', async ({ page }) => {
  const { user, customer, tea } = await teaShop(page);

  // Inventory: only the stockable product, with its open stock.
  await page.goto(`/${user.slug}/stock`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(inventoryRow(page, 'Ceylon Tea 100g')).toContainText('Beverages');
  await expect(inventoryRow(page, 'Ceylon Tea 100g').getByTestId('ledger-amount').first()).toHaveText('10');
  await expect(page.getByTestId('inventory-list').locator('tbody tr').filter({ hasText: 'Delivery' })).toHaveCount(0);
  await expect(page.getByTestId('paging-text')).toHaveText('Showing 1 to 1 of 1 entries');

  // Stock in from the toolbar: pick the product, see its on hand, take in 5.
  await page.getByRole('button', { name: 'Update stock' }).first().click();
  const dialog = page.getByTestId('stock-update-dialog');
  await pickProduct(page, dialog.getByTestId('stock-update-product'), 'Tea', /Ceylon Tea 100g/);
  await expect(dialog.getByTestId('stock-update-on-hand')).toContainText('10');
  await dialog.getByTestId('stock-update-quantity').fill('5');
  await dialog.getByLabel('PO number').fill('PO-1001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Stock updated successfully');
  await expect(dialog).toBeHidden();
  await expect(inventoryRow(page, 'Ceylon Tea 100g').getByTestId('ledger-amount').first()).toHaveText('15');
  expect(Number(await onHand(page, tea.id))).toBe(15);

  // Stock out beyond on hand, from the row: refused under the field with the product's message.
  await inventoryRow(page, 'Ceylon Tea 100g').getByRole('button', { name: 'Update stock' }).click();
  await expect(dialog.getByTestId('stock-update-on-hand')).toContainText('15');
  await dialog.getByLabel('Transaction type').click();
  await page.getByRole('option', { name: 'Out' }).click();
  await dialog.getByTestId('stock-update-quantity').fill('16');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Together: the notification closes itself after 2 s, the field's message stays.
  await Promise.all([expectNotification(page, 'Stock update failed'), expect(dialog.getByText('Stock out quantity must be less than or equal to current quantity')).toBeVisible()]);
  await look(page, join(ARTIFACTS, 'stock-update-error-en.png'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(Number(await onHand(page, tea.id))).toBe(15);

  // The on-hand figure opens into its events: open stock and the stock in.
  await inventoryRow(page, 'Ceylon Tea 100g').getByTestId('ledger-amount').first().click();
  const explain = page.getByTestId('explain-dialog');
  await expect(explain.getByTestId('explain-line')).toHaveCount(2);
  await expect(explain.getByTestId('explain-balance')).toHaveText('15');
  await page.keyboard.press('Escape');

  // An invoice confirm of 12 lowers stock to 3, below the stock level of 5.
  const invoice = await sellTwelveTeas(page, customer.id, tea.id);
  expect(Number(await onHand(page, tea.id))).toBe(3);
  await page.reload();
  await expect(inventoryRow(page, 'Ceylon Tea 100g').getByTestId('ledger-amount').first()).toHaveText('3');
  await expect(inventoryRow(page, 'Ceylon Tea 100g').getByTestId('low-stock-chip')).toBeVisible();
  await expect(page.getByTestId('inventory-alert')).toHaveText('1 product is below its stock level');
  await page.getByTestId('inventory-tab-below').click();
  await expect(page.getByTestId('inventory-list').locator('tbody tr')).toHaveCount(1);
  await look(page, join(ARTIFACTS, 'stock-inventory-en.png'));
  const [levels] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const levelBook = new ExcelJS.Workbook();
  await levelBook.xlsx.readFile(await levels.path());
  const levelSheet = reportTable(levelBook.worksheets[0]);
  const levelHeader = (levelSheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  expect(levelSheet.getRow(2).getCell(levelHeader.indexOf('Code')).value).toBe('P0001');
  expect(levelSheet.getRow(2).getCell(levelHeader.indexOf('On hand')).value).toBe(3);
  expect(levelSheet.getRow(levelSheet.rowCount).getCell(levelHeader.indexOf('Code')).value).toBe('Total');

  // Stock movement: the three movements, newest first; one opens into its ledger event.
  await page.goto(`/${user.slug}/reports/stock_logs`);
  const report = page.getByTestId('movement-report');
  const movements = report.locator('tbody tr');
  await expect(movements).toHaveCount(3);
  await expect(movements.nth(0)).toContainText('Invoice');
  await expect(movements.nth(0).getByTestId('movement-quantity')).toHaveText('−12');
  await expect(movements.nth(1)).toContainText('PO-1001');
  await expect(movements.nth(1).getByTestId('movement-quantity')).toHaveText('+5');
  await expect(movements.nth(2)).toContainText('Open stock');
  await expect(page.getByTestId('movement-total-in_quantity')).toHaveText('15');
  await expect(page.getByTestId('movement-total-out_quantity')).toHaveText('12');
  await movements.nth(0).getByTestId('movement-event').click();
  const event = page.getByTestId('event-detail');
  await expect(event).toBeVisible();
  await expect(event).toContainText('Invoice confirmed');
  await expect(event.getByTestId('postings-status')).toHaveText('Debits equal credits');
  await event.getByRole('button', { name: 'Close' }).click();

  // One product: opening and closing quantities around the period.
  await pickProduct(page, page.getByTestId('movement-product'), 'Tea', /Ceylon Tea 100g/);
  await expect(page.getByTestId('movement-total-closing_quantity')).toHaveText('3');
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Out', exact: true }).click();
  await expect(movements).toHaveCount(1);
  await look(page, join(ARTIFACTS, 'stock-movement-en.png'));

  // The export holds what the screen shows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = reportTable(book.worksheets[0]);
  const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const column = (name: string) => header.indexOf(name);
  const sheetRows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  const dataRows = sheetRows.filter((row) => row.getCell(column('Code')).value !== 'Total');
  expect(dataRows.map((row) => String(row.getCell(column('Code')).value))).toEqual(await movements.locator('td.column-code').allTextContents());
  expect(dataRows.map((row) => row.getCell(column('Quantity out')).value)).toEqual([12]);
  const screenValues = (await movements.locator('td.column-value').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
  expect(dataRows.map((row) => row.getCell(column('Value out')).value)).toEqual(screenValues);
  expect(sheetRows.at(-1)?.getCell(column('Code')).value).toBe('Total');

  // Product sales: the invoice's 12 at 450; the row opens its invoice lines.
  await page.goto(`/${user.slug}/reports/product`);
  const sales = page.getByTestId('sales-row').filter({ hasText: 'Ceylon Tea 100g' });
  await expect(sales).toContainText('12');
  await expect(sales).toContainText('5,400.00');
  await expect(page.getByTestId('sales-total-revenue')).toHaveText('5,400.00');
  await look(page, join(ARTIFACTS, 'stock-product-sales-en.png'));
  await sales.click();
  const lines = page.getByTestId('sale-lines-dialog');
  await expect(lines.getByTestId('sale-line')).toHaveCount(1);
  await expect(lines.getByRole('link', { name: 'INV-000001' })).toHaveAttribute('href', `/${user.slug}/invoices/${invoice.id}`);
  await look(page, join(ARTIFACTS, 'stock-product-sales-lines-en.png'));
  await lines.getByRole('button', { name: 'Close' }).click();

  // Costing from the inventory row: add a cost, edit it, delete it.
  await page.goto(`/${user.slug}/stock`);
  await inventoryRow(page, 'Ceylon Tea 100g').getByRole('link', { name: 'Costing' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/products/costing/${tea.id}$`));
  await expect(page.getByTestId('costing-unit-cost')).toHaveText('300.00');
  await page.getByRole('button', { name: 'Add cost' }).click();
  const costDialog = page.getByTestId('cost-dialog');
  await costDialog.getByLabel('Unit cost').fill('320');
  await costDialog.getByLabel('Note').fill('New supplier price');
  await costDialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Cost added successfully');
  await expect(page.getByTestId('costing-unit-cost')).toHaveText('320.00');
  await expect(page.getByTestId('cost-row')).toHaveCount(1);
  await page.getByTestId('cost-row').getByRole('button', { name: 'Edit cost' }).click();
  await costDialog.getByLabel('Unit cost').fill('abc');
  await costDialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Cost update failed');
  await costDialog.getByLabel('Unit cost').fill('325.50');
  await costDialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Cost updated successfully');
  await expect(page.getByTestId('costing-unit-cost')).toHaveText('325.50');
  await look(page, join(ARTIFACTS, 'stock-costing-en.png'));
  await page.getByTestId('cost-row').getByRole('button', { name: 'Delete cost' }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expectNotification(page, 'Cost deleted successfully');
  await expect(page.getByTestId('cost-row')).toHaveCount(0);

  // The product form leads to its costing.
  await page.goto(`/${user.slug}/products?edit=${tea.id}`);
  await page.getByRole('dialog').getByRole('link', { name: 'Costing' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/products/costing/${tea.id}$`));
});

test('the stock screens in Sinhala: inventory, a refused stock out, movement, product sales and costing', async ({ page }) => {
  const { user, customer, tea } = await teaShop(page);
  await apiSend(page, 'POST', `/api/products/stock/${tea.id}`, { transaction_type: 'in', quantity: '5', date: today(), po_number: 'PO-1001' });
  await sellTwelveTeas(page, customer.id, tea.id);
  const dialog = page.getByTestId('stock-update-dialog');

  await page.goto(`/si/${user.slug}/stock`);
  await expect(page.getByRole('heading', { level: 1, name: 'තොග' })).toBeVisible();
  await expect(inventoryRow(page, 'Ceylon Tea 100g').getByTestId('low-stock-chip')).toHaveText('තොග මට්ටමට අඩු');
  await look(page, join(ARTIFACTS, 'stock-inventory-si.png'));
  await inventoryRow(page, 'Ceylon Tea 100g').getByRole('button', { name: 'තොග යාවත්කාලීන කරන්න' }).click();
  await dialog.getByLabel('ගනුදෙනු වර්ගය').click();
  await page.getByRole('option', { name: 'පිටතට' }).click();
  await dialog.getByTestId('stock-update-quantity').fill('4');
  await dialog.getByRole('button', { name: 'සුරකින්න' }).click();
  // Together: the notification closes itself after 2 s, the field's message stays.
  await Promise.all([expectNotification(page, 'තොග යාවත්කාලීන කිරීම අසාර්ථක විය'), expect(dialog.getByText('පිටතට යන තොග ප්‍රමාණය දැනට ඇති ප්‍රමාණයට වඩා අඩු හෝ සමාන විය යුතුය')).toBeVisible()]);
  await look(page, join(ARTIFACTS, 'stock-update-error-si.png'));
  await dialog.getByRole('button', { name: 'අවලංගු කරන්න' }).click();

  await page.goto(`/si/${user.slug}/reports/stock_logs`);
  await expect(page.getByRole('heading', { level: 1, name: 'තොග චලනය' })).toBeVisible();
  await expect(page.getByTestId('movement-report').locator('tbody tr')).toHaveCount(3);
  await look(page, join(ARTIFACTS, 'stock-movement-si.png'));
  await page.goto(`/si/${user.slug}/reports/product`);
  await expect(page.getByRole('heading', { level: 1, name: 'නිෂ්පාදන විකුණුම්' })).toBeVisible();
  await expect(page.getByTestId('sales-total-revenue')).toHaveText('5,400.00');
  await look(page, join(ARTIFACTS, 'stock-product-sales-si.png'));
  await page.goto(`/si/${user.slug}/products/costing/${tea.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'පිරිවැය' })).toBeVisible();
  await expect(page.getByTestId('costing-on-hand')).toHaveText('3');
  await look(page, join(ARTIFACTS, 'stock-costing-si.png'));
});

test('an Audit user sees stock but is offered no stock update', async ({ page, browser }) => {
  const admin = await registerViaApi(page);
  await operator('set', admin.slug, '--plan', '1');
  await apiSend(page, 'POST', '/api/products', { name: 'Ceylon Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '300', open_stock: '4' });
  const audit = newAccount('audit');
  await operator('add-user', admin.slug, '--email', audit.email, '--name', audit.name, '--password', audit.password, '--role', '2');
  const auditPage = await (await browser.newContext()).newPage();
  await signInViaApi(auditPage, audit.email, audit.password);
  await auditPage.goto(`/${admin.slug}/stock`);
  await expect(inventoryRow(auditPage, 'Ceylon Tea 100g').getByTestId('ledger-amount').first()).toHaveText('4');
  await expect(auditPage.getByRole('button', { name: 'Update stock' })).toHaveCount(0);
  await expect(auditPage.getByRole('link', { name: 'Costing' })).toBeVisible();
});
