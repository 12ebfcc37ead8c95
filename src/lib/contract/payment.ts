import { z } from 'zod';
import { orderTypeSchema, payableOrderNoPattern } from './order.ts';
import { validationKey } from './validation-key.ts';

// The sandbox payment gateway, shaped like the real ones (alipay, wxpay, a card processor).

/** Payment channels. */
const payChannelSchema = z.enum(['alipay', 'wxpay', 'card']);
/** Body of POST /api/pay/create. */
export const createPaymentBodySchema = z.object({
  orderType: orderTypeSchema.exclude(['application']),
  orderNo: z.string().regex(payableOrderNoPattern, validationKey('apiMessage.validation.orderNo')),
  channel: payChannelSchema,
});
/** data of POST /api/pay/create: alipay opens payUrl; wxpay shows qrContent as a QR code; card opens the hosted card form at payUrl. */
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
  /** A declined or failed card payment's reason code (cardDeclineCodes), null otherwise. */
  declineCode: z.string().nullable().optional(),
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
/** Reason codes the sandbox card processor declines or fails a card with. */
export const cardDeclineCodes = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_failed',
  'processing_error',
] as const;
export type CardDeclineCode = (typeof cardDeclineCodes)[number];

/** Events the sandbox card processor POSTs to /api/pay/notify/card. */
const cardEventTypes = ['charge.authorized', 'charge.declined'] as const;

/**
 * Card-processor-shaped webhook (JSON), signed in the Card-Signature header as
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (at most 5 minutes old).
 */
export const cardWebhookSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]{8,64}$/),
  type: z.enum(cardEventTypes),
  created: z.number().int().min(0),
  data: z.object({
    paymentNo: z.string().min(1).max(64),
    amountMinor: z.number().int().min(0),
    currency: z.string().length(3),
    declineCode: z.enum(cardDeclineCodes).nullable(),
  }),
});
export type CardWebhook = z.infer<typeof cardWebhookSchema>;

export type PayChannel = z.infer<typeof payChannelSchema>;
export type Payment = z.infer<typeof paymentSchema>;
export type PayStatus = z.infer<typeof payStatusSchema>;
