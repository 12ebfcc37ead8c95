import { z } from 'zod';
import { orderTypeSchema, payableOrderNoPattern } from './order.ts';
import { validationKey } from './validation-key.ts';

// The sandbox payment gateway, shaped like the real ones (alipay, wxpay).

/** Payment channels. */
const payChannelSchema = z.enum(['alipay', 'wxpay']);
/** Body of POST /api/pay/create. */
export const createPaymentBodySchema = z.object({
  orderType: orderTypeSchema.exclude(['application']),
  orderNo: z.string().regex(payableOrderNoPattern, validationKey('apiMessage.validation.orderNo')),
  channel: payChannelSchema,
});
/** data of POST /api/pay/create: alipay opens payUrl; wxpay shows qrContent as a QR code. */
export const paymentSchema = z.object({
  paymentNo: z.string(),
  channel: payChannelSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  expiresIn: z.number().int(),
  payUrl: z.string(),
  qrContent: z.string().nullable(),
});
/**
 * data of GET /api/pay/payStatus/{paymentNo}; result: 1 success, 2 fail, null while pending.
 * refunding / refunded: the money arrived after the order stopped waiting for it (an expired
 * ticket hold) and goes back to the payer; refundNo names the gateway's refund.
 */
export const payStatusSchema = z.object({
  paymentNo: z.string(),
  orderType: z.string(),
  orderNo: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'closed', 'refunding', 'refunded']),
  result: z.union([z.literal(1), z.literal(2)]).nullable(),
  paidAt: z.string().nullable(),
  refundNo: z.string().nullable().optional(),
});
/** Alipay-shaped notify (form fields); sign is base64 HMAC-SHA256 over the other fields sorted, k=v joined by &. */
export const alipayNotifySchema = z.object({
  out_trade_no: z.string().min(1).max(64),
  trade_no: z.string().min(1).max(64),
  total_amount: z.string().regex(/^\d+\.\d{2}$/),
  trade_status: z.enum(['TRADE_SUCCESS', 'TRADE_CLOSED']),
  notify_time: z.string().min(1).max(40),
  sign_type: z.literal('HMAC-SHA256'),
  sign: z.string().min(1).max(200),
});
/** WeChat-Pay-shaped notify (JSON); signed in the Wechatpay-Signature header over "timestamp\nnonce\nbody\n". */
export const wxpayNotifySchema = z.object({
  id: z.string().min(1).max(64),
  event_type: z.enum(['TRANSACTION.SUCCESS', 'TRANSACTION.FAIL']),
  resource: z.object({
    out_trade_no: z.string().min(1).max(64),
    transaction_id: z.string().min(1).max(64),
    trade_state: z.enum(['SUCCESS', 'PAYERROR']),
    amount: z.object({ total: z.number().int().min(0), currency: z.string().length(3) }),
  }),
});
export type Payment = z.infer<typeof paymentSchema>;
export type PayStatus = z.infer<typeof payStatusSchema>;
