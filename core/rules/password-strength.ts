/**
 * Password strength, one rule for the server and the web forms: the zxcvbn-ts estimator with
 * its common and English dictionaries (no hand-kept list), plus a refusal of passwords that
 * hold the account's own email or name. The estimator and its ~1 MB of dictionaries are
 * imported on first use, so the web fetches them only when a password form is submitted.
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

let estimator: Promise<typeof Zxcvbn> | undefined;

/**
 * zxcvbn-ts's own l33t matcher is exponential in the number of substitutable characters (a
 * 32-character `P@$$w0rd!1|…` took 2–30 s of blocked CPU), so it is off; a password is instead
 * also estimated with the usual substitutions undone, and the lower score counts.
 */
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
/** Only this many leading characters are estimated (cost grows fast with length). */
const ESTIMATED_LENGTH = 32;

/** Loads the estimator and builds its dictionaries (~1 s); the server does it at start. */
export function loadPasswordEstimator(): Promise<typeof Zxcvbn> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    core.zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      l33tTable: {},
      maxLength: ESTIMATED_LENGTH,
    });
    return core.zxcvbn;
  });
  return estimator;
}

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
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  const flat = letters(password);
  const parts = personalParts(owner);
  if (parts.some((p) => flat.includes(p))) return PASSWORD_MESSAGES.personal;
  const zxcvbn = await loadPasswordEstimator();
  const plain = unl33t(password);
  const results = [zxcvbn(password, parts), ...(plain === password ? [] : [zxcvbn(plain, parts)])];
  if (results.every((r) => r.score >= MIN_PASSWORD_SCORE)) return null;
  const common = results.some((r) =>
    r.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords'),
  );
  return common ? PASSWORD_MESSAGES.common : PASSWORD_MESSAGES.weak;
}
