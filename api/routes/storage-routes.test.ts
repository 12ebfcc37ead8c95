import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exhibitions, renderedPictures } from '../db/schema.ts';
import { useTestApi } from '../test/per-file-api.ts';

const api = useTestApi();

async function picture(path: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await api.raw('GET', path);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /oss/images/{kind}/{file}', () => {
  it("answers a fair's cover with a WebP poster of its size that stays the same", async () => {
    const first = await picture('/oss/images/exhibition/1-1.jpg?x-oss-process=image/format,webp');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/webp');
    expect(first.response.headers.get('cache-control')).toContain('max-age=');
    const meta = await sharp(first.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 540]);
    expect((await picture('/oss/images/exhibition/1-1.jpg')).bytes.equals(first.bytes)).toBe(true);
    expect((await picture('/oss/images/exhibition/2-1.jpg')).bytes.equals(first.bytes)).toBe(false);
  });

  it('stores each render once like uploads, answers 304 to its ETag and follows an edit of the row', async () => {
    const stored = async (): Promise<number> =>
      (await api.ctx.db.select({ n: count() }).from(renderedPictures))[0]?.n ?? 0;
    const path = '/oss/images/exhibition/3-1.jpg';
    const before = await stored();
    const first = await picture(path);
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const [row] = await api.ctx.db
      .select({ bytes: renderedPictures.bytes })
      .from(renderedPictures)
      .where(eq(renderedPictures.hash, etag.slice(1, -1)));
    expect(Buffer.from(row?.bytes ?? []).equals(first.bytes)).toBe(true);
    await picture(path);
    expect(await stored()).toBe(before + 1);

    const cached = await api.raw('GET', path, { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);

    await api.ctx.db.update(exhibitions).set({ shortName: 'RENAMED2027' }).where(eq(exhibitions.id, 3));
    const renamed = await picture(path);
    expect(renamed.response.headers.get('etag')).not.toBe(etag);
    expect(renamed.bytes.equals(first.bytes)).toBe(false);
    expect(await stored()).toBe(before + 2);
  });

  it('answers every kind, and a row that does not exist, with a decodable picture', async () => {
    for (const [path, width, height] of [
      ['/oss/images/pavilion/1.jpg', 960, 540],
      ['/oss/images/news/1.jpg', 960, 540],
      ['/oss/images/news/999999.jpg', 960, 540],
      ['/oss/images/special/1.jpg', 960, 540],
      ['/oss/images/periodical/1.jpg', 420, 588],
      ['/oss/images/company/1.png', 240, 240],
    ] as const) {
      const { response, bytes } = await picture(path);
      expect(response.status, path).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect([path, meta.format, meta.width, meta.height]).toEqual([path, 'webp', width, height]);
    }
  });

  it('refuses unknown kinds and odd names with 20002', async () => {
    for (const path of [
      '/oss/images/secret/1.jpg',
      '/oss/images/news/..%2f1.jpg',
      '/oss/images/news/1.exe',
    ]) {
      const { status, body } = await api.call('GET', path);
      expect(status, path).toBe(400);
      expect(body.code, path).toBe(20002);
    }
  });
});
