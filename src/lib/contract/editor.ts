import { z } from 'zod';
import { bilingualTextSchema, emailSchema, idSchema, isoDateSchema } from './common.ts';
import { dateOrderIssues, visaRuleIssues, type RuleIssue } from './editor-rules.ts';
import { validationKey } from './validation-key.ts';

// Editor calls (role editor). Every change answers the cache tags it affects; the same tags are
// kept in a change feed (GET /api/editor/changes) for the portal's rebuild step.

/** Every field optional with its default removed; at least one field. */
function patchOf<S extends z.ZodObject>(schema: S) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
      return [key, inner.optional()];
    }),
  );
  return z
    .object(shape)
    .refine(
      (body) => Object.values(body).some((v) => v !== undefined),
      validationKey('apiMessage.validation.nothingToUpdate'),
    ) as unknown as z.ZodType<Partial<z.output<S>>, Partial<z.input<S>>>;
}

/**
 * A create schema with its rules between fields (src/lib/contract/editor-rules.ts); still an
 * object schema, whose shape the PUT bodies and the console's form fields are built from.
 */
function withRules<S extends z.ZodObject>(schema: S, rules: (value: z.output<S>) => RuleIssue[]): S {
  return schema.superRefine((value, ctx) => {
    for (const issue of rules(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
  });
}

const imagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/|https:\/\/)/, validationKey('apiMessage.validation.pathOrHttps'));

/** Body of POST /api/editor/exhibitions (PUT takes any subset). */
export const exhibitionEditSchema = z.object({
  name: bilingualTextSchema,
  intro: bilingualTextSchema,
  scope: bilingualTextSchema,
  shortName: z.string().trim().min(1).max(20),
  subIndustryId: idSchema,
  cityId: idSchema,
  pavilionId: idSchema,
  organiserId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  images: z.array(imagePath).min(1).max(10),
  frequency: z.enum(['annual', 'biennial', 'semiannual']),
  areaSqm: z.number().int().min(0).max(10_000_000),
  exhibitors: z.number().int().min(0).max(1_000_000),
  visitors: z.number().int().min(0).max(100_000_000),
});
/** Body of POST /api/editor/news (status publishes or rejects user articles). */
export const newsEditSchema = z.object({
  title: bilingualTextSchema,
  summary: bilingualTextSchema,
  body: bilingualTextSchema,
  typeId: idSchema,
  industryId: idSchema,
  exhibitionId: idSchema.nullable().default(null),
  cover: z.union([imagePath, z.literal('')]).default(''),
  source: z.string().trim().min(1).max(60),
  // A site path only: not protocol-relative ('//host'), and no whitespace, controls or backslashes,
  // which browsers drop or read as '/' ('/\t/evil.example' would leave the site).
  link: z
    .string()
    .trim()
    .max(300)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .regex(/^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/, validationKey('apiMessage.validation.sitePath'))
    .nullable()
    .default(null),
  status: z.enum(['published', 'pending', 'rejected', 'offline']).default('published'),
});
/** Body of POST /api/editor/pavilions (PUT takes any subset). */
export const pavilionEditSchema = z.object({
  name: bilingualTextSchema,
  address: bilingualTextSchema,
  intro: bilingualTextSchema,
  cityId: idSchema,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  areaSqm: z.number().int().min(0).max(10_000_000),
  halls: z.number().int().min(0).max(500),
  website: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  image: imagePath,
});
/**
 * A company's contact address. Beyond the general e-mail rule, none of the characters that would
 * end a calendar's mailto: URI or a header's address (angle brackets, quotes, colons, commas...).
 */
const companyEmailSchema = emailSchema.regex(
  /^[^<>()[\]\\,;:"\s]+$/,
  validationKey('apiMessage.validation.email'),
);
/** Body of POST /api/editor/companies (PUT takes any subset). */
export const companyEditSchema = z.object({
  name: bilingualTextSchema,
  intro: bilingualTextSchema,
  kind: z.enum(['organiser', 'exhibitor', 'service']),
  industryId: idSchema,
  cityId: idSchema,
  website: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  email: companyEmailSchema.nullable().default(null),
  logo: imagePath,
});
/** Body of POST /api/editor/periodicals: a fair's exhibitor directory or show daily (PUT takes any subset). */
export const periodicalEditSchema = z.object({
  title: bilingualTextSchema,
  intro: bilingualTextSchema,
  kind: z.enum(['directory', 'magazine']),
  exhibitionId: idSchema,
  year: z.number().int().min(1950).max(2100),
  cover: imagePath,
  pages: z.number().int().min(1).max(5000),
});
/**
 * Body of POST /api/editor/editions: one past or next edition of a fair, shown on the fair's page
 * and its own edition page (PUT takes any subset). Its summary is its title: plain text.
 */
export const editionEditSchema = withRules(
  z.object({
    summary: bilingualTextSchema,
    exhibitionId: idSchema,
    edition: z.number().int().min(1).max(1000),
    year: z.number().int().min(1950).max(2100),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    exhibitors: z.number().int().min(0).max(1_000_000),
    visitors: z.number().int().min(0).max(100_000_000),
    areaSqm: z.number().int().min(0).max(10_000_000),
  }),
  dateOrderIssues,
);
/** Body of POST /api/editor/specials: a special topic curating fairs and news (PUT takes any subset). */
export const specialEditSchema = z.object({
  title: bilingualTextSchema,
  // Plain text: the page shows it as its lead and its description.
  intro: bilingualTextSchema,
  cover: imagePath,
  exhibitionIds: z.array(idSchema).max(50),
  newsIds: z.array(idSchema).max(50),
});
const shortText = z.string().trim().min(1).max(200);
const codeText = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, validationKey('apiMessage.validation.code'));
/** One fee of a visa product, in the product's currency's minor units. */
const visaFeeSchema = z.strictObject({
  code: codeText,
  zh: shortText,
  en: shortText,
  amountMinor: z.number().int().min(0).max(100_000_000),
});
/** One document a visa applicant of a kind hands in. */
const visaDocumentSchema = z.strictObject({
  code: codeText,
  applicantKind: codeText,
  zh: shortText,
  en: shortText,
  required: z.boolean(),
  noteZh: z.string().trim().max(500),
  noteEn: z.string().trim().max(500),
});
/** Body of POST /api/editor/visas: a visa product (PUT takes any subset). */
export const visaEditSchema = withRules(
  z.object({
    title: bilingualTextSchema,
    intro: bilingualTextSchema,
    /** The destination country; its continent is the product's visa area. */
    areaId: idSchema,
    /** The visa's kind (business, tourist, trade-fair invitation, transit). */
    type: z.number().int().min(1).max(4),
    /** The consular district that handles it (Beijing, Shanghai, Guangzhou, Chengdu). */
    bizType: z.number().int().min(1).max(4),
    entries: z.enum(['single', 'multiple']),
    validityDays: z.number().int().min(1).max(3660),
    stayDays: z.number().int().min(1).max(3660),
    processingDays: z.number().int().min(1).max(365),
    priceMinor: z.number().int().min(0).max(100_000_000),
    currency: z.enum(['CNY', 'USD', 'EUR']),
    fees: z.array(visaFeeSchema).max(20),
    documents: z.array(visaDocumentSchema).max(60),
    dailyQuota: z.number().int().min(0).max(100_000),
    refundDays: z.number().int().min(0).max(365).nullable().default(null),
    // What is kept after the deadline's fee: a fee of none or of everything is no late refund.
    refundLateFeePercent: z.number().int().min(1).max(99).nullable().default(null),
  }),
  visaRuleIssues,
);
/** Body of POST /api/editor/wiki (PUT takes any subset). */
export const wikiEditSchema = z.object({
  title: bilingualTextSchema,
  summary: bilingualTextSchema,
  body: bilingualTextSchema,
  categoryId: idSchema,
  industryId: idSchema,
  exhibitionId: z.number().int().min(0).max(2_147_483_647).default(0),
});
/** Bodies of the PUT calls: any non-empty subset, without the create defaults (a missing field stays as it is). */
export const exhibitionPatchSchema = patchOf(exhibitionEditSchema);
export const newsPatchSchema = patchOf(newsEditSchema);
export const pavilionPatchSchema = patchOf(pavilionEditSchema);
export const wikiPatchSchema = patchOf(wikiEditSchema);
export const companyPatchSchema = patchOf(companyEditSchema);
export const periodicalPatchSchema = patchOf(periodicalEditSchema);
export const editionPatchSchema = patchOf(editionEditSchema);
export const specialPatchSchema = patchOf(specialEditSchema);
export const visaPatchSchema = patchOf(visaEditSchema);

/** Entities editors change. */
export const editableEntitySchema = z.enum([
  'exhibitions',
  'news',
  'pavilions',
  'wiki',
  'companies',
  'periodicals',
  'editions',
  'specials',
  'visas',
]);
/** data of every editor change: the id and the cache tags to invalidate (e.g. exhibition:123, list:exhibition, sitemap). */
export const editResultSchema = z.object({
  id: z.number().int(),
  changeId: z.number().int(),
  cacheTags: z.array(z.string()),
  /** The item's version after the save (GET /api/editor/{entity}/{id}/versions). */
  version: z.number().int(),
  /** Its publish (GET /api/editor/publishes/{id}): the rebuild's progress. */
  publishId: z.number().int().optional(),
});
/** Query of GET /api/editor/changes: changes after a cursor (a changeId), oldest first. */
export const changesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
/** One change of the feed. */
export const changeSchema = z.object({
  changeId: z.number().int(),
  entity: z.string(),
  entityId: z.number().int(),
  action: z.enum(['create', 'update']),
  cacheTags: z.array(z.string()),
  userId: z.number().int(),
  createdAt: z.string(),
});
export type EditResult = z.infer<typeof editResultSchema>;
