import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem, personalParts } from './password-strength';

const owner = { email: 'maria.santos@example.com', name: 'Maria Santos' };

describe('password strength (issue 10 item 8)', () => {
  it.each([
    ['        ', PASSWORD_MESSAGES.weak],
    ['aaaaaaaa', PASSWORD_MESSAGES.weak],
    ['Password123', PASSWORD_MESSAGES.common],
    ['qwertyuiop', PASSWORD_MESSAGES.common],
    ['12345678', PASSWORD_MESSAGES.common],
    ['P@$$w0rd!', PASSWORD_MESSAGES.common],
    ['maria.santos@example.com', PASSWORD_MESSAGES.personal],
    ['Maria-Santos-Kalabasa-99', PASSWORD_MESSAGES.personal],
    ['mariasantos', PASSWORD_MESSAGES.personal],
    ['Santos2026!xyz', PASSWORD_MESSAGES.personal],
  ])('refuses %j', async (password, message) => {
    expect(await passwordProblem(password, owner)).toBe(message);
  });

  it.each(['Baguio-Summit-2026', 'Correct-Horse-42', 'Mango-Orchard-51', 'tall lanterns under rain'])(
    'accepts %j',
    async (password) => {
      expect(await passwordProblem(password, owner)).toBeNull();
    },
  );

  it('stays fast on long passwords full of l33t characters (no seconds of blocked CPU)', async () => {
    await passwordProblem('warm-up-the-estimator');
    for (const p of ['P@$$w0rd!1|'.repeat(11), 'Aa1!'.repeat(32)]) {
      const started = performance.now();
      await passwordProblem(p);
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });

  it('ignores short name words so an ordinary password is not refused for holding "ana"', async () => {
    const ana = { email: 'ana@example.ph', name: 'Ana Li' };
    expect(personalParts(ana)).toEqual(['anaexampleph', 'anali']);
    expect(await passwordProblem('Banana-Split-Sunday', ana)).toBeNull();
  });
});
