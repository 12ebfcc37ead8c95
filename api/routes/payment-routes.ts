import { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { orderNoParamsSchema } from '../../src/lib/contract/order.ts';
import {
  alipayNotifySchema,
  createPaymentBodySchema,
  paymentSchema,
  payStatusSchema,
  wxpayNotifySchema,
} from '../../src/lib/contract/payment.ts';
import { alipaySigningString, sameSignature, signAlipay, signWxpay } from '../domain/gateway-signature.ts';
import { orderTypeOf } from '../domain/orders/order-tables.ts';
import {
  buildNotify,
  createPayment,
  findPayment,
  latestPaymentOfOrder,
  payStatusOf,
  settlePayment,
  signatureFailure,
} from '../domain/payments.ts';
import { ApiError, fieldIssue, illegalParameter, refused } from '../server/api-error.ts';
import { maxJsonBodyBytes, parsePart, readLimited } from '../server/input.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';
import { apiText } from '../server/api-messages.ts';
import { signedNotifyBody } from '../server/signed-notify.ts';
import { cardPage } from './card-payment-routes.ts';
import { sandboxPayPage } from './sandbox-pay-page.ts';

const paymentNoParams = z.object({
  paymentNo: z.string().regex(/^P\d{20}$/, validationKey('apiMessage.validation.paymentNo')),
});
const ackSchema = z.object({ ack: z.literal('success') });

/** Payments through the sandbox gateway: create, notify (signed), status, and the dev-only pay page. */
export const paymentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/pay/create',
    tag: 'payments',
    auth: 'user',
    limit: { name: 'paymentUser', by: 'user' },
    summary:
      'Create (or reuse the open) payment of a pending order: alipay payUrl, wxpay qrContent, card payUrl (the hosted card form)',
    body: createPaymentBodySchema,
    response: paymentSchema,
    handler: ({ ctx, user, body, locale }) => {
      if (orderTypeOf(body.orderNo) !== body.orderType)
        throw illegalParameter([fieldIssue('body.orderType', 'apiMessage.payment.orderTypeMismatch')]);
      return createPayment(ctx.db, user.id, body.orderNo, body.channel, ctx.now(), locale);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/pay/payStatus/:paymentNo',
    tag: 'payments',
    auth: 'user',
    summary: 'Status of a payment; result 1 success, 2 fail, null pending',
    params: paymentNoParams,
    response: payStatusSchema,
    handler: async ({ ctx, user, params }) =>
      payStatusOf(await findPayment(ctx.db, params.paymentNo, user.id), ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/pay/getPayStatus/:orderNo',
    tag: 'payments',
    auth: 'user',
    summary: 'Status of the latest payment of an order',
    params: orderNoParamsSchema,
    response: payStatusSchema,
    handler: async ({ ctx, user, params }) =>
      payStatusOf(await latestPaymentOfOrder(ctx.db, user.id, params.orderNo), ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/pay/notify/alipay',
    tag: 'payments',
    auth: 'none',
    bodyKind: 'form',
    summary:
      'Gateway callback, alipay-shaped form signed with HMAC-SHA256 (sign over sorted k=v&...); 接口验证失败 on a bad signature',
    body: alipayNotifySchema,
    response: ackSchema,
    handler: async ({ ctx, body }) => {
      const fields: Record<string, string> = { ...body };
      if (!sameSignature(body.sign, signAlipay(fields, ctx.paySecret)))
        throw new ApiError(
          ResponseCode.error,
          401,
          apiText('apiMessage.signature.badOver', {
            marker: signatureFailure,
            signed: alipaySigningString(fields).slice(0, 40),
          }),
        );
      const amountMinor = Math.round(Number(body.total_amount) * 100);
      await settlePayment(
        ctx.db,
        body.out_trade_no,
        body.trade_no,
        amountMinor,
        body.trade_status === 'TRADE_SUCCESS',
        ctx.now(),
      );
      return { ack: 'success' as const };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/pay/notify/wxpay',
    tag: 'payments',
    auth: 'none',
    bodyKind: 'raw',
    summary:
      'Gateway callback, WeChat-Pay-v3-shaped JSON; Wechatpay-Timestamp/-Nonce/-Signature headers (HMAC-SHA256 over "ts\\nnonce\\nbody\\n"), at most 5 minutes old',
    body: wxpayNotifySchema,
    response: ackSchema,
    handler: async ({ c, ctx }) => {
      const headers = parsePart(
        'header',
        z.object({
          'wechatpay-timestamp': z.string().regex(/^\d{9,11}$/),
          'wechatpay-nonce': z.string().regex(/^[A-Za-z0-9]{8,64}$/),
          'wechatpay-signature': z.string().min(1).max(200),
        }),
        {
          'wechatpay-timestamp': c.req.header('wechatpay-timestamp'),
          'wechatpay-nonce': c.req.header('wechatpay-nonce'),
          'wechatpay-signature': c.req.header('wechatpay-signature'),
        },
      );
      const raw = new TextDecoder('utf-8', { fatal: false }).decode(await readLimited(c, maxJsonBodyBytes));
      const body = signedNotifyBody(
        raw,
        {
          valid: sameSignature(
            headers['wechatpay-signature'],
            signWxpay(headers['wechatpay-timestamp'], headers['wechatpay-nonce'], raw, ctx.paySecret),
          ),
          timestamp: Number(headers['wechatpay-timestamp']),
          toleranceSeconds: 300,
        },
        ctx.now(),
        wxpayNotifySchema,
      );
      await settlePayment(
        ctx.db,
        body.resource.out_trade_no,
        body.resource.transaction_id,
        body.resource.amount.total,
        body.resource.trade_state === 'SUCCESS',
        ctx.now(),
      );
      return { ack: 'success' as const };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/pay/sandbox/:paymentNo',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    produces: 'html',
    summary: "Dev/test only: the sandbox gateway's pay page (what payUrl and the wxpay QR open)",
    params: paymentNoParams,
    query: z.object({ lang: z.enum(['zh', 'en']).optional() }),
    handler: async ({ c, ctx, params, query }) => {
      const row = await findPayment(ctx.db, params.paymentNo, null);
      // A card payment opens the card processor's hosted form (or its 3-D Secure step).
      if (row.channel === 'card') return cardPage(c, ctx, row, query.lang ?? 'zh');
      const amount = `${(row.amountMinor / 100).toFixed(2)} ${row.currency}`;
      return c.html(
        sandboxPayPage({
          channel: row.channel,
          paymentNo: row.paymentNo,
          orderNo: row.orderNo,
          amount,
          status: row.status,
          actionFor: (result) => `/api/pay/sandbox/${row.paymentNo}/complete?result=${result}`,
        }),
        200,
        // Its status changes under the same URL (the Pay form redirects back here).
        { 'Cache-Control': 'no-store' },
      );
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/pay/sandbox/:paymentNo/complete',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    summary:
      'Dev/test only: the payer pays (result=success) or gives up (result=fail); the gateway then POSTs its signed notify',
    params: paymentNoParams,
    query: z.object({ result: z.enum(['success', 'fail']) }),
    response: payStatusSchema,
    handler: async ({ c, ctx, params, query }) => {
      // The sandbox page's own form (a browser navigation) gets POST-redirect-GET back to the pay
      // page, which then shows the settled status, as a real gateway's page does; API callers get
      // JSON. A popup left on a raw-JSON navigation raced Chromium's page close in the e2e
      // checkout (issue #11): closing mid-commit could stall for the whole test timeout.
      const fromPage = (c.req.header('accept') ?? '').includes('text/html');
      const settled = async () => {
        if (fromPage) return c.redirect(`/api/pay/sandbox/${params.paymentNo}`, 303);
        return payStatusOf(await findPayment(ctx.db, params.paymentNo, null), ctx.now());
      };
      const row = await findPayment(ctx.db, params.paymentNo, null);
      if (row.channel === 'card') throw refused(apiText('apiMessage.card.paidOnForm'));
      if (row.status !== 'pending') return settled();
      const notify = buildNotify(row, query.result === 'success', ctx.paySecret, ctx.now());
      const response = await fetch(`${ctx.selfUrl}/api/pay/notify/${row.channel}`, {
        method: 'POST',
        headers: { 'Content-Type': notify.contentType, ...notify.headers },
        body: notify.body,
      });
      const ack = (await response.json()) as { code: number; message?: string };
      if (ack.code !== ResponseCode.success)
        throw new ApiError(
          ResponseCode.error,
          502,
          apiText('apiMessage.payment.notifyRefused', { reason: ack.message ?? String(ack.code) }),
        );
      return settled();
    },
  }),
];
