/**
 * The headers an ops user's calls carry to a platform process in sandbox mode, bound to `merchantCode`: a real ID
 * token of `POST /sandbox/token`, the user and the merchant.
 */
export async function sandboxOpsHeaders(
  baseUrl: string,
  email: string,
  merchantCode: string,
): Promise<Record<string, string>> {
  const answer = await fetch(`${baseUrl}/sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!answer.ok) throw new Error(`POST /sandbox/token answered ${answer.status}`);
  const { idToken } = (await answer.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}`, 'x-user': email, 'merchant-code': merchantCode };
}
