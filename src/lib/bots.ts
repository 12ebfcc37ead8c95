/** User agents of crawlers and link previewers: they never receive the error page. */
const botPattern =
  /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|baiduspider|sogou|360spider|yisouspider|bytespider|lighthouse-bot|headlesschrome\/.*\bbot/i;

/** Whether a request comes from a crawler (by its User-Agent). */
export function isBot(userAgent: string | null | undefined): boolean {
  return userAgent ? botPattern.test(userAgent) : false;
}
