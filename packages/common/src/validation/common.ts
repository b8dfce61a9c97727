import { z } from 'zod';
import { FIRST_PAGE, LANGUAGES, MAX_PAGE_SIZE, PAGE_SIZE } from '../constants.ts';

/** Messages are error codes (see ../errors.ts); the web translates them with t('errors.<CODE>'). */
export const requiredString = z.string().trim().min(1, 'REQUIRED');
export const optionalString = z.string().trim().max(2000).optional().nullable();

// A pragmatic e-mail rule: one @, no spaces, a dot in the domain.
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'REQUIRED')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'INVALID_EMAIL');

// International phone numbers: optional +, digits, spaces, dashes, dots, parentheses; 6–15 digits.
export const phone = z
  .string()
  .trim()
  .refine(
    (v) => /^\+?[\d\s\-().]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 15,
    'INVALID_PHONE',
  );
export const optionalPhone = z
  .union([z.literal(''), phone])
  .optional()
  .nullable();

export const language = z.enum(LANGUAGES);

export const objectId = z.uuid('NOT_FOUND');

/**
 * The paging, sort and search part of a grid request (spec §9: pages of 25 from page 0, the list's
 * default sort, search text trimmed): one definition for every grid.
 */
export function gridRequestBase<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: { field: F[number]; order: 'asc' | 'desc' },
) {
  return {
    page: z
      .int()
      .min(0)
      .optional()
      .nullable()
      .transform((v) => v ?? FIRST_PAGE),
    pageSize: z
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .optional()
      .nullable()
      .transform((v) => v ?? PAGE_SIZE),
    sortField: z
      .enum(sortFields)
      .optional()
      .nullable()
      .transform((v) => v ?? defaultSort.field),
    sortOrder: z
      .enum(['asc', 'desc'])
      .optional()
      .nullable()
      .transform((v) => v ?? defaultSort.order),
    search: z
      .string()
      .trim()
      .max(200)
      .optional()
      .nullable()
      .transform((v) => v || undefined),
  };
}
