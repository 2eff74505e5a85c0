/**
 * Password strength, one rule for the server and the web forms: the zxcvbn-ts estimator with
 * its common and English dictionaries (no hand-kept list), plus a refusal of passwords that
 * hold the account's own email or name. By default the estimator and its ~1.7 MB of
 * dictionaries are imported on first use (the web fetches them only when a password form is
 * submitted); the server passes an estimate that runs in a worker thread instead.
 */
import type { zxcvbn as Zxcvbn } from '@zxcvbn-ts/core';

/** zxcvbn's "safely unguessable" score (≥ 10^8 guesses); 0–2 are refused. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_MESSAGES = {
  common: 'This password is too common. Please choose another.',
  weak: 'This password is too easy to guess. Use a longer one, such as three or four unrelated words.',
  personal: 'Your password must not contain your email address or your name.',
} as const;

export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** zxcvbn's score of a password, and whether a part of it is a known common password. */
export type PasswordEstimate = (
  password: string,
  inputs: string[],
) => Promise<{ score: number; common: boolean }>;

/**
 * Options every estimator uses. zxcvbn-ts's l33t matcher is exponential in the number of
 * substitutable characters (a 32-character `P@$$w0rd!1|…` took 2–30 s of CPU), so it is off and
 * the password is also estimated with the usual substitutions undone (the lower score counts);
 * only the first 32 characters are estimated.
 */
export const ESTIMATOR_OPTIONS = { l33tTable: {}, maxLength: 32 };

const UNL33T: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '|': 'l',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '8': 'b',
  '9': 'g',
};
const unl33t = (s: string) => s.replace(/[@431!|0$57+89]/g, (c) => UNL33T[c] ?? c);

let estimator: Promise<typeof Zxcvbn> | undefined;

function loadEstimator(): Promise<typeof Zxcvbn> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    core.zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      ...ESTIMATOR_OPTIONS,
    });
    return core.zxcvbn;
  });
  return estimator;
}

/** The estimate in this thread, dictionaries imported on first use. */
export const estimateHere: PasswordEstimate = async (password, inputs) => {
  const result = (await loadEstimator())(password, inputs);
  const common = result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords');
  return { score: result.score, common };
};

const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The parts of the owner's email and name a password must not contain (short words are ignored). */
export function personalParts(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const name = owner.name?.trim() ?? '';
  const parts = [
    letters(email),
    letters(local),
    letters(name),
    ...local.split(/[^\p{L}\p{N}]+/u).map(letters),
    ...name.split(/\s+/).map(letters),
  ];
  return [...new Set(parts.filter((p) => p.length >= 4))];
}

/** What is wrong with a new password (one of PASSWORD_MESSAGES), or null when it is strong enough. */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
  estimate: PasswordEstimate = estimateHere,
): Promise<string | null> {
  const parts = personalParts(owner);
  const flat = letters(password);
  if (parts.some((p) => flat.includes(p))) return PASSWORD_MESSAGES.personal;
  const plain = unl33t(password);
  const results = await Promise.all(
    [password, ...(plain === password ? [] : [plain])].map((p) => estimate(p, parts)),
  );
  if (results.every((r) => r.score >= MIN_PASSWORD_SCORE)) return null;
  return results.some((r) => r.common) ? PASSWORD_MESSAGES.common : PASSWORD_MESSAGES.weak;
}
