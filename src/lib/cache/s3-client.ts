// The S3 client for the environment's OSS bucket (OSS speaks the S3 protocol), shared by the
// publish step (scripts/delivery/) and the route cache's bucket store; it lives under src/ so the
// built app never imports scripts. Credentials come only from the process environment
// (loadSecrets); the endpoint from the environment config, OSS_ENDPOINT overriding it (tests point
// it at s3rver on loopback). The route cache imports this module lazily, so origins that share
// renders through a directory never load the SDK.
import { GetObjectCommand, ListObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadSecrets, type EnvConfig } from '../../../env/index.ts';
import type { CacheBucket } from './bucket-store.ts';

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
    // Retries with backoff are the callers' (publish.ts; the route cache treats a failure as a miss).
    maxAttempts: 1,
  });
  return { client, name: config.oss.bucket };
}

/** Whether an SDK error says the object does not exist. */
function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Rejects when the signal aborts: covers reading a body, which the SDK's abort may not. */
function bounded<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', abort);
    });
  });
}

/** The route cache's view of a bucket: get, put and list, each bounded by the caller's signal. */
export function s3CacheBucket(bucket: Bucket): CacheBucket {
  const { client, name } = bucket;
  return {
    async get(key, signal) {
      try {
        return await bounded(
          client
            .send(new GetObjectCommand({ Bucket: name, Key: key }), { abortSignal: signal })
            .then(async (object) => object.Body?.transformToByteArray()),
          signal,
        );
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async put(key, body, signal) {
      await bounded(
        client.send(
          new PutObjectCommand({
            Bucket: name,
            Key: key,
            Body: body,
            ContentLength: body.byteLength,
            ContentType: 'application/octet-stream',
            CacheControl: 'no-store',
          }),
          { abortSignal: signal },
        ),
        signal,
      );
    },
    // ListObjects (v1) with Marker, which has ListObjectsV2's StartAfter semantics: OSS answers
    // both, and s3rver's v2 fails on Node 24 as soon as a listing is truncated (its
    // continuation tokens use DES, which Node 24's OpenSSL lacks).
    async list(prefix, startAfter, maxKeys, signal) {
      const page = await bounded(
        client.send(
          new ListObjectsCommand({ Bucket: name, Prefix: prefix, Marker: startAfter, MaxKeys: maxKeys }),
          { abortSignal: signal },
        ),
        signal,
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key]));
      return { keys, truncated: page.IsTruncated === true };
    },
  };
}
