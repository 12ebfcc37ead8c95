import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword } from '../../api/seed/demo-accounts.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiOk, logInBrowser, passwordSession, type Session } from './support/api-session.ts';

// The gate scanner /checkin with the seeded gate staff (13900000001) on the seed's paid order
// T202601010000001 of member 01 (2 tickets: 王伟 and Anna Schmidt; fair 1, on show 2027-04-08 to
// 2027-04-10). The browsers' clocks are set to the first show day in Shanghai. Needs a freshly
// seeded database (each ticket admits once per show day).

const showDay = '2027-04-08';
const staffAccount = '13900000001';

async function gate(browser: Browser, session: Session, time: string, name: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Asia/Shanghai', locale: 'en-US' });
  await logInBrowser(context, session);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${showDay}T${time}:00+08:00`));
  const response = await page.goto(`${enOrigin}/checkin?fair=1`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['permissions-policy']).toContain('camera=(self)');
  await expect(page.getByTestId('checkin-status')).toContainText(`tickets of ${showDay} downloaded`);
  await page.getByLabel('Gate', { exact: true }).fill(name);
  return page;
}

async function enter(page: Page, code: string): Promise<void> {
  await page.getByLabel('Ticket code (type it when the QR code cannot be read)').fill(code);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test.describe('gate check-in', () => {
  test('staff checks tickets in by hand; a second gate offline admits the same ticket only once after the sync', async ({
    browser,
    request,
  }) => {
    const staff = await passwordSession(request, staffAccount, demoPassword);
    const member = await passwordSession(request, '13800000001', demoPassword);
    const order = await apiOk<{ ticket: { ticketCodes: string[] } }>(
      request,
      member,
      'GET',
      '/api/orders/T202601010000001',
    );
    const [first = '', second = ''] = order.ticket.ticketCodes;
    expect(first).toMatch(/^EXPOTICKET:2:T202601010000001:1:1:/);

    const gateA = await gate(browser, staff, '09:30', 'North 1');
    await enter(gateA, first);
    const verdict = gateA.getByTestId('checkin-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'admitted');
    await expect(verdict).toContainText('Admitted');
    await expect(verdict).toContainText('王伟');
    await enter(gateA, first);
    await expect(verdict).toHaveAttribute('data-verdict', 'refused');
    await expect(verdict).toContainText('Already used today at North 1, 09:30');
    // An edited code is refused.
    await enter(gateA, `${first.slice(0, -2)}${first.endsWith('AA') ? 'BB' : 'AA'}`);
    await expect(verdict).toHaveAttribute('data-reason', 'forged');
    await expect(verdict).toContainText('Not a valid ticket: the code is forged, edited or damaged');
    // The empty entry is told what to do.
    await gateA.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(gateA.getByRole('alert')).toHaveText('Enter the ticket code.');

    // Gate B has the day's list, then loses the network.
    const gateB = await gate(browser, staff, '09:40', 'South 2');
    await gateB.context().setOffline(true);
    await expect(gateB.getByTestId('checkin-status')).toContainText('Offline');
    // Meanwhile gate A admits Anna Schmidt's ticket online.
    await enter(gateA, second);
    await expect(verdict).toHaveAttribute('data-verdict', 'admitted');
    await expect(verdict).toContainText('Anna Schmidt');
    // Gate B, offline, cannot know: it admits from its list and queues the scan.
    await enter(gateB, second);
    const offline = gateB.getByTestId('checkin-verdict');
    await expect(offline).toHaveAttribute('data-verdict', 'admitted');
    await expect(offline).toContainText('Checked offline');
    await expect(gateB.getByTestId('checkin-status')).toContainText('1 to sync');
    // Back online, the sync settles it: gate A's earlier scan is the admission.
    await gateB.context().setOffline(false);
    await expect(gateB.getByTestId('checkin-sync')).toContainText('Synced: 0 admitted, 1 refused.');
    await expect(gateB.getByTestId('checkin-sync')).toContainText('Already used today at North 1, 09:30');
    await expect(gateB.getByTestId('checkin-status')).toContainText('0 to sync');

    // Admitted once each: two admissions in the 09:00 hour.
    const hours = await apiOk<{ total: number; hours: { hour: number; admitted: number }[] }>(
      request,
      staff,
      'GET',
      `/api/checkin/hours?fairId=1&day=${showDay}`,
    );
    expect(hours).toEqual({ day: showDay, total: 2, hours: [{ hour: 9, admitted: 2 }] });
    await expect(gateB.getByTestId('checkin-hours')).toContainText('2 admitted today');
  });

  test('a member gets 403 in the page language; a visitor is sent to log in', async ({
    browser,
    request,
  }) => {
    const member = await passwordSession(request, '13800000002', demoPassword);
    const context = await browser.newContext();
    await logInBrowser(context, member);
    const page = await context.newPage();
    const zh = await page.goto(`${zhOrigin}/checkin?fair=1`);
    expect(zh?.status()).toBe(403);
    await expect(page.getByTestId('checkin-forbidden')).toContainText('仅限入场工作人员');
    const en = await page.goto(`${enOrigin}/checkin?fair=1`);
    expect(en?.status()).toBe(403);
    await expect(page.getByTestId('checkin-forbidden')).toContainText('Gate staff only');
    await expect(page.getByTestId('checkin')).toHaveCount(0);

    const visitor = await browser.newPage();
    await visitor.goto(`${zhOrigin}/checkin?fair=1`);
    await expect(visitor).toHaveURL(/\/login\?redirect=%2Fcheckin%3Ffair%3D1$/);
  });
});
