import type { EnvFile } from './schema.ts';
import { prod } from './prod.ts';
import { shanghaiBucket } from './hosts.ts';

/** Crawler origin: production data, serving the prerendered pages to search engines. */
export const spider: EnvFile = {
  ...prod,
  name: 'spider',
  ossInternalHost: 'expoportal-spider.oss-cn-shanghai-internal.aliyuncs.com',
  staticPrefix: '',
  oss: shanghaiBucket('expoportal-spider'),
};
