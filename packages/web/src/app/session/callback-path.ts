/** Where the identity provider sends the browser back to after sign-in. */
export const callbackPath = '/login/callback';
