import { describe, expect, it } from 'vitest';
import { envNames, loadEnvConfig } from '../../env/index.ts';
import { companionSiteUrl } from './companion-sites.ts';

describe('companionSiteUrl', () => {
  it("links each environment's hotel and visa hosts, over https where the environment is", () => {
    const prod = loadEnvConfig({ APP_ENV: 'prod' });
    expect(companionSiteUrl('hotel', 'zh', prod)).toBe('https://hotel.expoportal.cn/');
    expect(companionSiteUrl('visa', 'zh', prod)).toBe('https://visa.expoportal.cn/');
    const dev = loadEnvConfig({ APP_ENV: 'dev', PORT: '5000' });
    expect(companionSiteUrl('hotel', 'zh', dev)).toBe('http://hotel.localhost:5000/');
    for (const name of envNames) {
      const config = loadEnvConfig({ APP_ENV: name });
      expect(new URL(companionSiteUrl('visa', 'zh', config)).host).toBe(config.visaHost);
    }
  });

  it('links the English companion sites from English pages, in every environment', () => {
    const prod = loadEnvConfig({ APP_ENV: 'prod' });
    expect(companionSiteUrl('hotel', 'en', prod)).toBe('https://hotel.expoportal.com/');
    expect(companionSiteUrl('visa', 'en', prod)).toBe('https://visa.expoportal.com/');
    expect(companionSiteUrl('hotel', 'en', loadEnvConfig({ APP_ENV: 'dev', PORT: '5000' }))).toBe(
      'http://en.hotel.localhost:5000/',
    );
    for (const name of envNames) {
      const config = loadEnvConfig({ APP_ENV: name });
      for (const site of ['hotel', 'visa'] as const) {
        const zh = new URL(companionSiteUrl(site, 'zh', config)).host;
        const en = new URL(companionSiteUrl(site, 'en', config)).host;
        expect(en, `${name} ${site}`).not.toBe(zh);
        expect(en, `${name} ${site}`).toBe(site === 'hotel' ? config.enHotelHost : config.enVisaHost);
      }
    }
  });
});
