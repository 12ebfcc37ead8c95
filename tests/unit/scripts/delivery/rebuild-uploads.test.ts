import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import { s3rverClient } from '../../../../scripts/delivery/delivery-stack.ts';
import { startS3, s3Credentials, type Service } from '../../../../scripts/delivery/processes.ts';
import { PublishJournal } from '../../../../scripts/delivery/publish-journal.ts';
import type { RebuildContext } from '../../../../scripts/delivery/rebuild.ts';
import { PhaseUploads } from '../../../../scripts/delivery/rebuild-uploads.ts';
import { openBucket } from '../../../../src/lib/cache/s3-client.ts';

// A rebuild phase uploads each page as soon as it is written (before the phase's other pages
// render), refreshes it at the edge, deletes the pages that left at the phase's end, and a failed
// upload fails the phase when it ends (never an unhandled rejection while it renders).

const bucketName = 'expoportal-phase-uploads';
let s3: Service;

function contextFor(root: string, refreshed: string[][] = []): RebuildContext {
  const base = loadEnvConfig({ APP_ENV: 'test' });
  const config = { ...base, oss: { ...base.oss, endpoint: s3.url, bucket: bucketName } };
  return {
    render: () => Promise.resolve(new Response('')),
    root,
    config,
    invalidate: () => Promise.resolve(),
    publish: {
      bucket: openBucket(config, { ...s3Credentials, OSS_BUCKET: bucketName }),
      journal: new PublishJournal(join(root, '.publish', 'journal.jsonl')),
    },
    refreshEdge: (keys) => {
      refreshed.push([...keys]);
      return Promise.resolve({ refreshed: keys.length, failures: [] });
    },
  };
}

function write(root: string, key: string, text: string): void {
  const file = join(root, ...key.split('/'));
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}

async function objectText(key: string): Promise<string | undefined> {
  const client = s3rverClient(s3);
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
    return await answer.Body?.transformToString();
  } catch {
    return undefined;
  }
}

describe('PhaseUploads', () => {
  beforeAll(async () => {
    s3 = await startS3([bucketName]);
  }, 60_000);
  afterAll(async () => {
    await s3.stop();
  });

  it('uploads a written page at once, refreshes it at the edge, and deletes removed pages at the end', async () => {
    const root = mkdtempSync(join(tmpdir(), 'phase-uploads-'));
    const refreshed: string[][] = [];
    const uploads = new PhaseUploads(contextFor(root, refreshed));
    await s3rverClient(s3).send(
      new PutObjectCommand({
        Bucket: bucketName,
        Key: 'zh/gone/1.html',
        Body: 'old',
        ContentType: 'text/html',
      }),
    );
    write(root, 'zh/exhibition/1.html', 'new name');
    uploads.add('zh/exhibition/1.html');
    // Live while the phase still renders: no finish yet.
    await expect.poll(() => objectText('zh/exhibition/1.html'), { timeout: 10_000 }).toBe('new name');
    expect(await objectText('zh/gone/1.html')).toBe('old');
    write(root, 'en/exhibition/1.html', 'new name en');
    uploads.add('en/exhibition/1.html');
    const done = await uploads.finish(['zh/gone/1.html']);
    expect(done.uploaded.sort()).toEqual(['en/exhibition/1.html', 'zh/exhibition/1.html']);
    expect(done.refreshed).toBe(2);
    expect(refreshed.flat().sort()).toEqual(['en/exhibition/1.html', 'zh/exhibition/1.html']);
    expect(await objectText('en/exhibition/1.html')).toBe('new name en');
    await expect(
      s3rverClient(s3).send(new HeadObjectCommand({ Bucket: bucketName, Key: 'zh/gone/1.html' })),
    ).rejects.toThrow();
  });

  it('fails the phase at its end when an upload failed, without an unhandled rejection before', async () => {
    const root = mkdtempSync(join(tmpdir(), 'phase-uploads-'));
    const uploads = new PhaseUploads(contextFor(root));
    const unhandled: unknown[] = [];
    const hear = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', hear);
    // Never written: reading its file fails.
    uploads.add('zh/missing/1.html');
    await new Promise((done) => setTimeout(done, 300));
    await expect(uploads.finish([])).rejects.toThrow(/ENOENT/);
    process.off('unhandledRejection', hear);
    expect(unhandled).toEqual([]);
  });
});
