import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Template Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(() => app.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const template = (name: string) => ({ name, theme_colour: '#1e6fd9', page_size: 'A4', footer_note: 'Thank you!', prepared_by: 'Nimal' });

describe.each(['invoice-templates', 'quotation-templates'])('%s', (resource) => {
  const base = `/api/${resource}`;

  it('starts with a default template; without one, the first made becomes the default', async () => {
    const starter = await owner.browser.get(`${base}/active/template`).expect(200);
    expect(starter.body).toMatchObject({ name: 'Standard', is_default: true, page_size: 'A4' });
    await owner.browser.delete(`${base}/${starter.body.id}`).expect(200);
    await owner.browser.get(`${base}/active/template`).expect(404, { message: 'No template has been created yet.', code: 'templates.no-template' });
    const first = await owner.browser.post(base, template('Classic')).expect(201);
    expect(first.body.is_default).toBe(true);
    const second = await owner.browser.post(base, { ...template('Modern'), page_size: 'Letter' }).expect(201);
    expect(second.body.is_default).toBe(false);
    expect((await owner.browser.get(`${base}/active/template`).expect(200)).body.id).toBe(first.body.id);
    await owner.browser.post(`${base}/default/${second.body.id}`).expect(200);
    const active = await owner.browser.get(`${base}/active/template`).expect(200);
    expect(active.body).toMatchObject({ id: second.body.id, is_default: true, page_size: 'Letter' });
    await owner.browser.post(`${base}/default/${first.body.id}`).expect(200);
    const third = await owner.browser.post(base, { ...template('Third'), is_default: true }).expect(201);
    expect(third.body.is_default).toBe(true);
    await owner.browser.post(`${base}/default/${first.body.id}`).expect(200);
    await owner.browser.delete(`${base}/${third.body.id}`).expect(200);
    const listed = await owner.browser.get(base).query({ sort: '["name","ASC"]' }).expect(200);
    expect(listed.body.map((t: { name: string; is_default: boolean }) => [t.name, t.is_default])).toEqual([
      ['Classic', true],
      ['Modern', false],
    ]);
  });

  it('refuses a bad colour or page size with 422', async () => {
    const bad = await owner.browser.post(base, { ...template('Bad'), theme_colour: 'blue', page_size: 'A5' }).expect(422);
    expect(bad.body.errors).toEqual({
      theme_colour: ['The theme colour must be a colour like #1e6fd9.'],
      page_size: ['The selected page size is invalid.'],
    });
  });

  it('takes a jpeg, png or gif logo by its content, and refuses anything else', async () => {
    const created = await owner.browser.post(base, template(`Logo ${resource}`)).expect(201);
    const url = `${base}/save/image/${created.body.id}`;
    await owner.browser.post(url).expect(422, {
      message: 'Please select a logo first.',
      code: 'templates.logo-required',
      errors: { logo: ['Please select a logo first.'] },
      error_codes: { logo: [{ code: 'templates.logo-required' }] },
    });
    const svg = await owner.browser.upload(url, 'logo', Buffer.from('<svg/>'), { filename: 'logo.png', contentType: 'image/png' }).expect(422);
    expect(svg.body.errors).toEqual({ logo: ['Please upload jpeg.png or gif image'] });
    const saved = await owner.browser.upload(url, 'logo', PNG, { filename: 'logo.png', contentType: 'image/png' }).expect(200);
    expect(saved.body.has_logo).toBe(true);
    const logo = await owner.browser.get(`${base}/${created.body.id}/logo`).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body as Buffer, PNG)).toBe(0);
    await owner.browser.delete(`${base}/delete/logo/${created.body.id}`).expect(200);
    await owner.browser.get(`${base}/${created.body.id}/logo`).expect(404);
  });

  it("keeps templates per workspace, and Entry and Audit users out of changing them", async () => {
    const created = await owner.browser.post(base, template(`Private ${resource}`)).expect(201);
    const stranger = await registerWorkspace(app, `Stranger ${resource}`);
    await stranger.browser.post(`${base}/default/${created.body.id}`).expect(404);
    await stranger.browser.upload(`${base}/save/image/${created.body.id}`, 'logo', PNG, { filename: 'logo.png' }).expect(404);
    for (const role of [2, 3] as const) {
      const user = await signInNewUser(app, owner.user.workspace.id, role);
      await user.get(`${base}/active/template`).expect(200);
      await user.post(`${base}/default/${created.body.id}`).expect(403);
      await user.upload(`${base}/save/image/${created.body.id}`, 'logo', PNG, { filename: 'logo.png' }).expect(403);
    }
  });
});
