/**
 * Paging of long lists: `page` (from 1) and `page_size` in the query; the answer carries its page of rows
 * beside `total` (every row the filters match), `page` and `pageSize`, as the audit trail does. A page past
 * the end is no error: it has no rows and the same `total`, so a client can go back to the last page.
 */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { emptyToUndefined } from './fields';

const PAGE_MAX = 10_000;

export const PageQuerySchema = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: sayRule('field.number', { label: 'Page' }) })
      .int('Page must be a whole number')
      .min(1, sayRule('field.between', { label: 'Page', min: 1, max: PAGE_MAX }))
      .max(PAGE_MAX, sayRule('field.between', { label: 'Page', min: 1, max: PAGE_MAX }))
      .default(1),
  ),
  page_size: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: sayRule('field.number', { label: 'Page size' }) })
      .int('Page size must be a whole number')
      .min(1, sayRule('field.between', { label: 'Page size', min: 1, max: PAGE_SIZE_MAX }))
      .max(PAGE_SIZE_MAX, sayRule('field.between', { label: 'Page size', min: 1, max: PAGE_SIZE_MAX }))
      .default(PAGE_SIZE_DEFAULT),
  ),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

export const PageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** Rows to skip before the asked page. */
export const pageOffset = ({ page, page_size }: PageQuery) => (page - 1) * page_size;
