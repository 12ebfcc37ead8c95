import { describe, expect, it } from 'vitest';
import { envNames, loadEnvConfig } from '../../env/index.ts';
import { companionSiteUrl } from './companion-sites.ts';

describe('companionSiteUrl', () => {
  it("links each environment's hotel and visa hosts, over https where the environment is", () => {
    const prod = loadEnvConfig({ APP_ENV: 'prod' });
    expect(companionSiteUrl('hotel', prod)).toBe('https://hotel.expoportal.cn/');
    expect(companionSiteUrl('visa', prod)).toBe('https://visa.expoportal.cn/');
    const dev = loadEnvConfig({ APP_ENV: 'dev', PORT: '5000' });
    expect(companionSiteUrl('hotel', dev)).toBe('http://hotel.localhost:5000/');
    for (const name of envNames) {
      const config = loadEnvConfig({ APP_ENV: name });
      expect(new URL(companionSiteUrl('visa', config)).host).toBe(config.visaHost);
    }
  });
});
