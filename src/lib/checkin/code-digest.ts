// The digest an offline scanner looks a read code up by: SHA-256 of the trimmed code, base64url,
// as the API lists them (api/domain/checkin/ticket-signature.ts ticketCodeDigest). Web Crypto, so it
// runs in the browser (a secure context: https, or localhost) and in Node alike.

/** base64url of bytes, without padding. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The digest of a code. */
export async function codeDigest(code: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim()));
  return base64url(new Uint8Array(hash));
}
