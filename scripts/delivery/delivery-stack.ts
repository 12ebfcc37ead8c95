// What the delivery tests and the rebuild bench set up around the services they start
// (processes.ts): the environment of the export, publish and origin scripts, a client of the
// s3rver bucket, and the demo editor's changes through the reference API.
import { S3Client } from '@aws-sdk/client-s3';
import { loadEnvConfig } from '../../env/index.ts';
import { dist, s3Credentials, type Service } from './processes.ts';

/** The process environment of the delivery scripts against a started API and s3rver bucket. */
export function deliveryEnviron(api: Service, s3: Service, bucket: string): NodeJS.ProcessEnv {
  return {
    APP_ENV: 'test',
    PORTAL_DIST: dist,
    API_BASE: api.url,
    OSS_ENDPOINT: s3.url,
    OSS_BUCKET: bucket,
    ...s3Credentials,
  };
}

/** An S3 client of a started s3rver (path-style, its fixed credentials). */
export function s3rverClient(s3: Service): S3Client {
  return new S3Client({
    region: loadEnvConfig({ APP_ENV: 'test' }).oss.region,
    endpoint: s3.url,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3Credentials.OSS_ACCESS_KEY_ID,
      secretAccessKey: s3Credentials.OSS_ACCESS_KEY_SECRET,
    },
  });
}

/** The demo editor's access token from the reference API (the default seed's editor account). */
export async function editorToken(api: Service): Promise<string> {
  const response = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13900000000', password: 'Demo2024pass' }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Renames an exhibition through the editor API; answers the cache tags it emits. */
export async function renameExhibition(
  api: Service,
  token: string,
  id: number,
  name: { zh: string; en: string },
): Promise<string[]> {
  const response = await fetch(`${api.url}/api/editor/exhibitions/${String(id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as { data: { cacheTags: string[] } }).data.cacheTags;
}
