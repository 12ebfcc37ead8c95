// The S3 client for the environment's OSS bucket (OSS speaks the S3 protocol). It lives in
// src/lib/cache/s3-client.ts, which the route cache's bucket store shares without importing
// scripts into the built app: credentials only from the process environment (loadSecrets), the
// endpoint from the environment config, OSS_ENDPOINT overriding it (tests point it at s3rver).
export { openBucket, type Bucket } from '../../src/lib/cache/s3-client.ts';
