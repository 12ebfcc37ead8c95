// A GET sent with its target exactly as written: fetch and URL resolve dot segments and
// re-encode before sending, which would hide what a server does with the path a client chose.
import { request } from 'node:http';

/** Status and text body of `GET {path}` sent as is to `origin` (only its host and port count). */
export function rawGet(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
