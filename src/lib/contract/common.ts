import { z } from 'zod';
import { validationKey } from './validation-key.ts';

// Building blocks shared by the domain contracts.

/** A positive database id (fits PostgreSQL integer). */
export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
/** A filter id where 0 means "all". */
export const filterIdSchema = z.coerce.number().int().min(0).max(2_147_483_647).default(0);
/** Path params `{id}`. */
export const idParamsSchema = z.object({ id: idSchema });
/** A text in both languages, as editors write it. */
export const bilingualTextSchema = z.object({
  zh: z.string().trim().min(1).max(20_000),
  en: z.string().trim().min(1).max(20_000),
});
/** A calendar date YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, validationKey('apiMessage.validation.isoDate'))
  // Date.parse rolls 2027-02-30 over to March 2: a real date reads back as itself.
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, validationKey('apiMessage.validation.realDate'));
/** A named lookup entry in the request's language. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
/** Sitemap letter: A-Z, or 0 for names starting with a digit or symbol. */
export const letterSchema = z
  .string()
  .regex(/^[A-Za-z0]$/, validationKey('apiMessage.validation.letter'))
  .transform((v) => v.toUpperCase());
/** An e-mail with a top-level part of at least 2 letters. */
export const emailSchema = z
  .string()
  .trim()
  .max(120)
  .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, validationKey('apiMessage.validation.email'));
