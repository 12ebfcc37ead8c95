// The bucket's own configuration, from the routing table: static website hosting (the index
// document of every folder, the error document, and for each dynamic path a redirect of a
// miss to the edition's site host, where the CDN sends it to the origin) and CORS for the
// build's assets when they come from `staticPrefix`. Applied through the S3 API by
// `npm run publish -- --configure-bucket`; OSS's own mirroring back to origin (which the S3
// API cannot express) is written as the XML body of its PutBucketWebsite call for ossutil
// (docs/deploy.md).
import { PutBucketCorsCommand, PutBucketWebsiteCommand, type RoutingRule } from '@aws-sdk/client-s3';
import type { EnvConfig } from '../../env/index.ts';
import type { Bucket } from '../../src/lib/cache/s3-client.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { routingTable, type RouteRule } from '../../src/lib/routing/table.ts';

type SiteConfig = Pick<
  EnvConfig,
  'siteHost' | 'enSiteHost' | 'englishHosts' | 'chineseHosts' | 'security' | 'staticPrefix'
>;

const editions: readonly Edition[] = ['zh', 'en'];

/** The file every folder serves for its own path (`/wiki/` is `wiki/index.html`). */
const indexDocument = 'index.html';
/** The not-found page the export writes into each edition's folder. */
const errorDocumentName = '404.html';

/**
 * The literal path prefixes of a table row, for rules that only compare prefixes (`^\/manager(\/|$)`
 * gives `/manager`; `^\/(ticket|exhibition\/apply)\/` gives `/ticket/` and `/exhibition/apply/`);
 * none for a row that is not anchored to a literal start.
 */
export function literalPrefixes(rule: RouteRule): string[] {
  const source = rule.pattern.source;
  const group = /^\^\\\/\(((?:[A-Za-z0-9_-]|\\\/|\|)+)\)(\\\/)?/.exec(source);
  if (group) {
    const tail = group[2] === undefined ? '' : '/';
    return (group[1] ?? '').split('|').map((word) => `/${word.replaceAll('\\/', '/')}${tail}`);
  }
  // A slash made optional by a quantifier (`^\/login\/?$`) is no part of the prefix.
  const plain = /^\^\\\/((?:[A-Za-z0-9_-]|\\\/(?![?*]))+)/.exec(source);
  return plain ? [`/${(plain[1] ?? '').replaceAll('\\/', '/')}`] : [];
}

/** The site host of an edition, and its scheme. */
function siteOf(edition: Edition, config: SiteConfig): { host: string; protocol: 'http' | 'https' } {
  return {
    host: edition === 'en' ? config.enSiteHost : config.siteHost,
    protocol: config.security.https ? 'https' : 'http',
  };
}

/**
 * Routing rules of the bucket's website: a miss under a dynamic prefix of an edition's folder
 * redirects (302) to the same path on the edition's site host, whose CDN sends it to the origin.
 */
export function websiteRoutingRules(config: SiteConfig): RoutingRule[] {
  const prefixes = routingTable
    .filter((rule) => rule.target === 'origin')
    .flatMap(literalPrefixes)
    .filter((prefix) => prefix !== '/_hooks/');
  return editions.flatMap((edition) => {
    const { host, protocol } = siteOf(edition, config);
    return prefixes.map((prefix) => ({
      Condition: { KeyPrefixEquals: `${edition}${prefix}`, HttpErrorCodeReturnedEquals: '404' },
      Redirect: {
        HostName: host,
        Protocol: protocol,
        ReplaceKeyPrefixWith: prefix.slice(1),
        HttpRedirectCode: '302',
      },
    }));
  });
}

/** The origins a page of the environment is served from (for CORS on the assets host). */
export function siteOrigins(config: SiteConfig): string[] {
  const scheme = config.security.https ? 'https' : 'http';
  const hosts = [config.siteHost, config.enSiteHost, ...config.englishHosts, ...config.chineseHosts];
  return [...new Set(hosts.map((host) => `${scheme}://${host}`))];
}

/** Applies the website and CORS configuration to the bucket; answers one line per setting. */
export async function configureBucket(bucket: Bucket, config: SiteConfig): Promise<string[]> {
  const routingRules = websiteRoutingRules(config);
  await bucket.client.send(
    new PutBucketWebsiteCommand({
      Bucket: bucket.name,
      WebsiteConfiguration: {
        IndexDocument: { Suffix: indexDocument },
        ErrorDocument: { Key: `zh/${errorDocumentName}` },
        RoutingRules: routingRules,
      },
    }),
  );
  const origins = siteOrigins(config);
  await bucket.client.send(
    new PutBucketCorsCommand({
      Bucket: bucket.name,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: origins,
            AllowedMethods: ['GET', 'HEAD'],
            AllowedHeaders: ['*'],
            MaxAgeSeconds: 86_400,
          },
        ],
      },
    }),
  );
  return [
    `website: index ${indexDocument}, error zh/${errorDocumentName}, ${String(routingRules.length)} redirects of dynamic paths`,
    `cors: GET and HEAD from ${String(origins.length)} site origins`,
  ];
}

/** XML text, escaped. */
function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/**
 * The body of OSS's own PutBucketWebsite: the index document of every folder, the Chinese
 * not-found page, and per edition mirroring back to origin for a miss in its folder (OSS fetches
 * the path from that edition's origin and answers it). The origin decides the edition by host
 * name, so each edition names an origin host of its own. For ossutil:
 * `ossutil website --method put oss://{bucket} oss-website.xml`.
 */
export function ossWebsiteXml(origins: Readonly<Record<Edition, string>>): string {
  const rules = editions.flatMap((edition, index) => [
    '    <RoutingRule>',
    `      <RuleNumber>${String(index + 1)}</RuleNumber>`,
    '      <Condition>',
    `        <KeyPrefixEquals>${edition}/</KeyPrefixEquals>`,
    '        <HttpErrorCodeReturnedEquals>404</HttpErrorCodeReturnedEquals>',
    '      </Condition>',
    '      <Redirect>',
    '        <RedirectType>Mirror</RedirectType>',
    `        <MirrorURL>${xml(`${new URL(origins[edition]).origin}/`)}</MirrorURL>`,
    '        <PassQueryString>true</PassQueryString>',
    '        <MirrorPassQueryString>true</MirrorPassQueryString>',
    '        <MirrorFollowRedirect>false</MirrorFollowRedirect>',
    '        <MirrorCheckMd5>false</MirrorCheckMd5>',
    `        <ReplaceKeyPrefixWith></ReplaceKeyPrefixWith>`,
    '      </Redirect>',
    '    </RoutingRule>',
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<WebsiteConfiguration>',
    '  <IndexDocument>',
    `    <Suffix>${indexDocument}</Suffix>`,
    '    <SupportSubDir>true</SupportSubDir>',
    '    <Type>0</Type>',
    '  </IndexDocument>',
    '  <ErrorDocument>',
    `    <Key>zh/${errorDocumentName}</Key>`,
    '    <HttpStatus>404</HttpStatus>',
    '  </ErrorDocument>',
    '  <RoutingRules>',
    ...rules,
    '  </RoutingRules>',
    '</WebsiteConfiguration>',
    '',
  ].join('\n');
}
