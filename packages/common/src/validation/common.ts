import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

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
