import { and, eq } from 'drizzle-orm';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Database } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import { ApiError, fieldIssue, notFound } from '../server/api-error.ts';
import { randomToken } from '../server/tokens.ts';
import { apiText } from '../server/api-messages.ts';

/** Accepted upload types and the magic bytes their content must start with. */
const signatures: Record<string, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  'application/pdf': (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-',
};

/** Stores an upload after checking that its bytes are what its content type claims. */
export async function storeUpload(
  db: Database,
  userId: number,
  contentType: string,
  fileName: string,
  bytes: Uint8Array,
  now: Date,
) {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const check = signatures[type];
  if (check === undefined)
    throw new ApiError(ResponseCode.illegalParameter, 415, apiText('apiMessage.upload.type'), [
      fieldIssue('header.content-type', 'apiMessage.upload.unsupportedType'),
    ]);
  if (bytes.length === 0 || !check(bytes))
    throw new ApiError(ResponseCode.uploadFailure, 400, apiText('apiMessage.upload.content', { type }));
  const [row] = await db
    .insert(uploads)
    .values({
      userId,
      token: randomToken(16),
      fileName,
      contentType: type,
      size: bytes.length,
      bytes,
      createdAt: now,
    })
    .returning({ id: uploads.id });
  const id = (row as { id: number }).id;
  return { id, url: `/api/uploads/${String(id)}`, contentType: type, size: bytes.length };
}

/** Reads one of the user's uploads. */
export async function readUpload(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  if (row === undefined) throw notFound('upload', id);
  return row;
}
