import type { IncomingMessage, ServerResponse } from 'node:http';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Envelope } from '../../src/lib/contract/envelope.ts';
import { LOCALE_HEADER } from '../../src/lib/contract/headers.ts';
import { readLocale } from '../../src/lib/contract/locale.ts';
import { hasUnsafePathSegment } from '../../src/lib/contract/request-path.ts';
import { apiText } from './api-messages.ts';

/**
 * Answers 400 (20002, in the caller's language) to a target with a dot segment or a backslash
 * and says so; such a target never reaches routing (src/lib/contract/request-path.ts).
 */
export function refuseUnsafePath(req: IncomingMessage, res: ServerResponse): boolean {
  if (!hasUnsafePathSegment(req.url ?? '/')) return false;
  const header = req.headers[LOCALE_HEADER.toLowerCase()];
  const message = apiText('apiMessage.unsafePath')[readLocale(Array.isArray(header) ? header[0] : header)];
  const body: Envelope = { code: ResponseCode.illegalParameter, data: null, message, errorMessage: message };
  res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}
