import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorPictureMaxBytes, editorPictureSchema } from '../../src/lib/contract/editor-pictures.ts';
import { AUTHORIZATION_HEADER, LOCALE_HEADER } from '../../src/lib/contract/headers.ts';
import type { ApiLocale } from '../../src/lib/contract/locale.ts';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';
import { loginDemo } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

const api = useTestApi();
let editor: string;
let member: string;

beforeAll(async () => {
  const login = await api.call<{ accessToken: string }>('POST', '/api/auth/login', {
    body: { account: demoEditor.phone, password: demoPassword },
  });
  editor = login.body.data?.accessToken ?? '';
  member = await loginDemo(api, 1);
});

/** A real picture of the given size and format, drawn by sharp. */
function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A PNG whose header claims `side` x `side` pixels over a few bytes of data: a decompression bomb. */
function pngBomb(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function upload(
  bytes: Uint8Array,
  options: { type?: string; locale?: ApiLocale; token?: string; fileName?: string } = {},
) {
  const query = options.fileName === undefined ? '' : `?fileName=${encodeURIComponent(options.fileName)}`;
  return api.raw('POST', `/api/editor/pictures${query}`, {
    headers: {
      'Content-Type': options.type ?? 'image/png',
      [AUTHORIZATION_HEADER]: `Bearer ${options.token ?? editor}`,
      ...(options.locale && { [LOCALE_HEADER]: options.locale }),
    },
    body: new Uint8Array(bytes),
  });
}

interface Failure {
  code: number;
  message: string;
}

describe('POST /api/editor/pictures', () => {
  it('stores a picture as WebP at a public storage path that serves it', async () => {
    const response = await upload(await picture(900, 1200, 'jpeg'), {
      type: 'image/jpeg',
      fileName: 'hall.jpg',
    });
    expect(response.status).toBe(200);
    const stored = editorPictureSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(stored).toMatchObject({ width: 900, height: 1200, fileName: 'hall.jpg' });

    const served = await api.raw('GET', `${stored.url}?x-oss-process=image/format,webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(stored.size);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 900, height: 1200 });

    const list = await api.call<{ url: string }[]>('GET', '/api/editor/pictures', { token: editor });
    expect((list.body.data ?? []).map((item) => item.url)).toContain(stored.url);
  });

  it('scales a large picture down to 2400 px on its long side', async () => {
    const response = await upload(await picture(3000, 4000));
    const stored = editorPictureSchema.parse(((await response.json()) as { data: unknown }).data);
    expect([stored.width, stored.height]).toEqual([1800, 2400]);
  });

  it('refuses a picture under the minimum size, naming both sizes in the caller language', async () => {
    const small = await picture(599, 800);
    const zh = await upload(small, { locale: 'CN' });
    expect(zh.status).toBe(400);
    expect(((await zh.json()) as Failure).message).toBe(
      '尺寸大小不合适：图片至少需要 600 × 800 像素（宽 × 高），这张是 599 × 800',
    );
    const en = await upload(await picture(800, 600), { locale: 'EN' });
    expect(((await en.json()) as Failure).message).toBe(
      'Wrong picture size: it must be at least 600 × 800 pixels (width × height); this one is 800 × 600',
    );
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const response = await upload(pngBomb(20_000), { locale: 'EN' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Failure;
    expect(body.code).toBe(20012);
    expect(body.message).toContain('20000 × 20000');
  });

  it('refuses bytes that are no picture, whatever the content type says', async () => {
    const html = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const response = await upload(html, { type: 'image/png', locale: 'EN' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as Failure).message).toBe(
      'upload failure: the file is not a JPEG, PNG, WebP, GIF or AVIF picture',
    );
    const truncated = (await picture(700, 900)).subarray(0, 200);
    expect((await upload(truncated)).status).toBe(415);
  });

  it('refuses other content types and files over the size limit', async () => {
    const svg = await upload(new TextEncoder().encode('<svg/>'), { type: 'image/svg+xml', locale: 'CN' });
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as Failure).message).toContain('image/jpeg');
    const tooLarge = await upload(new Uint8Array(editorPictureMaxBytes + 1));
    expect(tooLarge.status).toBe(413);
  });

  it('is for editors only', async () => {
    expect((await upload(await picture(600, 800), { token: member })).status).toBe(403);
    expect((await api.call('GET', '/api/editor/pictures', { token: member })).status).toBe(403);
  });

  it('answers 404 for an unknown picture', async () => {
    expect((await api.raw('GET', '/oss/editor/AAAAAAAAAAAAAAAAAAAAAAAA.webp')).status).toBe(404);
  });
});
