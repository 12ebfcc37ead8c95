import { readFileSync } from 'node:fs';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Locale } from '../../src/lib/contract/locale.ts';
import { serverI18n } from '../../src/lib/i18n/server.ts';
import { challengePassCode, type CardFieldError, type CardInput } from '../domain/card-cards.ts';

// The sandbox card processor's hosted pages (dev and test only): the card form, the 3-D Secure
// challenge and the finished state, in the buyer's language (?lang=). They wear the portal's
// design tokens (src/styles/tokens.css, inlined: the page loads nothing) and have no script: the
// portal serves them under a sandbox policy that allows forms and inline styles only.

/** What the pages show of one card payment. */
export interface CardPageModel {
  locale: Locale;
  paymentNo: string;
  orderNo: string;
  /** The amount as shown, with its currency ("90.00 USD"). */
  amount: string;
  /** form: no charge yet; challenge: 3-D Secure; settled: paid, failed, closed or processing. */
  step: 'form' | 'challenge' | 'settled';
  /** The payment's status (settled step). */
  status: string;
  /** Where the buyer goes back to the shop. */
  returnUrl: string;
  /** The card form's last input (never the number or CVC) and its errors. */
  holder?: string;
  expiry?: string;
  errors?: CardFieldError[];
}

let tokens: string | undefined;
/** The portal's design tokens, read once. */
function designTokens(): string {
  tokens ??= readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');
  return tokens;
}

const styles = `
body{margin:0;min-height:100vh;font-family:var(--font-sans);color:var(--color-text);background:var(--color-bg-page);line-height:1.6}
*{box-sizing:border-box}
header{background:var(--color-bg);border-bottom:3px solid var(--color-brand)}
.bar{max-width:560px;margin:0 auto;padding:12px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px}
.brand{font-size:var(--font-size-xl);font-weight:700;color:var(--color-brand)}.tag{margin-left:auto;color:var(--color-muted);font-size:var(--font-size-sm)}
main{max-width:560px;margin:0 auto;padding:24px 16px}
.card{background:var(--color-bg);border:1px solid var(--color-border);border-radius:6px;padding:20px}
h1{font-size:var(--font-size-xl);margin:0 0 4px}.note{color:var(--color-muted);font-size:var(--font-size-sm);margin:0 0 16px}
.amount{font-size:var(--font-size-3xl);font-weight:700;color:var(--color-brand);margin:8px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 20px}dt{color:var(--color-muted)}dd{margin:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;min-height:44px;padding:8px 12px;font:inherit;border:1px solid var(--color-border-strong);border-radius:6px;background:var(--color-bg);color:var(--color-text)}
input[aria-invalid=true]{border-color:var(--color-danger-text)}
.row{display:flex;gap:12px}.row>div{flex:1 1 0}
.error{color:var(--color-danger-text);font-size:var(--font-size-sm);margin:4px 0 0}
.alert{background:var(--color-danger-bg);border:1px solid var(--color-danger-border);color:var(--color-danger-text);border-radius:6px;padding:8px 12px;margin:0 0 12px}
.status{background:var(--color-info-bg);border:1px solid var(--color-info-border);color:var(--color-info-text);border-radius:6px;padding:8px 12px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:20px}.actions>*{flex:1 1 160px}
button,.link{display:inline-block;text-align:center;text-decoration:none;width:100%;min-height:44px;padding:8px 16px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid var(--color-brand);background:var(--color-brand);color:var(--color-on-dark)}
button:hover,button:focus-visible,.link:hover{background:var(--color-brand-dark)}
button.secondary{background:var(--color-bg);color:var(--color-brand)}button.secondary:hover{background:var(--color-bg-soft)}
button:focus-visible,input:focus-visible{outline:2px solid var(--color-brand);outline-offset:2px}
details{margin-top:20px;font-size:var(--font-size-sm);color:var(--color-muted)}code{font-family:var(--font-mono)}
`;

function shell(model: CardPageModel, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  const { t } = serverI18n(model.locale);
  return html`<!doctype html>
    <html lang="${model.locale === 'en' ? 'en' : 'zh-CN'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${t('apiMessage.card.processor')}</title>
        <style>
          ${raw(designTokens())}
          ${raw(styles)}
        </style>
      </head>
      <body>
        <header>
          <div class="bar">
            <span class="brand">${t('apiMessage.card.processor')}</span
            ><span class="tag">${t('apiMessage.card.tag')}</span>
          </div>
        </header>
        <main>
          <section class="card" aria-labelledby="title">${body}</section>
        </main>
      </body>
    </html>`;
}

function errorOf(model: CardPageModel, field: keyof CardInput) {
  const { t } = serverI18n(model.locale);
  const error = model.errors?.find((item) => item.field === field);
  return error === undefined ? '' : html`<p class="error" id="${field}-error">${t(error.key)}</p>`;
}

function input(model: CardPageModel, field: keyof CardInput, label: string, attrs: string, value = '') {
  const invalid = model.errors?.some((item) => item.field === field) === true;
  return html`<label for="${field}">${label}</label>
    <input
      id="${field}"
      name="${field}"
      value="${value}"
      ${raw(attrs)}
      aria-invalid="${invalid ? 'true' : 'false'}"
      ${invalid ? raw(`aria-describedby="${field}-error"`) : ''}
    />${errorOf(model, field)}`;
}

function cardForm(model: CardPageModel) {
  const { t } = serverI18n(model.locale);
  const action = `/api/pay/sandbox/${model.paymentNo}/card?lang=${model.locale}`;
  const tests: [string, string][] = [
    ['4242 4242 4242 4242', t('apiMessage.card.test.success')],
    ['4000 0000 0000 3220', t('apiMessage.card.test.challenge')],
    ['4000 0000 0000 0002', t('apiMessage.card.test.declined')],
    ['4000 0000 0000 9995', t('apiMessage.card.test.funds')],
    ['4000 0000 0000 0341', t('apiMessage.card.test.late')],
  ];
  return html`<h1 id="title">${t('apiMessage.card.title')}</h1>
    <p class="note">${t('apiMessage.card.note')}</p>
    <p class="amount"><strong>${model.amount}</strong></p>
    <dl>
      <dt>${t('apiMessage.card.order')}</dt>
      <dd>${model.orderNo}</dd>
      <dt>${t('apiMessage.card.payment')}</dt>
      <dd>${model.paymentNo}</dd>
    </dl>
    ${(model.errors?.length ?? 0) > 0 ? html`<p class="alert" role="alert">${t('apiMessage.card.fixErrors')}</p>` : ''}
    <form method="post" action="${action}" novalidate>
      ${input(model, 'number', t('apiMessage.card.number'), 'inputmode="numeric" autocomplete="cc-number"')}
      <div class="row">
        <div>
          ${input(
            model,
            'expiry',
            t('apiMessage.card.expiry'),
            'autocomplete="cc-exp" placeholder="MM/YY"',
            model.expiry ?? '',
          )}
        </div>
        <div>
          ${input(model, 'cvc', t('apiMessage.card.cvc'), 'inputmode="numeric" autocomplete="cc-csc"')}
        </div>
      </div>
      ${input(model, 'holder', t('apiMessage.card.holder'), 'autocomplete="cc-name"', model.holder ?? '')}
      <div class="actions"><button>${t('apiMessage.card.pay', { amount: model.amount })}</button></div>
    </form>
    <details>
      <summary>${t('apiMessage.card.testCards')}</summary>
      <ul>
        ${tests.map(([number, what]) => html`<li><code>${number}</code> ${what}</li>`)}
      </ul>
    </details>`;
}

function challengeForm(model: CardPageModel) {
  const { t } = serverI18n(model.locale);
  const action = `/api/pay/sandbox/${model.paymentNo}/challenge?lang=${model.locale}`;
  return html`<h1 id="title">${t('apiMessage.card.challengeTitle')}</h1>
    <p>${t('apiMessage.card.challengeNote', { amount: model.amount, code: challengePassCode })}</p>
    <form method="post" action="${action}">
      <label for="code">${t('apiMessage.card.challengeCode')}</label>
      <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" />
      <div class="actions">
        <button name="action" value="confirm">${t('apiMessage.card.challengeSubmit')}</button>
        <button class="secondary" name="action" value="cancel">
          ${t('apiMessage.card.challengeCancel')}
        </button>
      </div>
    </form>`;
}

function settled(model: CardPageModel) {
  const { t } = serverI18n(model.locale);
  const status =
    model.status === 'paid' || model.status === 'failed' || model.status === 'closed'
      ? model.status
      : 'pending';
  return html`<h1 id="title">${t('apiMessage.card.title')}</h1>
    <p class="amount"><strong>${model.amount}</strong></p>
    <p class="status" role="status">
      ${t('apiMessage.card.settled', { status: t(`apiMessage.card.status.${status}`) })}
    </p>
    <div class="actions"><a class="link" href="${model.returnUrl}">${t('apiMessage.card.back')}</a></div>`;
}

/** The hosted page of one card payment at its step. */
export function sandboxCardPage(model: CardPageModel): HtmlEscapedString | Promise<HtmlEscapedString> {
  if (model.step === 'form') return shell(model, cardForm(model));
  if (model.step === 'challenge') return shell(model, challengeForm(model));
  return shell(model, settled(model));
}
