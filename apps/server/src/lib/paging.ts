import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@kiosk/common/constants';

/** A page size from the outside: default PAGE_SIZE, at least 1, at most MAX_PAGE_SIZE. */
export function pageSize(size: number | null | undefined): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(size ?? PAGE_SIZE)));
}

/** page/pageSize lists (pages from 0): the row offset and limit. */
export function pageWindow(
  page: number | null | undefined,
  size: number | null | undefined,
): { page: number; pageSize: number; offset: number; limit: number } {
  const p = Math.max(FIRST_PAGE, Math.trunc(page ?? FIRST_PAGE));
  const limit = pageSize(size);
  return { page: p, pageSize: limit, offset: p * limit, limit };
}

/** skip/limit lists (spec §7 operations that take skip and limit). */
export function skipLimit(
  skip: number | null | undefined,
  limit: number | null | undefined,
): { skip: number; limit: number } {
  return { skip: Math.max(0, Math.trunc(skip ?? 0)), limit: pageSize(limit) };
}
