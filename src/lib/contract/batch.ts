import { z } from 'zod';
import { companyDetailSchema, periodicalDetailSchema, periodicalPageSchema } from './content.ts';
import { pageQuerySchema } from './envelope.ts';
import { editionDetailSchema, exhibitionDetailSchema } from './exhibition.ts';
import { newsDetailSchema } from './news.ts';
import { validationKey } from './validation-key.ts';

// Batch reads of details for the static export: up to batchMaxIds ids per call instead of one
// call per page. Each answers the same detail objects as its single endpoint.

/** Most ids one batch call takes. */
export const batchMaxIds = 100;

/**
 * Query of GET /api/batch/*: `ids`, a comma-separated list of 1 to batchMaxIds positive ids;
 * parsed to the distinct ids in the order given.
 */
export const batchIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(batchMaxIds * 11)
    .regex(/^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/, validationKey('apiMessage.validation.idList'))
    .transform((v) => v.split(',').map(Number))
    .pipe(
      z
        .array(z.number().int().min(1).max(2_147_483_647))
        .min(1)
        .max(batchMaxIds, validationKey('apiMessage.validation.tooManyIds')),
    )
    .transform((ids) => [...new Set(ids)]),
});

/**
 * data of a batch read: its records in both API locales, whatever the request's Locale header (the
 * export renders every page in both languages, and the API reads the rows that hold both once).
 */
function inBothLocales<T extends z.ZodType>(record: T) {
  return z.object({ CN: z.array(record), EN: z.array(record) });
}

/** data of GET /api/batch/exhibitions: the details of the ids that exist, in the order asked. */
export const exhibitionBatchSchema = inBothLocales(exhibitionDetailSchema);
/** data of GET /api/batch/news: the published articles among the ids, in the order asked. */
export const newsBatchSchema = inBothLocales(newsDetailSchema);
/** data of GET /api/batch/companies: the companies that exist, in the order asked. */
export const companyBatchSchema = inBothLocales(companyDetailSchema);
/** data of GET /api/batch/periodicals: the periodicals that exist, in the order asked. */
export const periodicalBatchSchema = inBothLocales(periodicalDetailSchema);

/** data of GET /api/batch/editions: the editions that exist, in the order asked (as GET /api/editions/{id}). */
export const editionBatchSchema = inBothLocales(editionDetailSchema);

/**
 * Query of GET /api/batch/exhibition-periodicals: exhibition `ids` and the `pageSize` of the page
 * each answers (page 1 of GET /api/periodicals?exhibitionId= at that size).
 */
export const exhibitionPeriodicalsBatchQuerySchema = batchIdsQuerySchema.extend({
  pageSize: pageQuerySchema.shape.pageSize,
});
/** data of GET /api/batch/exhibition-periodicals: per exhibition asked, in that order, its first page of periodicals. */
export const exhibitionPeriodicalsBatchSchema = inBothLocales(
  z.object({ exhibitionId: z.number().int(), page: periodicalPageSchema }),
);
