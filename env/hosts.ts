// The public host names of the product. Three English hosts, eight known Chinese hosts.

/** The three hosts that serve the English edition in production-like environments. */
export const publicEnglishHosts = ['www.expoportal.com', 'expoportal.com', 'en.expoportal.com'];

/** The eight known Chinese hosts (any other host is Chinese as well). */
export const publicChineseHosts = [
  'www.expoportal.cn',
  'expoportal.cn',
  'm.expoportal.cn',
  'www.expoportal.com.cn',
  'expoportal.com.cn',
  'zh.expoportal.com',
  'cn.expoportal.com',
  'wap.expoportal.cn',
];

/** Hosts a developer reaches both editions on, without a hosts file. */
export const localEnglishHosts = ['en.localhost', ...publicEnglishHosts];

/** The OSS endpoint of a region, as the S3 protocol expects it. */
export function ossEndpoint(region: string): string {
  return `https://s3.${region}.aliyuncs.com`;
}

/** An environment's bucket in the product's one region, oss-cn-shanghai. */
export function shanghaiBucket(bucket: string) {
  return { region: 'oss-cn-shanghai', endpoint: ossEndpoint('oss-cn-shanghai'), bucket } as const;
}

/**
 * Third parties off: the values are withheld from this repository, so every environment starts
 * with none and an operator sets them through the process environment (env/index.ts).
 */
export const noThirdParty = {
  chatScriptUrl: '',
  visitTraceScriptUrl: '',
  visitTraceApiUrl: '',
  analyticsScriptUrl: '',
  trackingUrl: '',
  recorder: { enabled: false, uploadUrl: '' },
};
