import { z } from 'zod';

/**
 * The response envelope of every API call: `code` 1 is success; on failure
 * `message` and `errorMessage` explain. Shared by the reference API and the portal's client.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    data: data.nullable(),
    message: z.string().nullable().optional(),
    errorMessage: z.string().nullable().optional(),
  });
}

/** A failure's `data` when it names bad inputs: each field (`body.cityId`) with its message in the caller's language. */
export const failureFieldsSchema = z.object({
  fields: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** A page of records, as list calls return it inside `data`. */
export function pageSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}

/** A response envelope with its data type. */
export interface Envelope<T = unknown> {
  code: number;
  data: T | null;
  message?: string | null | undefined;
  errorMessage?: string | null | undefined;
}
/** A page of records with its paging fields. */
export interface Page<T> {
  records: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

/** Largest page size a list call accepts. */
export const maxPageSize = 100;

/** Query parameters of every list call. */
export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(20),
});
