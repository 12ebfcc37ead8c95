// The product's hosts as the rich-text tests configure them: links to these stay, others unwrap.

/** Host settings for `renderRichText` and friends in tests. */
export const testProductHosts = {
  siteHost: 'www.expo.cn',
  enSiteHost: 'www.expo-global.com',
  ossHost: 'oss.expo.cn',
  englishHosts: [],
  chineseHosts: [],
  security: { https: true },
};
