// The tracking-event names, one row per thing a visitor does, with the name
// the PC site sends and the name the mobile (h5) site sends. The collector and the reference
// API accept exactly these names, so a typo cannot create a new, silently empty series: the
// table sits in the contract because the API validates what the portal sends against it.

/** Every tracked action, keyed by what happened; `pc` and `h5` are the names each platform sends. */
export const trackingEvents = {
  home: { pc: 'pc_home', h5: 'h5_home' },
  news: { pc: 'pc_news', h5: 'h5_news' },
  newsList: { pc: 'pc_news_list', h5: 'h5_news_list' },
  newsDetail: { pc: 'pc_news_detail', h5: 'h5_news_detail' },
  pavilion: { pc: 'pc_pavilion', h5: 'h5_pavilion' },
  pavilionList: { pc: 'pc_pavilion_list', h5: 'h5_pavilion_list' },
  pavilionDetail: { pc: 'pc_pavilion_detail', h5: 'h5_pavilion_detail' },
  fair: { pc: 'pc_fair', h5: 'h5_fair' },
  booth: { pc: 'pc_booth', h5: 'h5_booth' },
  periodical: { pc: 'pc_periodical', h5: 'h5_periodical' },
  ticket: { pc: 'pc_ticket', h5: 'h5_ticket' },
  hotel: { pc: 'pc_hotel', h5: 'h5_hotel' },
  visa: { pc: 'pc_visa', h5: 'h5_visa' },
  airTicket: { pc: 'pc_air_ticket', h5: 'h5_air_ticket' },
  ticketIn: { pc: 'pc_ticket_in', h5: 'h5_ticket_in' },
  ticketOut: { pc: 'pc_ticket_out', h5: 'h5_ticket_out' },
  submitTicket: { pc: 'pc_submit_ticket', h5: 'h5_submit_ticket' },
  payAlipay: { pc: 'pc_pay_alipay', h5: 'h5_pay_alipay' },
  payWxpay: { pc: 'pc_pay_wxpay', h5: 'h5_pay_wxpay' },
  payCard: { pc: 'pc_pay_card', h5: 'h5_pay_card' },
  paySuccess: { pc: 'pc_pay_success', h5: 'h5_pay_success' },
  submitBooth: { pc: 'pc_submit_booth', h5: 'h5_submit_booth' },
  applyBooth: { pc: 'pc_apply_booth', h5: 'h5_apply_booth' },
  applyPeriodical: { pc: 'pc_apply_periodical', h5: 'h5_apply_periodical' },
  submitPeriodical: { pc: 'pc_submit_periodical', h5: 'h5_submit_periodical' },
} as const satisfies Record<string, { pc: string; h5: string }>;

/** A tracked action (a key of the table). */
export type TrackingAction = keyof typeof trackingEvents;
/** A wire name of either platform, e.g. `pc_submit_ticket`. */
type TrackingEventName = (typeof trackingEvents)[TrackingAction]['pc' | 'h5'];

/** Every wire name of both platforms; the reference API validates against it. */
export const trackingEventNames: readonly TrackingEventName[] = Object.values(trackingEvents).flatMap(
  (row) => [row.pc, row.h5],
);

/** True when `name` is one of the table's wire names. */
export function isTrackingEventName(name: string): name is TrackingEventName {
  return (trackingEventNames as readonly string[]).includes(name);
}
