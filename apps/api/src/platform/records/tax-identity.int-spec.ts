import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Tax Identity Co');
});
afterAll(() => app.close());

const configuration = { business_name: 'Tax Identity Co', time_zone: 'Asia/Colombo', base_currency: 'LKR' };

describe('the business tax identity', () => {
  it('saves the TIN, the VAT number and the registration, and reads them back', async () => {
    const saved = await owner.browser
      .put('/api/configurations', { ...configuration, tin: ' 134567890 ', vat_number: '134567890-7000', vat_registered: true })
      .expect(200);
    expect(saved.body).toMatchObject({ tin: '134567890', vat_number: '134567890-7000', vat_registered: true });
    expect((await owner.browser.get('/api/configurations').expect(200)).body).toMatchObject({ tin: '134567890', vat_registered: true });
  });

  it.each([
    ['tin', '13456789', 'The TIN must be 9 digits, like 134567890.'],
    ['tin', '134567890-7000', 'The TIN must be 9 digits, like 134567890.'],
    ['vat_number', '134567890', 'The VAT number must be 9 digits followed by -7000, like 134567890-7000.'],
    ['vat_number', '134567890-7001', 'The VAT number must be 9 digits followed by -7000, like 134567890-7000.'],
    ['vat_registered', 'perhaps', 'The VAT registered field must be true or false.'],
  ])('refuses a %s of %j with 422 and changes nothing', async (field, value, message) => {
    const before = (await owner.browser.get('/api/configurations')).body;
    const response = await owner.browser.put('/api/configurations', { ...configuration, [field]: value }).expect(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
    expect(response.body.error_codes[field][0].code).toBe(field === 'vat_registered' ? 'validation.boolean' : field === 'tin' ? 'validation.tin' : 'validation.vat-number');
    expect((await owner.browser.get('/api/configurations')).body).toEqual(before);
  });

  it.each([
    [{ vat_registered: true, vat_number: null }, 'vat_number', 'tax.vat-number-required', 'A VAT-registered business needs its VAT number: its tax invoices print it.'],
    [{ tax_invoice_series: 'TI 2026/' }, 'tax_invoice_series', 'validation.no-spaces', 'The tax invoice series may not contain spaces.'],
    [{ tax_invoice_series: 'T'.repeat(41) }, 'tax_invoice_series', 'validation.too-long', 'The tax invoice series may not be greater than 40 characters.'],
    [{ vat_filing_period: 'year' }, 'vat_filing_period', 'validation.choice', 'The selected VAT filing period is invalid.'],
    [{ sscl_activity: 'farming' }, 'sscl_activity', 'validation.choice', 'The selected SSCL activity is invalid.'],
    [{ sscl_liable_share: '100.5' }, 'sscl_liable_share', 'validation.over-maximum', 'The SSCL liable share may not be greater than 100.'],
  ])('refuses the tax settings %j with 422 on the field and changes nothing', async (settings, field, code, message) => {
    const before = (await owner.browser.get('/api/configurations')).body;
    const response = await owner.browser.put('/api/configurations', { ...configuration, tin: '134567890', ...settings }).expect(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
    expect(response.body.error_codes[field][0].code).toBe(code);
    expect((await owner.browser.get('/api/configurations')).body).toEqual(before);
  });

  it('keeps the tax invoice series, the VAT filing period and what decides the SSCL', async () => {
    const settings = { tax_invoice_series: 'TI/2026/', vat_filing_period: 'quarter', sscl_activity: 'manufacturing', sscl_liable_share: '80' };
    const saved = await owner.browser.put('/api/configurations', { ...configuration, tin: '134567890', vat_number: '134567890-7000', vat_registered: true, ...settings }).expect(200);
    expect(saved.body).toMatchObject({ ...settings, sscl_liable_share: '80.00' });
  });

  it('is the Admin’s to change: an Audit user is refused', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.put('/api/configurations', { ...configuration, tin: '999999999' }).expect(403);
    expect((await owner.browser.get('/api/configurations')).body.tin).toBe('134567890');
  });
});

describe.each(['customers', 'suppliers'])('a party’s tax identity (%s)', (resource) => {
  const base = resource === 'customers' ? { name: 'Lanka Traders' } : { name: 'Lanka Traders', type: 'Local Vendor' };

  it('keeps a TIN and a VAT number, and refuses malformed ones with 422', async () => {
    const made = await owner.browser.post(`/api/${resource}`, { ...base, tin: '409876543', vat_number: '409876543-7000' }).expect(201);
    expect(made.body).toMatchObject({ tin: '409876543', vat_number: '409876543-7000' });
    const refused = await owner.browser.put(`/api/${resource}/${made.body.id}`, { ...base, tin: '40987654X', vat_number: '409876543/7000' }).expect(422);
    expect(refused.body.errors).toEqual({
      tin: ['The TIN must be 9 digits, like 134567890.'],
      vat_number: ['The VAT number must be 9 digits followed by -7000, like 134567890-7000.'],
    });
    expect((await owner.browser.get(`/api/${resource}/${made.body.id}`).expect(200)).body.tin).toBe('409876543');
  });

  it('answers 404 for another workspace’s record and 403 to an Audit user', async () => {
    const made = await owner.browser.post(`/api/${resource}`, base).expect(201);
    const neighbour = await registerWorkspace(app, `Neighbour of ${resource}`);
    await neighbour.browser.put(`/api/${resource}/${made.body.id}`, { ...base, tin: '111111111' }).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.put(`/api/${resource}/${made.body.id}`, { ...base, tin: '111111111' }).expect(403);
    expect((await owner.browser.get(`/api/${resource}/${made.body.id}`)).body.tin).toBeNull();
  });
});
