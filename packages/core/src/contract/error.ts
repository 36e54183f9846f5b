import { z } from 'zod';

/** One field-level problem of a rejected request. `field` is a dotted path into the body or query. */
export const errorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/** The error shape of every non-2xx API answer. `code` is the HTTP status or a catalogue code (spec section 8). */
export const apiErrorSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  details: z.array(errorDetailSchema),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
