// Plain numbers in a file without schemas: the web's merchant selection runs before the first paint and reads
// them without loading zod.

/** The fewest letters a merchant search by name needs (spec sections 2 and 9). */
export const merchantSearchMinLength = 3;
/** How many merchants one search answers (spec section 9). */
export const merchantSearchLimit = 25;
