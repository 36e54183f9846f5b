/** Spec section 9: twenty minutes without mouse, scroll or key activity signs the user out. */
export const inactivityTimeoutMs = 1_200_000;

/** Spec section 9: the identity token is treated as expiring 55 minutes after the sign-in prompt. */
export const promptLifetimeMs = 3_300_000;

/** Spec section 9: both rules are checked every 5 seconds. */
export const sessionCheckIntervalMs = 5_000;
