import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

// The sandbox gateway's pay page (dev and test only): what /payment's window opens in place of
// Alipay or WeChat Pay. It wears the portal's look (brand bar, card, buttons, phone width) so a
// buyer trying the checkout sees one product; the portal serves it under a sandbox policy that
// allows forms and inline styles only, so it has no script and loads nothing.

/** What the page shows of one payment. */
export interface SandboxPayment {
  channel: string;
  paymentNo: string;
  orderNo: string;
  /** The amount as shown, with its currency ("90.00 CNY"). */
  amount: string;
  status: string;
  /** The form action of each result (pay or give up). */
  actionFor: (result: 'success' | 'fail') => string;
}

const channelNames: Readonly<Record<string, string>> = { alipay: 'Alipay', wxpay: 'WeChat Pay' };

const styles = `
:root{--brand:#c8102e;--brand-dark:#9e0b23;--text:#1f2329;--muted:#5c6370;--border:#e3e5e8;--soft:#f6f7f9;
font-family:system-ui,-apple-system,'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif;
color:var(--text);background:var(--soft);line-height:1.6}
*{box-sizing:border-box}body{margin:0;min-height:100vh}
header{background:#fff;border-bottom:3px solid var(--brand)}
.bar{max-width:560px;margin:0 auto;padding:12px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px}
.brand{font-size:1.25rem;font-weight:700;color:var(--brand)}.tag{margin-left:auto;color:var(--muted);font-size:.85rem}
main{max-width:560px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border:1px solid var(--border);border-radius:6px;padding:20px}
h1{font-size:1.3rem;margin:0 0 4px}.note{color:var(--muted);font-size:.9rem;margin:0 0 16px}
.amount{font-size:2rem;font-weight:700;color:var(--brand);margin:8px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 20px}dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
.status{display:inline-block;padding:0 8px;border-radius:4px;background:var(--soft)}
.status-paid{background:#e6f4ea;color:#1e6b34}.status-failed{background:#fdecee;color:var(--brand-dark)}
.actions{display:flex;flex-wrap:wrap;gap:12px}form{flex:1 1 160px;margin:0}
button{width:100%;min-height:44px;padding:8px 16px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid var(--brand);background:var(--brand);color:#fff}
button:hover,button:focus-visible{background:var(--brand-dark)}
.fail button{background:#fff;color:var(--brand)}.fail button:hover,.fail button:focus-visible{background:var(--soft)}
button:focus-visible{outline:2px solid var(--brand);outline-offset:2px}
`;

/** The page of one payment: its amount, order and status, and the Pay and Fail forms while it is open. */
export function sandboxPayPage(payment: SandboxPayment): HtmlEscapedString | Promise<HtmlEscapedString> {
  const channel = channelNames[payment.channel] ?? payment.channel;
  const open = payment.status === 'pending';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sandbox ${channel}</title>
        <style>
          ${raw(styles)}
        </style>
      </head>
      <body>
        <header>
          <div class="bar">
            <span class="brand">ExpoPortal</span><span class="tag">Test payment gateway</span>
          </div>
        </header>
        <main>
          <section class="card" aria-labelledby="title">
            <h1 id="title">Sandbox ${channel}</h1>
            <p class="note">Stands in for ${channel} in development and tests: no money moves.</p>
            <p class="amount"><strong>${payment.amount}</strong></p>
            <dl>
              <dt>Order</dt>
              <dd>${payment.orderNo}</dd>
              <dt>Payment</dt>
              <dd>${payment.paymentNo}</dd>
              <dt>Status</dt>
              <dd><span class="status status-${payment.status}">(${payment.status})</span></dd>
            </dl>
            ${
              open
                ? html`<div class="actions">
                    <form method="post" action="${payment.actionFor('success')}"><button>Pay</button></form>
                    <form class="fail" method="post" action="${payment.actionFor('fail')}">
                      <button>Fail</button>
                    </form>
                  </div>`
                : html`<p class="note">This payment is settled; you may close this window.</p>`
            }
          </section>
        </main>
      </body>
    </html>`;
}
