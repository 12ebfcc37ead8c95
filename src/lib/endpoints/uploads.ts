import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { uploadSchema } from '../contract/order.ts';

/** A stored upload as POST /api/uploads answers it. */
export type Upload = z.infer<typeof uploadSchema>;

/** POST /api/uploads: one file as its raw bytes; the API checks the bytes against the content type. */
export function uploadFile(api: ApiClient, file: Blob, fileName: string): Promise<Upload> {
  return api.request('/api/uploads', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type },
    query: { fileName: fileName.replace(/[/\\]/g, '_').slice(0, 120) || 'upload' },
    schema: uploadSchema,
    silent: true,
  });
}
