import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { ARTIFACTS } from './support/paths';
import { apiSend, confirmRowAction, expectNotification, row } from './support/records';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

test('a quotation made in the editor is converted into a linked pending invoice; the customer page lists both', async ({ page }) => {
  const user = await registerViaApi(page);
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
  await look(page, join(ARTIFACTS, 'quotation-editor-en.png'));
  await page.goto(`/si/${user.slug}/quotations/${id}`);
  await expect(page.getByTestId('quotation-status')).toHaveText('අපේක්ෂිත');
  await look(page, join(ARTIFACTS, 'quotation-editor-si.png'));

  await page.goto(`/${user.slug}/quotations`);
  const code = ((await (await page.request.get(`/api/quotations/${id}`)).json()) as { code: string }).code;
  await expect(row(page, code)).toContainText('3,000.00');
  await expect(row(page, code).getByTestId('quotation-status')).toHaveText('Pending');
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

  // The customer page lists the customer's invoices and quotations, each linking to its editor.
  await page.goto(`/${user.slug}/customers/${customer.id}`);
  const invoiceCode = ((await (await page.request.get(`/api/invoices/${quotation.invoice_id}`)).json()) as { code: string }).code;
  await expect(page.getByTestId('customer-invoices')).toContainText(invoiceCode);
  await page.getByRole('tab', { name: 'Quotations' }).click();
  await expect(page.getByTestId('customer-quotations').getByTestId('quotation-status')).toHaveText('Converted');
  await look(page, join(ARTIFACTS, 'customer-documents-en.png'));
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
  await expect(row(page, code).getByTestId('quotation-status')).toHaveText('Converted');
  await look(page, join(ARTIFACTS, 'quotation-list-en.png'));
  await confirmRowAction(page, secondCode, 'Reverse', 'Yes, reverse it!');
  await expectNotification(page, 'Quotation reversed successfully');
  await expect(row(page, secondCode).getByTestId('quotation-status')).toHaveText('Reversed');
  await confirmRowAction(page, secondCode, 'Delete', 'Yes, delete it!');
  await expectNotification(page, 'Quotation deleted successfully');
  await page.goto(`/${user.slug}/quotations/deleted-list`);
  await confirmRowAction(page, secondCode, 'Restore', 'Yes, restore it!');
  await expectNotification(page, /Quotation restored/);
});

/** The outbox rows about a quotation (the e2e server writes mail to files; the outbox keeps what was sent). */
async function quotationMail(id: string): Promise<{ to_address: string; attachments: { filename: string; contentType: string }[] }[]> {
  const client = new Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    const { rows } = await client.query<{ to_address: string; attachments: { filename: string; contentType: string }[] }>(
      `SELECT to_address, attachments FROM mail_outbox WHERE about = $1 ORDER BY created_at`,
      [`quotation:${id}`],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const EN = { print: 'Print', email: 'Email', copy: 'Copy link' };
const SI = {
  locale: 'si' as const,
  prefix: '/si',
  print: 'මුද්‍රණය කරන්න',
  email: 'විද්‍යුත් තැපෑල',
  copy: 'සබැඳිය පිටපත් කරන්න',
  dialog: 'මිල ගණන විද්‍යුත් තැපෑලෙන් යවන්න',
  to: 'වෙත',
  send: 'යවන්න',
  badTo: 'වෙත වලංගු විද්‍යුත් තැපැල් ලිපිනයක් විය යුතුය.',
  queued: 'විද්‍යුත් තැපෑල යැවීමට පෙළගස්වා ඇත',
  copied: 'මිල ගණන් URL පිටපත් කරන ලදී',
  export: 'අපනයනය කරන්න',
};

// The whole flow in Sinhala (the convert test above is in English); the editor's share actions are read in English.
test('a quotation is printed, mailed, shared by link and exported from its editor and its list row (si; its actions in en)', async ({ page, context }) => {
  const l = SI;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Kandy Traders', email: 'accounts@kandy.example' });
  const quote = await apiSend(page, 'POST', '/api/quotations', {
    customer_id: customer.id,
    date: '2026-11-02',
    due_date: '2026-11-16',
    lines: [{ description: 'Office chairs', price: '12500.00', quantity: '4', discount_type: 'value', discount_value: '0' }],
  });
  const code = ((await (await page.request.get(`/api/quotations/${quote.id}`)).json()) as { code: string }).code;

  // The editor: Print opens the PDF in the reader's language in a new tab.
  await page.goto(`${l.prefix}/${user.slug}/quotations/${quote.id}`);
  // A fresh context's first page parses every chunk: slow on a busy machine.
  await expect(page.getByTestId('quotation-editor')).toBeVisible({ timeout: 45_000 });
  const print = page.getByRole('link', { name: l.print, exact: true });
  await expect(print).toHaveAttribute('href', `/api/quotations/print/${quote.id}?locale=${l.locale}`);
  const [tab] = await Promise.all([page.waitForEvent('popup'), print.click()]);
  expect(tab.url()).toContain(`/api/quotations/print/${quote.id}`);
  await tab.close();
  const pdf = await page.request.get(`/api/quotations/print/${quote.id}?locale=${l.locale}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await look(page, join(ARTIFACTS, `quotation-share-editor-${l.locale}.png`));

  // Email: a bad address is refused on its field; then it goes to the address typed.
  await page.getByRole('button', { name: l.email, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: l.dialog })).toBeVisible();
  await dialog.getByLabel(l.to, { exact: true }).fill('nobody@');
  await dialog.getByRole('button', { name: l.send }).click();
  await expect(dialog.getByText(l.badTo)).toBeVisible();
  await look(page, join(ARTIFACTS, `quotation-email-dialog-${l.locale}.png`), { fullPage: false });
  await dialog.getByLabel(l.to, { exact: true }).fill('buyer@kandy.example');
  await dialog.getByRole('button', { name: l.send }).click();
  await expectNotification(page, l.queued);
  await expect(dialog).toBeHidden();

  // Copy link: the link opens the PDF without signing in.
  await page.getByRole('button', { name: l.copy, exact: true }).click();
  await expectNotification(page, l.copied);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/api\/public\/quotations\/[\w-]{32}$/);
  const visitor = await page.context().browser()?.newContext();
  if (!visitor) throw new Error('no browser');
  const shared = await visitor.request.get(url);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['content-type']).toBe('application/pdf');
  await visitor.close();

  // The list row has the same three actions; its Email goes to the customer's own address.
  // Through the menu: the app is loaded already, so no second start on a busy machine.
  await page.getByTestId('menu-quotations').click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/${user.slug}/quotations$`));
  const listed = row(page, code);
  await expect(listed).toBeVisible({ timeout: 20_000 });
  await expect(listed.getByRole('link', { name: l.print })).toHaveAttribute('href', `/api/quotations/print/${quote.id}?locale=${l.locale}`);
  await listed.getByRole('button', { name: l.email }).click();
  await page.getByRole('dialog').getByRole('button', { name: l.send }).click();
  await expectNotification(page, l.queued);
  await expect(page).toHaveURL(new RegExp(`/quotations$`));
  await look(page, join(ARTIFACTS, `quotation-share-list-${l.locale}.png`));
  const mails = await quotationMail(quote.id);
  expect(mails.map((m) => m.to_address)).toEqual(['buyer@kandy.example', 'accounts@kandy.example']);
  for (const mail of mails) expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${code}.pdf`, contentType: 'application/pdf' })]);

  // Export: the list as .xlsx.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: l.export }).click()]);
  expect(download.suggestedFilename()).toBe('quotations.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets[0]?.getRow(2).values as unknown[]).toEqual(expect.arrayContaining([code, 'Kandy Traders', 50000]));

  await page.goto(`/${user.slug}/quotations/${quote.id}`);
  await expect(page.getByRole('link', { name: EN.print, exact: true })).toHaveAttribute('href', `/api/quotations/print/${quote.id}?locale=en`);
  await expect(page.getByRole('button', { name: EN.email, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.copy, exact: true })).toBeVisible();
});
