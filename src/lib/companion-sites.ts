import type { EnvConfig } from '../../env/index.ts';
import type { Locale } from './contract/locale.ts';

// The companion hotel and visa sites: separate hosts of the product (env `hotelHost`,
// `visaHost`, and `enHotelHost`, `enVisaHost` for their English editions) whose pages the portal
// does not render; it links to their home page in the page's language: the edition's, or the
// other one when the visitor chose it, so a visitor never lands in the language they left.

/** A companion site of the product. */
export type CompanionSite = 'hotel' | 'visa';

/** The host fields a companion link reads. */
export type CompanionHosts = Pick<EnvConfig, 'hotelHost' | 'enHotelHost' | 'visaHost' | 'enVisaHost'> & {
  readonly security: Pick<EnvConfig['security'], 'https'>;
};

/**
 * The home page of a companion site in this environment, in the edition of the page's language
 * (https where the environment is): an English page links the English companion site.
 * @example companionSiteUrl('hotel', 'en', prod) // 'https://hotel.expoportal.com/'
 */
export function companionSiteUrl(site: CompanionSite, locale: Locale, config: CompanionHosts): string {
  const hosts =
    site === 'hotel'
      ? { zh: config.hotelHost, en: config.enHotelHost }
      : { zh: config.visaHost, en: config.enVisaHost };
  return `${config.security.https ? 'https' : 'http'}://${hosts[locale]}/`;
}
