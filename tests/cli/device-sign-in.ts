import {
  createScriptedBrowser,
  formAction,
  hiddenInputs,
} from '../../packages/platform/src/testing/scripted-browser.ts';
import type { OpsRun } from './run-ops.ts';

/** The link and code a running `ops login` shows on standard error, once it has shown them. */
export function deviceCodeOf(run: OpsRun): Promise<{ verificationUri: string; userCode: string }> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      const found = /Open (\S+) and enter the code (\S+)/.exec(run.stderr);
      if (found) {
        clearInterval(check);
        resolve({ verificationUri: found[1] ?? '', userCode: found[2] ?? '' });
      }
    }, 50);
  });
}

/**
 * Does in a scripted browser what a user does with the link `ops login` shows: opens it, confirms the code and
 * signs in as `email` at the platform's embedded provider.
 */
export async function confirmDeviceCode(
  baseUrl: string,
  { verificationUri, userCode }: { verificationUri: string; userCode: string },
  email: string,
): Promise<void> {
  const browser = createScriptedBrowser();
  const entry = await browser.navigate(verificationUri);
  const confirm = await browser.submit(formAction(entry.text, /\/oidc\/device$/), {
    ...hiddenInputs(entry.text),
    user_code: userCode,
  });
  const signIn = await browser.submit(formAction(confirm.text, /\/oidc\/device$/), hiddenInputs(confirm.text));
  const loginAction = new URL(formAction(signIn.text, /\/login$/), baseUrl).href;
  await browser.submit(loginAction, { email });
}
