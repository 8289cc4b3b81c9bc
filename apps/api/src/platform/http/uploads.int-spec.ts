import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let attachmentUrl: string;
let logoUrl: string;

const PDF = Buffer.from('%PDF-1.7 supplier bill');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Upload Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  const post = async (path: string, body: object) => (await owner.browser.post(path, body).expect(201)).body.id as string;
  const supplier = await post('/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  const category = await post('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' });
  const voucher = await post('/api/vouchers/create/new', {
    supplier_id: supplier,
    date: today(),
    amount: '10.00',
    pay_type: 'Cash',
    expense_category_id: category,
  });
  attachmentUrl = `/api/vouchers/attachment/${voucher}`;
  const template = await post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' });
  logoUrl = `/api/invoice-templates/save/image/${template}`;
});
afterAll(() => app.close());

const attachments = () => app.sql<{ filename: string; content_type: string }>(`SELECT filename, content_type FROM document_attachments`);
const logos = () => app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM invoice_templates WHERE logo IS NOT NULL`);
const form = (url: string) => owner.browser.agent.post(url).set('X-XSRF-TOKEN', owner.browser.csrfToken() ?? '');

describe('document attachments', () => {
  it('refuses a file over 5 MB with 413 on the field, and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await owner.browser.upload(attachmentUrl, 'attachment', big, { filename: 'big.pdf' }).expect(413);
    expect(response.body).toEqual({
      message: 'The attachment may not be greater than 5 MB.',
      code: 'uploads.too-large',
      params: { label: 'attachment', max: 5 },
      errors: { attachment: ['The attachment may not be greater than 5 MB.'] },
      error_codes: { attachment: [{ code: 'uploads.too-large', params: { label: 'attachment', max: 5 } }] },
    });
    expect(await attachments()).toEqual([]);
  });

  it('refuses two files, or a file under another field, with 422 on the field', async () => {
    const oneFile = {
      message: 'Please upload one file as the attachment.',
      code: 'attachments.one-file',
      errors: { attachment: ['Please upload one file as the attachment.'] },
      error_codes: { attachment: [{ code: 'attachments.one-file' }] },
    };
    await form(attachmentUrl).attach('attachment', PDF, 'a.pdf').attach('attachment', PDF, 'b.pdf').expect(422, oneFile);
    await form(attachmentUrl).attach('file', PDF, 'a.pdf').expect(422, oneFile);
    expect(await attachments()).toEqual([]);
  });

  it('refuses a form that cannot be read with a 4xx, not a 500', async () => {
    const response = await form(attachmentUrl).set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\n\r\n%PDF');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ attachment: ['Please upload one file as the attachment.'] });
    expect(response.body.error_codes).toEqual({ attachment: [{ code: 'attachments.one-file' }] });
  });

  it('answers a body that is not a form with 415', async () => {
    const response = await form(attachmentUrl).set('Content-Type', 'application/pdf').send(PDF).expect(415);
    expect(response.body).toEqual({ message: 'The request body must be sent as multipart/form-data.', code: 'request.unsupported-type', params: { type: 'multipart/form-data' } });
  });

  it('goes by the content, not the name: a PNG called .pdf is kept as a PNG, an executable called .pdf is refused', async () => {
    await owner.browser.upload(attachmentUrl, 'attachment', Buffer.from('MZ\x90\x00'), { filename: 'bill.pdf', contentType: 'application/pdf' }).expect(422);
    await owner.browser.upload(attachmentUrl, 'attachment', PNG, { filename: 'bill.pdf', contentType: 'application/pdf' }).expect(200);
    expect(await attachments()).toEqual([{ filename: 'bill.pdf', content_type: 'image/png' }]);
  });
});

describe('template logos', () => {
  const notAnImage = {
    message: 'Please upload jpeg.png or gif image',
    code: 'templates.not-an-image',
    errors: { logo: ['Please upload jpeg.png or gif image'] },
    error_codes: { logo: [{ code: 'templates.not-an-image' }] },
  };

  it('refuses a logo over 2 MB with 413 on the field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    await owner.browser
      .upload(logoUrl, 'logo', big, { filename: 'logo.png' })
      .expect(413, {
        message: 'The logo may not be greater than 2 MB.',
        code: 'uploads.too-large',
        params: { label: 'logo', max: 2 },
        errors: { logo: ['The logo may not be greater than 2 MB.'] },
        error_codes: { logo: [{ code: 'uploads.too-large', params: { label: 'logo', max: 2 } }] },
      });
    expect((await logos())[0].n).toBe(0);
  });

  it("refuses a PDF called logo.png, two logos, or a logo under another field, with the spec's message", async () => {
    await owner.browser.upload(logoUrl, 'logo', PDF, { filename: 'logo.png', contentType: 'image/png' }).expect(422, notAnImage);
    await form(logoUrl).attach('logo', PNG, 'a.png').attach('logo', PNG, 'b.png').expect(422, notAnImage);
    await form(logoUrl).attach('image', PNG, 'a.png').expect(422, notAnImage);
    expect((await logos())[0].n).toBe(0);
  });

  it('answers a urlencoded body with 415', async () => {
    await form(logoUrl).type('form').send('logo=abc').expect(415, { message: 'The request body must be sent as multipart/form-data.', code: 'request.unsupported-type', params: { type: 'multipart/form-data' } });
  });
});
