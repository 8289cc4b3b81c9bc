import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Body Co');
});
afterAll(() => app.close());

describe('request bodies a client gets wrong', () => {
  it('answers a 5 MB JSON body with 413 and a message, and writes nothing', async () => {
    const name = 'x'.repeat(5 * 1024 * 1024);
    const response = await owner.browser.post('/api/units', { name }).expect(413);
    expect(response.body).toEqual({ message: 'The request body is too large.', code: 'request.too-large' });
    expect(await app.sql(`SELECT 1 FROM units WHERE length(name) > 1000`)).toEqual([]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await owner.browser.agent
      .post('/api/units')
      .set('X-XSRF-TOKEN', owner.browser.csrfToken() ?? '')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('reverses an invoice sent without a body as one with no reason (no TypeError)', async () => {
    const response = await owner.browser.agent
      .post('/api/invoices/reverse/00000000-0000-4000-8000-000000000000')
      .set('X-XSRF-TOKEN', owner.browser.csrfToken() ?? '');
    expect(response.status).toBe(404);
  });
});

describe('request bodies sent as something other than JSON', () => {
  const post = (path: string) => owner.browser.agent.post(path).set('X-XSRF-TOKEN', owner.browser.csrfToken() ?? '');

  it.each([
    ['XML', 'text/xml', '<unit><name>Crate</name></unit>'],
    ['a urlencoded form', 'application/x-www-form-urlencoded', 'name=Form+Crate'],
    ['plain text', 'text/plain', '{"name":"Text Crate"}'],
  ])('answers %s sent to a JSON route with 415 and a message, and writes nothing', async (_label, type, body) => {
    const response = await post('/api/units').set('Content-Type', type).send(body).expect(415);
    expect(response.body).toEqual({ message: 'The request body must be sent as application/json.', code: 'request.unsupported-type', params: { type: 'application/json' } });
    expect(await app.sql(`SELECT 1 FROM units WHERE name LIKE '%Crate' AND name <> 'Crate'`)).toEqual([]);
  });

  it('answers a body sent without a content type with 415, not as an empty one', async () => {
    const response = await post('/api/units').set('Content-Type', '').send(Buffer.from('{"name":"Untyped"}'));
    expect(response.status).toBe(415);
  });

  it('takes JSON with a charset', async () => {
    await post('/api/units').set('Content-Type', 'application/json; charset=utf-8').send('{"name":"Charset Crate"}').expect(201);
  });

  it('answers a multipart form sent to a JSON route with 415', async () => {
    await post('/api/units').field('name', 'Multipart Crate').expect(415);
  });
});

describe("react-admin's default list request", () => {
  it('sorts by id as the list sorts by default, instead of refusing it', async () => {
    await owner.browser.post('/api/units', { name: 'Crate' }).expect(201);
    const byId = await owner.browser.get(`/api/units?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,9]`).expect(200);
    expect(byId.body.map((unit: { name: string }) => unit.name)).toContain('Crate');
    expect(byId.headers['content-range']).toMatch(/^units 0-\d+\/\d+$/);
  });
});
