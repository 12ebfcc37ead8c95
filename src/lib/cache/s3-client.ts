// The S3 client for the environment's OSS bucket (OSS speaks the S3 protocol), used by the
// publish step and the editors' rebuild (scripts/delivery/). Credentials come only from the
// process environment (loadSecrets); the endpoint from the environment config, OSS_ENDPOINT
// overriding it (tests point it at s3rver on loopback).
import { S3Client } from '@aws-sdk/client-s3';
import { loadSecrets, type EnvConfig } from '../../../env/index.ts';

/** Where to publish: a client and the bucket. */
export interface Bucket {
  client: S3Client;
  name: string;
}

/** Connects to the environment's bucket; throws when the credentials are not set. */
export function openBucket(config: Pick<EnvConfig, 'oss'>, environ: NodeJS.ProcessEnv = process.env): Bucket {
  const secrets = loadSecrets(environ);
  if (!secrets.OSS_ACCESS_KEY_ID || !secrets.OSS_ACCESS_KEY_SECRET) {
    throw new Error('OSS_ACCESS_KEY_ID and OSS_ACCESS_KEY_SECRET must be set in the environment');
  }
  const endpoint = new URL(config.oss.endpoint);
  const client = new S3Client({
    region: config.oss.region,
    endpoint: config.oss.endpoint,
    // OSS wants virtual-hosted addressing; a loopback S3 server (tests) only path style.
    forcePathStyle: !endpoint.hostname.endsWith('.aliyuncs.com'),
    credentials: { accessKeyId: secrets.OSS_ACCESS_KEY_ID, secretAccessKey: secrets.OSS_ACCESS_KEY_SECRET },
    // The SDK's default CRC checksums (since 3.729.0, aws/aws-sdk-js-v3#6810) are not understood
    // by every S3-protocol server (s3rver stores streamed bodies with the chunk framing); we send
    // Content-MD5 ourselves instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Retries with backoff are the callers' (publish.ts).
    maxAttempts: 1,
  });
  return { client, name: config.oss.bucket };
}
