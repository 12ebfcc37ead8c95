// A buyer's steps shared by the checkout specs: API calls as a member, registration through
// the SMS outbox, a session in the browser, the seeded tiers, the sandbox payment window and a
// real PNG for document uploads. Each takes the origin it talks to (the origin server or the edge).
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { buyerAddressHeaders } from './api-session.ts';
import { withLoginToken } from './login-token.ts';

export const buyerPassword = 'Checkout2024pass';

export interface Envelope<T> {
  code: number;
  data: T;
  message?: string;
}
export interface Session {
  accessToken: string;
  uid: number;
  phone: string;
}
export interface Tier {
  id: number;
  name: string;
  priceMinor: number;
  currency: string;
  remaining: number;
}
export interface TicketKind {
  id: number;
  payKind: 1 | 2;
  onSale: boolean;
  tiers: Tier[];
}

/** One API call through `origin`, answering the envelope. */
export async function apiCall<T>(
  request: APIRequestContext,
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await request.fetch(`${origin}${path}`, {
    method,
    headers: { ...(token !== undefined && { Authorization: `Bearer ${token}` }), ...headers },
    ...(body !== undefined && { data: body }),
  });
  return withLoginToken(response, (await response.json()) as Envelope<T>);
}

/** Registers a new member with a password (the SMS code read from the dev outbox). */
export async function registerBuyer(request: APIRequestContext, origin: string): Promise<Session> {
  const phone = `13${String(randomInt(5, 10))}${String(randomInt(10_000_000, 99_999_999))}`;
  await apiCall(
    request,
    origin,
    'GET',
    `/api/auth/sendRegisterVerifyCode/${phone}/register`,
    undefined,
    undefined,
    buyerAddressHeaders(),
  );
  const outbox = await apiCall<{ code: string }[]>(
    request,
    origin,
    'GET',
    `/api/dev/sms-outbox?phone=${phone}`,
  );
  const code = outbox.data[0]?.code ?? '';
  const session = await apiCall<{ accessToken: string; uid: number }>(
    request,
    origin,
    'POST',
    '/api/auth/register',
    undefined,
    { phone, code, password: buyerPassword },
  );
  expect(session.code).toBe(1);
  return { ...session.data, phone };
}

/** Puts a member's session cookies into the browser for `origins`. */
export async function logInAs(
  context: BrowserContext,
  session: Session,
  origins: readonly string[],
): Promise<void> {
  await context.addCookies(
    origins.flatMap((url) => [
      { name: 'access_token', value: session.accessToken, url },
      { name: 'uid', value: String(session.uid), url },
    ]),
  );
}

/** On-sale tiers of the seed: a paid and a free one, each with at least `minRemaining` left. */
export async function findTiers(
  request: APIRequestContext,
  origin: string,
  need: { minRemaining: number; upcoming?: boolean },
): Promise<{ paid: { exhibitionId: number; tier: Tier }; free: { exhibitionId: number; tier: Tier } }> {
  const found: { paid?: { exhibitionId: number; tier: Tier }; free?: { exhibitionId: number; tier: Tier } } =
    {};
  for (let pageNum = 1; pageNum <= 40 && (found.paid === undefined || found.free === undefined); pageNum++) {
    const list = await apiCall<{ records: { id: number; state: string }[] }>(
      request,
      origin,
      'GET',
      `/api/exhibitions?pageSize=50&pageNum=${String(pageNum)}`,
    );
    if (list.data.records.length === 0) break;
    // Tickets sell until a fair ends; a reminder is offered only before it opens (`upcoming`).
    const wanted = list.data.records.filter((item) =>
      need.upcoming === true ? item.state === 'upcoming' : item.state !== 'past',
    );
    for (const exhibition of wanted) {
      const kinds = await apiCall<TicketKind[]>(
        request,
        origin,
        'GET',
        `/api/exhibitions/${String(exhibition.id)}/tickets`,
      );
      for (const kind of kinds.data.filter((item) => item.onSale)) {
        for (const tier of kind.tiers.filter((item) => item.remaining >= need.minRemaining)) {
          if (kind.payKind === 1 && tier.priceMinor > 0) found.paid ??= { exhibitionId: exhibition.id, tier };
          if (kind.payKind === 2 || tier.priceMinor === 0)
            found.free ??= { exhibitionId: exhibition.id, tier };
        }
      }
    }
  }
  if (found.paid === undefined || found.free === undefined)
    throw new Error('the seed has no on-sale paid and free tiers');
  return { paid: found.paid, free: found.free };
}

/** A seeded visa whose employed applicants must upload documents, and the names of those documents. */
export async function visaWithDocuments(
  request: APIRequestContext,
  origin: string,
): Promise<{ visaId: number; required: string[] }> {
  const visas = await apiCall<{ records: { id: number }[] }>(
    request,
    origin,
    'GET',
    '/api/visas?pageSize=20',
  );
  for (const { id } of visas.data.records) {
    const detail = await apiCall<{
      applicantKinds: { code: string; documents: { name: string; required: boolean }[] }[];
    }>(request, origin, 'GET', `/api/visas/${String(id)}`);
    const employed = detail.data.applicantKinds.find((kind) => kind.code === 'employed');
    const required = employed?.documents.filter((doc) => doc.required).map((doc) => doc.name) ?? [];
    if (required.length > 0) return { visaId: id, required };
  }
  throw new Error('the seed has no visa with required documents');
}

/** Pays the order of the /payment page in the sandbox window it opens, then waits on the result page. */
export async function payInSandbox(
  page: Page,
  channel: '支付宝' | '微信支付',
  resultPath: RegExp,
  /** Checks of the result page while the payment is still open (before the sandbox pays). */
  beforePay?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.getByRole('radio', { name: channel }).check();
  const popupPromise = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /立即支付/ }).click();
  const sandbox = await popupPromise;
  await sandbox.waitForLoadState();
  await expect(sandbox.getByRole('heading', { name: /Sandbox/ })).toBeVisible();
  await expect(page).toHaveURL(resultPath);
  await expect(page.getByRole('heading', { name: '正在确认支付结果…' })).toBeVisible();
  if (beforePay !== undefined) await beforePay(page);
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  // The gateway page answers the payment by showing its settled status (POST-redirect-GET).
  await expect(sandbox.getByText('(paid)')).toBeVisible();
  await sandbox.close();
}

/** A grey PNG of the given size (real image bytes the browser decodes). */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(width + 1, 0x99);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Fills the first step of the visa order (an applicant leaving in 30 days, the contact). */
export async function fillVisaApplicant(page: Page): Promise<void> {
  const depart = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('出发日期').fill(depart);
  await page.getByLabel('姓名', { exact: true }).fill('张三');
  await page.getByLabel('姓名拼音').fill('zhang san');
  await page.getByLabel('护照号码').fill('e12345678');
  await fillContact(page);
}

/** Uploads a fitting picture for each required document of the visa order's second step. */
export async function uploadVisaDocuments(page: Page, required: readonly string[]): Promise<void> {
  for (const name of required) {
    await page
      .getByLabel(new RegExp(`^${name}`))
      .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png(600, 800) });
    await expect(page.getByText(`已上传：${name}.png`)).toBeVisible();
  }
}

/** Fills the checkout contact fields (Chinese labels). */
export async function fillContact(page: Page, email = 'buyer@expo.example'): Promise<void> {
  await page.getByLabel('联系人姓名').fill('王小明');
  await page.getByLabel('手机号', { exact: true }).fill('13912345678');
  await page.getByLabel('邮箱（选填）').fill(email);
}
