import type { EnvConfig } from '../../env/index.ts';

// The companion hotel and visa sites: separate hosts of the product (env `hotelHost`,
// `visaHost`) whose pages the portal does not render; it links to their home page.

/** A companion site of the product. */
export type CompanionSite = 'hotel' | 'visa';

/**
 * The home page of a companion site in this environment (https where the environment is).
 * @example companionSiteUrl('hotel', prod) // 'https://hotel.expoportal.cn/'
 */
export function companionSiteUrl(
  site: CompanionSite,
  config: Pick<EnvConfig, 'hotelHost' | 'visaHost'> & {
    readonly security: Pick<EnvConfig['security'], 'https'>;
  },
): string {
  const host = site === 'hotel' ? config.hotelHost : config.visaHost;
  return `${config.security.https ? 'https' : 'http'}://${host}/`;
}
