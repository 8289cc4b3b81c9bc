import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Config Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(() => app.close());

const configuration = {
  business_name: 'Config Co (Pvt) Ltd',
  business_email: 'hello@config.test',
  phone_1: '+94 11 234 5678',
  phone_2: '',
  address: '12 Galle Road, Colombo 03',
  time_zone: 'Asia/Colombo',
  base_currency: 'LKR',
  monthly_outstanding_summary_day: 5,
  monthly_business_summary_day: '28',
};

describe('business configuration', () => {
  it('starts from defaults, saves, and reads back', async () => {
    const initial = await owner.browser.get('/api/configurations').expect(200);
    expect(initial.body).toMatchObject({ id: 'configurations', business_name: 'Config Co', time_zone: 'Asia/Colombo', base_currency: 'LKR' });
    await owner.browser.put('/api/configurations', { ...configuration, time_zone: 'Asia/Kolkata' }).expect(200);
    const saved = await owner.browser.put('/api/configurations', configuration).expect(200);
    expect(saved.body).toMatchObject({ business_name: 'Config Co (Pvt) Ltd', phone_2: null, monthly_outstanding_summary_day: 5, monthly_business_summary_day: 28 });
    await owner.browser.put('/api/configurations', { ...configuration, time_zone: 'Europe/London' }).expect(200);
    expect((await owner.browser.get('/api/configurations')).body.time_zone).toBe('Europe/London');
  });

  it.each([
    ['time_zone', 'Mars/Olympus', 'The selected time zone is invalid.'],
    ['base_currency', 'XYZ', 'The selected base currency is invalid.'],
    ['monthly_business_summary_day', 31, 'The monthly business summary date must be a whole number from 1 to 28.'],
    ['business_name', '', 'The business name field is required.'],
  ])('refuses a bad %s with 422', async (field, value, message) => {
    const response = await owner.browser.put('/api/configurations', { ...configuration, [field]: value }).expect(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('offers every IANA time zone and ISO currency', async () => {
    const zones = await owner.browser.get('/api/configurations/time-zone').expect(200);
    expect(zones.body.map((z: { id: string }) => z.id)).toEqual(expect.arrayContaining(['UTC', 'Asia/Colombo', 'America/Buenos_Aires']));
    const money = await owner.browser.get('/api/configurations/currency').expect(200);
    expect(money.body).toEqual(expect.arrayContaining([{ id: 'LKR', name: 'LKR — Sri Lankan Rupee' }]));
    expect(money.body.length).toBeGreaterThan(150);
  });

  it('is Admin-only to change, and per workspace', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/configurations').expect(200);
    await audit.put('/api/configurations', configuration).expect(403);
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.put('/api/configurations', configuration).expect(403);
    const other = await registerWorkspace(app, 'Other Config Co');
    expect((await other.browser.get('/api/configurations')).body.business_name).toBe('Other Config Co');
  });
});

describe('email settings', () => {
  it('saves from, name and reply-to; refuses a bad address', async () => {
    const initial = await owner.browser.get('/api/email-settings').expect(200);
    expect(initial.body.from_address).toBe(owner.user.email);
    await owner.browser.put('/api/email-settings', { from_address: 'billing@config.test', from_name: 'Config Billing', reply_to: 'x' }).expect(422);
    const saved = await owner.browser
      .put('/api/email-settings', { from_address: 'billing@config.test', from_name: 'Config Billing', reply_to: 'accounts@config.test' })
      .expect(200);
    expect(saved.body).toMatchObject({ from_address: 'billing@config.test', reply_to: 'accounts@config.test' });
  });

  it('answers 403 when the email_setting module is off', async () => {
    const shop = await registerWorkspace(app, 'No Mail Co');
    await app.sql(`UPDATE workspaces SET email_setting = 0 WHERE id = $1`, [shop.user.workspace.id]);
    await shop.browser.get('/api/email-settings').expect(403);
  });
});
