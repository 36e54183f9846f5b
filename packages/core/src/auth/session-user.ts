/** The signed-in user as the identity token describes them (spec section 3). */
export interface SessionUser {
  email: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  /** An image URL (the sandbox gives a data: URL). */
  picture?: string;
  /** The token's own expiry, in seconds since the epoch. */
  exp: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The user from validated identity token claims; undefined when the token names no e-mail or expiry. */
export function sessionUserFromClaims(claims: Record<string, unknown>): SessionUser | undefined {
  const email = text(claims.email);
  const exp = claims.exp;
  if (!email || typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  const user: SessionUser = { email, exp };
  const name = text(claims.name);
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  const picture = text(claims.picture);
  if (name) user.name = name;
  if (givenName) user.givenName = givenName;
  if (familyName) user.familyName = familyName;
  if (picture) user.picture = picture;
  return user;
}

/** Up to two initials for an avatar without a picture: from the name, else from the e-mail. */
export function initialsOf(user: Pick<SessionUser, 'email' | 'name' | 'givenName' | 'familyName'>): string {
  const fromParts = [user.givenName, user.familyName].filter((part): part is string => part !== undefined);
  const words = fromParts.length > 0 ? fromParts : (user.name ?? '').split(/\s+/).filter((word) => word !== '');
  const letters = words.length > 0 ? words.map((word) => word[0]) : [user.email[0]];
  return letters.slice(0, 2).join('').toUpperCase();
}
