import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { binary, pdfText } from '../../../../../tests/support/pdf';
import { readMail, startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';

/*
 * Credit and debit notes leave the app as invoices do, through the same print, mail and link
 * routes: a VAT-registered business's confirmed note prints in the tax format with both tax
 * numbers and the document it corrects, each print recorded and every later one a COPY; the mail
 * goes to the note's customer or supplier, worded in the language asked for.
 */

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;
let customerId: string;
let supplierId: string;
let invoiceCode: string;
let creditNote: { id: string; code: string };
let debitNote: { id: string; code: string };
let billCode: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Lanka Returns');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser
    .put('/api/configurations', {
      business_name: 'Lanka Returns (Pvt) Ltd',
      business_email: 'office@lankareturns.test',
      address: '12 Galle Road, Colombo 03',
      time_zone: 'Asia/Colombo',
      base_currency: 'LKR',
      tin: '134567890',
      vat_number: '134567890-7000',
      vat_registered: true,
      tax_invoice_series: 'TI/',
    })
    .expect(200);
  customerId = (
    await owner.browser.post('/api/customers', { name: 'Kandy Traders', email: 'kandy@example.test', address: '5 Peradeniya Road, Kandy', tin: '409876543', vat_number: '409876543-7000' }).expect(201)
  ).body.id;
  supplierId = (
    await owner.browser
      .post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor', email: 'perera@example.test', address: '9 Main Street, Negombo', tin: '512345678', vat_number: '512345678-7000' })
      .expect(201)
  ).body.id;
  const vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
  const categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id;

  const invoice = await owner.browser
    .post('/api/invoices?confirm=true', {
      customer_id: customerId,
      date: '2026-11-10',
      due_date: '2026-12-10',
      tax_ids: [vatId],
      lines: [
        { description: 'Ceylon tea 1kg', price: '2500', quantity: 4 },
        { description: 'Gift box', price: '300', quantity: 1 },
      ],
    })
    .expect(201);
  invoiceCode = invoice.body.code;
  // One tea back: 2,500 + VAT 450 = 2,950.
  creditNote = (
    await owner.browser
      .post('/api/credit-notes?confirm=true', { customer_id: customerId, invoice_id: invoice.body.id, date: '2026-11-12', note: 'Damaged pack', lines: [{ invoice_line: 0, quantity: '1' }] })
      .expect(201)
  ).body;

  const bill = await owner.browser
    .post('/api/bills?confirm=true', {
      supplier_id: supplierId,
      bill_number: 'PW-7781',
      date: '2026-11-05',
      lines: [{ expense_category_id: categoryId, description: 'Freight', quantity: '1', unit_cost: '1000', tax_id: vatId }],
    })
    .expect(201);
  billCode = bill.body.code;
  // A claim of 2 × 50 + VAT 18 = 118 on the freight.
  debitNote = (
    await owner.browser
      .post('/api/debit-notes?confirm=true', {
        supplier_id: supplierId,
        bill_id: null,
        date: '2026-11-06',
        note: null,
        lines: [{ expense_category_id: categoryId, description: 'Freight over-charged', unit_cost: '50', tax_id: vatId, quantity: '2' }],
      })
      .expect(201)
  ).body;
  smtp.received.length = 0;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const print = async (path: string, id: string, locale = 'en', who = owner.browser) =>
  pdfText((await who.get(`/api/${path}/print/${id}`).query({ locale }).buffer(true).parse(binary).expect(200)).body as Buffer);
const prints = (id: string) =>
  app.sql<{ document: string; print_no: number; printed_by: string | null }>(`SELECT document, print_no, printed_by FROM document_prints WHERE document_id = $1 ORDER BY print_no`, [id]);

async function lastMail(count: number): Promise<{ to: string; subject: string; text: string; replyTo: string; raw: string }> {
  const { raw } = (await smtp.waitFor(count)).at(-1)!;
  const { subject, text } = readMail(raw);
  return { to: /^To: (.*)$/m.exec(raw)?.[1].trim() ?? '', subject, text, replyTo: /^Reply-To: (.*)$/m.exec(raw)?.[1].trim() ?? '', raw };
}

describe('a credit note leaving the app', () => {
  it('prints in the tax format once, then as COPY, naming the original tax invoice, and records each print', async () => {
    const original = await print('credit-notes', creditNote.id);
    for (const expected of [
      'CREDIT NOTE',
      'TIN: 134567890',
      'VAT No: 134567890-7000',
      'Kandy Traders',
      'TIN: 409876543',
      'VAT No: 409876543-7000',
      'Credit note No',
      creditNote.code,
      'Original invoice',
      `TI/${invoiceCode}`,
      'Ceylon tea 1kg',
      'Value excluding VAT',
      '2,500.00',
      'VAT (18.00%)',
      '450.00',
      'Total including VAT',
      '2,950.00',
      'Two Thousand Nine Hundred',
      'All values are in LKR.',
    ]) {
      expect(original).toContain(expected);
    }
    expect(original).not.toContain('TAX INVOICE');
    expect(original).not.toContain('COPY');
    expect(original).not.toContain('Status');
    const reprint = await print('credit-notes', creditNote.id, 'si');
    expect(reprint).toContain('පිටපත');
    expect(reprint).toContain('Two Thousand Nine Hundred');
    expect(await print('credit-notes', creditNote.id)).toContain('COPY');
    expect(await prints(creditNote.id)).toEqual([1, 2, 3].map((n) => ({ document: 'credit-note', print_no: n, printed_by: owner.user.id })));
  });

  it('prints a draft plainly with its status, and counts no print of it', async () => {
    const draft = (await owner.browser.post('/api/credit-notes', { customer_id: customerId, invoice_id: null, date: '2026-11-12', note: null, tax_ids: [], lines: [{ description: 'Allowance', unit_price: '100', quantity: '1' }] }).expect(201)).body;
    const text = await print('credit-notes', draft.id);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Status');
    expect(text).toContain('Pending');
    expect(text).not.toContain('Total including VAT');
    expect(await prints(draft.id)).toEqual([]);
  });

  it('mails the PDF to the customer in English and Sinhala, with its amount and link; replies go to the business', async () => {
    await owner.browser.post(`/api/credit-notes/email/${creditNote.id}`, { locale: 'en' }).expect(202);
    const mail = await lastMail(1);
    expect(mail.to).toContain('kandy@example.test');
    expect(mail.subject).toBe(`Credit note ${creditNote.code} from Lanka Returns (Pvt) Ltd (LKR 2,950.00)`);
    expect(mail.text).toContain('Dear Kandy Traders,');
    expect(mail.text).toContain('We have credited your account with LKR 2,950.00 on 12 November 2026.');
    expect(mail.replyTo).toBe('office@lankareturns.test');
    expect(mail.raw).toContain(`name=${creditNote.code}.pdf`);
    const link = (await owner.browser.get(`/api/credit-notes/link/${creditNote.id}`).expect(200)).body.url as string;
    expect(mail.text).toContain(`View it online: ${link}`);
    const shared = await new Browser(app.server).get(new URL(link).pathname).buffer(true).parse(binary).expect(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(shared.body as Buffer)).toContain('CREDIT NOTE');

    await owner.browser.post(`/api/credit-notes/email/${creditNote.id}`, { locale: 'si' }).expect(202);
    const si = await lastMail(2);
    expect(si.subject).toBe(`Lanka Returns (Pvt) Ltd වෙතින් බැර පත්‍රය ${creditNote.code} (LKR 2,950.00)`);
    expect(si.text).toContain('හිතවත් Kandy Traders,');
    expect(si.text).toContain('අපි ඔබේ ගිණුමට LKR 2,950.00 බැර කර ඇත.');
  });
});

describe('a debit note leaving the app', () => {
  it('prints in the tax format to the supplier, with both tax numbers, then as COPY', async () => {
    const original = await print('debit-notes', debitNote.id);
    for (const expected of [
      'DEBIT NOTE',
      'TIN: 134567890',
      'Supplier',
      'Perera Wholesale',
      '9 Main Street, Negombo',
      'TIN: 512345678',
      'VAT No: 512345678-7000',
      'Debit note No',
      debitNote.code,
      'Freight over-charged',
      'Value excluding VAT',
      '100.00',
      'VAT (18.00%)',
      '18.00',
      'Total including VAT',
      '118.00',
      'One Hundred Eighteen Rupees Only',
      'All values are in LKR.',
    ]) {
      expect(original).toContain(expected);
    }
    expect(original).not.toContain('COPY');
    expect(await print('debit-notes', debitNote.id)).toContain('COPY');
    expect((await prints(debitNote.id)).map((p) => [p.document, p.print_no])).toEqual([
      ['debit-note', 1],
      ['debit-note', 2],
    ]);
  });

  it('names the supplier’s bill by its number when it returns part of one', async () => {
    const [bill] = await app.sql<{ id: string }>(`SELECT id FROM bills WHERE code = $1`, [billCode]);
    const returned = (await owner.browser.post('/api/debit-notes', { supplier_id: supplierId, bill_id: bill.id, date: '2026-11-06', note: null, lines: [{ bill_line: 0, quantity: '1' }] }).expect(201)).body;
    const text = await print('debit-notes', returned.id);
    expect(text).toContain('Original bill');
    expect(text).toContain(`PW-7781 (${billCode})`);
  });

  it('mails the PDF to the supplier’s address, in Sinhala when asked', async () => {
    await owner.browser.post(`/api/debit-notes/email/${debitNote.id}`, { locale: 'si' }).expect(202);
    const mail = await lastMail(3);
    expect(mail.to).toContain('perera@example.test');
    expect(mail.subject).toBe(`Lanka Returns (Pvt) Ltd වෙතින් හර පත්‍රය ${debitNote.code} (LKR 118.00)`);
    expect(mail.text).toContain('හිතවත් Perera Wholesale,');
    expect(mail.text).toContain('අපි ඔබේ ගිණුමට LKR 118.00 හර කර ඇත.');
    expect(mail.raw).toContain(`name=${debitNote.code}.pdf`);
  });
});

describe('who may print and mail a note', () => {
  it("answers 404 for another workspace's note; Audit prints (a copy) and copies the link but may not mail", async () => {
    const other = await registerWorkspace(app, 'Other Returns Co');
    for (const [path, id] of [
      ['credit-notes', creditNote.id],
      ['debit-notes', debitNote.id],
    ] as const) {
      await other.browser.get(`/api/${path}/print/${id}`).expect(404);
      await other.browser.get(`/api/${path}/link/${id}`).expect(404);
      await other.browser.post(`/api/${path}/email/${id}`, { to: 'x@example.test' }).expect(404);
    }
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    expect(await print('credit-notes', creditNote.id, 'en', audit)).toContain('COPY');
    await audit.get(`/api/debit-notes/link/${debitNote.id}`).expect(200);
    const before = smtp.received.length;
    await audit.post(`/api/credit-notes/email/${creditNote.id}`, {}).expect(403);
    await audit.post(`/api/debit-notes/email/${debitNote.id}`, {}).expect(403);
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a mail to a supplier without an address with 422 on the field, queuing nothing', async () => {
    const silent = (await owner.browser.post('/api/suppliers', { name: 'No Mail Ltd', type: 'Utility' }).expect(201)).body.id;
    const [category] = await app.sql<{ id: string }>(`SELECT id FROM expense_categories WHERE tenant_id = $1 LIMIT 1`, [owner.user.workspace.id]);
    const note = (
      await owner.browser
        .post('/api/debit-notes', { supplier_id: silent, bill_id: null, date: '2026-11-06', note: null, lines: [{ expense_category_id: category.id, description: 'Claim', unit_cost: '10', tax_id: null, quantity: '1' }] })
        .expect(201)
    ).body;
    const [{ n }] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`);
    const refused = await owner.browser.post(`/api/debit-notes/email/${note.id}`, {}).expect(422);
    expect(refused.body.errors).toHaveProperty('to');
    expect((await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`))[0].n).toBe(n);
  });
});
