import { type PasswordOwner, passwordProblem } from '@core/rules/password-strength';

/**
 * The server's password-strength rule, run before sending. The estimator and its
 * dictionaries are fetched on the first call (never with the login page); if that fetch
 * fails (offline), the form sends anyway and the server's identical check answers.
 */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  try {
    return await passwordProblem(password, owner);
  } catch {
    return null;
  }
}
