const returnToKey = 'ops.signIn.returnTo';

/** Only a path of this app: never another origin ('//evil.example') and never the sign-in pages themselves. */
export function isReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');
}

/** Remembers where the user was going when sign-in got in the way. */
export function rememberReturnTo(path: string): void {
  if (!isReturnPath(path)) return;
  try {
    window.sessionStorage.setItem(returnToKey, path);
  } catch {
    // Without storage the user lands on Home after signing in.
  }
}

export function takeReturnTo(): string | undefined {
  try {
    const path = window.sessionStorage.getItem(returnToKey);
    window.sessionStorage.removeItem(returnToKey);
    return path !== null && isReturnPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function forgetReturnTo(): void {
  try {
    window.sessionStorage.removeItem(returnToKey);
  } catch {
    // Nothing was remembered then either.
  }
}
