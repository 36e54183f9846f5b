import { z } from 'zod';

/** Query of every paged call on the wire: `page` is 0-based on the server. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(25),
});

/** The paged envelope: `pageNumber` is 0-based on the wire; the clients add 1 for the UI. */
export function pageOf<T extends z.ZodType>(element: T) {
  return z.object({
    elements: z.array(element),
    pageNumber: z.number().int().min(0),
    pageSize: z.number().int().min(1),
    totalCount: z.number().int().min(0),
  });
}

export type PageQuery = z.infer<typeof pageQuerySchema>;
export interface Page<T> {
  elements: T[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}
