import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { binary, pdfText } from '../../../../../tests/support/pdf';

let app: TestApp;
let owner: Registered;
let customerId: string;
let vatId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Lanka Tea Exports');
  await owner.browser
    .put('/api/configurations', {
      business_name: 'Lanka Tea Exports (Pvt) Ltd',
      address: '12 Galle Road, Colombo 03',
      phone_1: '+94 11 234 5678',
      time_zone: 'Asia/Colombo',
      base_currency: 'LKR',
      tin: '134567890',
      vat_number: '134567890-7000',
      vat_registered: true,
      tax_invoice_series: 'TI/2026/',
    })
    .expect(200);
  const customer = await owner.browser
    .post('/api/customers', { name: 'Kandy Traders', address: '5 Peradeniya Road, Kandy', tin: '409876543', vat_number: '409876543-7000' })
    .expect(201);
  customerId = customer.body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
  const [template] = await app.sql<{ id: string }>(`SELECT id FROM invoice_templates WHERE tenant_id = $1`, [owner.user.workspace.id]);
  await owner.browser
    .put(`/api/invoice-templates/${template.id}`, {
      name: 'Tax',
      theme_colour: '#1e6fd9',
      page_size: 'A4',
      place_of_supply: 'Colombo 03',
      mode_of_payment: 'Credit - 30 days',
      is_default: true,
    })
    .expect(200);
});
afterAll(() => app.close());

const body = { date: '2026-11-10', due_date: '2026-12-10', lines: [{ description: 'Ceylon tea 1kg', price: '2500', quantity: 4 }] };
const print = async (id: string, locale = 'en') => {
  const pdf = (await owner.browser.get(`/api/invoices/print/${id}`).query({ locale }).buffer(true).parse(binary).expect(200)).body as Buffer;
  if (process.env.KEEP_PDFS) (await import('node:fs')).writeFileSync(`/tmp/tax-invoice-${locale}.pdf`, pdf);
  return pdfText(pdf);
};

describe('the tax invoice', () => {
  it('prints a confirmed invoice in the tax invoice format once, then as COPY, recording each print', async () => {
    const confirmed = await owner.browser.post('/api/invoices?confirm=true', { ...body, customer_id: customerId, tax_ids: [vatId] }).expect(201);
    const original = await print(confirmed.body.id);
    // 4 × 2,500 = 10,000; VAT 18% = 1,800; total 11,800.
    for (const expected of [
      'TAX INVOICE',
      'TIN: 134567890',
      'VAT No: 134567890-7000',
      'TIN: 409876543',
      'VAT No: 409876543-7000',
      'Kandy Traders',
      '5 Peradeniya Road, Kandy',
      '12 Galle Road, Colombo 03',
      '+94 11 234 5678',
      `Serial No`,
      // The business's series, then the invoice's code.
      `TI/2026/${confirmed.body.code}`,
      'Date of invoice',
      'Date of delivery',
      'Place of supply',
      'Colombo 03',
      'Credit - 30 days',
      'Ceylon tea 1kg',
      'Value excluding VAT',
      '10,000.00',
      '1,800.00',
      'Total including VAT',
      '11,800.00',
      'Eleven Thousand Eight Hundred Rupees Only',
      'All values are in LKR.',
    ]) {
      expect(original).toContain(expected);
    }
    expect(original).not.toContain('COPY');
    expect(original).not.toContain('Status');
    expect(original).not.toMatch(/^\s*Due\s+[\d,.]+$/m);
    const reprint = await print(confirmed.body.id, 'si');
    expect(reprint).toContain('පිටපත');
    expect(reprint).toContain('Eleven Thousand Eight Hundred Rupees Only');
    // pdftotext gives Sinhala in the order it is drawn (a vowel sign before its consonant), so only words without one are compared.
    expect(reprint).toContain('දහස් අටසියය පමණි');
    expect(await print(confirmed.body.id)).toContain('COPY');
    const prints = await app.sql<{ print_no: number; printed_by: string }>(
      `SELECT print_no, printed_by FROM document_prints WHERE tenant_id = $1 AND document_id = $2 ORDER BY print_no`,
      [owner.user.workspace.id, confirmed.body.id],
    );
    expect(prints).toEqual([1, 2, 3].map((n) => ({ print_no: n, printed_by: owner.user.id })));
  });

  it('prints each line\'s value excluding VAT, its VAT and its total, and marks a line that is not standard-rated', async () => {
    const confirmed = await owner.browser
      .post('/api/invoices?confirm=true', {
        customer_id: customerId,
        date: '2026-11-11',
        lines: [
          { description: 'Tea for the shop', price: '1180', quantity: 1 },
          { description: 'Tea for export', price: '2000', quantity: 1, tax_treatment: 'zero_rated' },
          { description: 'Green leaf', price: '300', quantity: 1, tax_treatment: 'exempt' },
        ],
        tax_ids: [vatId],
        prices_include_tax: true,
      })
      .expect(201);
    const text = await print(confirmed.body.id);
    // 1,180 including VAT is 1,000 and 180 of VAT; the export and the green leaf bear none.
    const row = (...cells: string[]) => new RegExp(cells.map((cell) => cell.replace(/[().]/g, '\\$&')).join('\\s+'));
    expect(text).toMatch(row('Tea for the shop', '1', '1,180.00', '1,000.00', '180.00', '1,180.00'));
    expect(text).toMatch(row('Tea for export (Zero-rated)', '1', '2,000.00', '2,000.00', '0.00', '2,000.00'));
    expect(text).toMatch(row('Green leaf (Exempt)', '1', '300.00', '300.00', '0.00', '300.00'));
    for (const expected of ['Value excl. VAT', 'VAT (18.00%) included', 'Value excluding VAT', '3,300.00', 'Total including VAT', '3,480.00']) expect(text).toContain(expected);
    // pdftotext gives Sinhala in the order it is drawn, so the Sinhala print is read by its figures and column.
    expect(await print(confirmed.body.id, 'si')).toMatch(row('1,180.00', '1,000.00', '180.00', '1,180.00'));
  });

  it('prints a draft as an invoice, and counts no print of it', async () => {
    const draft = await owner.browser.post('/api/invoices', { ...body, customer_id: customerId }).expect(201);
    const text = await print(draft.body.id);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    const [{ n }] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM document_prints WHERE document_id = $1`, [draft.body.id]);
    expect(n).toBe(0);
  });

  it('keeps "INVOICE" for a business that is not VAT-registered', async () => {
    const plain = await registerWorkspace(app, 'Small Shop');
    const customer = await plain.browser.post('/api/customers', { name: 'Walk-in Co' }).expect(201);
    const invoice = await plain.browser
      .post('/api/invoices?confirm=true', { customer_id: customer.body.id, date: '2026-11-10', lines: [{ description: 'Soap', price: '100', quantity: 1 }] })
      .expect(201);
    const text = await pdfText((await plain.browser.get(`/api/invoices/print/${invoice.body.id}`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    // Another workspace's invoice is not there to print.
    await plain.browser.get(`/api/invoices/print/${(await owner.browser.post('/api/invoices', { ...body, customer_id: customerId }).expect(201)).body.id}`).expect(404);
  });

  it('lets an Audit user print (a copy), but not change the template settings', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    const [template] = await app.sql<{ id: string }>(`SELECT id FROM invoice_templates WHERE tenant_id = $1`, [owner.user.workspace.id]);
    await audit.put(`/api/invoice-templates/${template.id}`, { name: 'Tax', theme_colour: '#1e6fd9', page_size: 'A4', place_of_supply: 'Galle' }).expect(403);
  });
});
