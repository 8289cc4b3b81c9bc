import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { expectNotification } from './support/records';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

const SHOTS = process.env.SHOTS_DIR ?? ARTIFACTS;
import { registerViaApi } from './support/workspace';

/** Runs SQL on the suite's scratch database, as the operator would. */
async function sql(text: string, params: unknown[]): Promise<void> {
  const client = new Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** The server's sweep (every 5 s here) sends what is due; the page reads the runs when it opens. */
async function sentBoth(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const runs = (await (await page.request.get('/api/monthly-summaries')).json()) as { summaries: { last_run: object | null }[] };
        return runs.summaries.filter((s) => s.last_run !== null).length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
}

test('Monthly Report dates: set the days and language, then see the last run and the next, in en and si', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto(`/${user.slug}/settings/configuration`);
  // The section list beside the cards names it too; follow the list's entry.
  await page.getByRole('link', { name: 'Monthly Report dates', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/settings/configuration/monthly-reports$`));

  const outstanding = page.getByTestId('summary-outstanding');
  const business = page.getByTestId('summary-business');
  await expect(outstanding).toContainText('Monthly outstanding summary', { timeout: 30_000 });
  await expect(outstanding.getByTestId('summary-outstanding-last')).toContainText('Not sent yet');
  await expect(business.getByTestId('summary-business-next')).toHaveText('Off: choose a day above');

  await page.locator('input[name="monthly_outstanding_summary_day"]').fill('1');
  await page.locator('input[name="monthly_business_summary_day"]').fill('1');
  await page.getByLabel('Summary language').click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Monthly report updated successfully');
  // Set today, the 1st has passed (or is today): the first run is next month's 1st.
  await expect(business.getByTestId('summary-business-next')).not.toHaveText('Off: choose a day above');
  await expect(business.getByTestId('summary-business-next')).toHaveText(/\w{3} 1, \d{4}|Today/);
  await look(page, join(SHOTS, 'monthly-summaries-set-en.png'));

  // As if the days had been chosen forty days ago: this month's 1st is owed, and the server sends it.
  await sql(
    `UPDATE business_configuration c SET monthly_outstanding_summary_set_at = now() - interval '40 days', monthly_business_summary_set_at = now() - interval '40 days'
       FROM workspaces w WHERE w.id = c.tenant_id AND w.slug = $1`,
    [user.slug],
  );
  await sentBoth(page);
  await page.reload();
  await expect(outstanding.getByTestId('summary-outstanding-last')).toContainText(user.email, { timeout: 30_000 });
  await expect(business.getByTestId('summary-business-last')).toContainText(user.email);
  await expect(outstanding.getByTestId('summary-outstanding-last')).toContainText(/summary/);
  await expect(outstanding.getByTestId('summary-outstanding-last')).toContainText('what was owed on');
  await expect(business.getByTestId('summary-business-last')).toContainText('profit and loss of');
  await expect(business.getByTestId('summary-business-last')).toContainText('To 1 admin');
  // This month is sent: next month's 1st comes next.
  await expect(business.getByTestId('summary-business-next')).toHaveText(/\w{3} 1, \d{4}/);
  await look(page, join(SHOTS, 'monthly-summaries-sent-en.png'));

  await page.goto(`/si/${user.slug}/settings/configuration/monthly-reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'මාසික වාර්තා දින' })).toBeVisible({ timeout: 30_000 });
  await expect(outstanding).toContainText('මාසික හිඟ මුදල් සාරාංශය');
  await expect(business.getByTestId('summary-business-last')).toContainText('අවසන් වරට යැවූයේ');
  await expect(business.getByTestId('summary-business-last')).toContainText('ලාභ අලාභ');
  await expect(business.getByTestId('summary-business-last')).toContainText(user.email);
  await page.locator('input[name="monthly_business_summary_day"]').fill('15');
  await page.getByLabel('සාරාංශයේ භාෂාව').click();
  await page.getByRole('option', { name: 'සිංහල' }).click();
  await page.getByRole('button', { name: 'සුරකින්න' }).click();
  await expect(page.locator('input[name="monthly_business_summary_day"]')).toHaveValue('15');
  await look(page, join(SHOTS, 'monthly-summaries-si.png'));
});
