// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { gradedResult } from '@web/components/answer-review/answer-review.fixtures';
import { describe, expect, it } from 'vitest';
import {
  installFetchStandIn,
  json,
  mock,
  overview,
  renderPage,
  setRoutes,
  sitting,
} from './mock-exam.fixtures';

installFetchStandIn();

// Between areas: the first submitted, the others not started (a running area opens its session).
const between = mock([0, 1, 2, 3, 4, 5].map((i) => sitting(i, i === 0 ? 'submitted' : 'not_started')));

describe("a mock area's review", () => {
  it('links a submitted area to its review, and no area not yet submitted', async () => {
    setRoutes({ 'GET /mock-exams': () => json(200, overview(between)) });
    renderPage();
    const areas = await screen.findByRole('list', { name: 'Areas of this mock exam' });
    const links = within(areas).getAllByRole('link', { name: /^Review answers/ });
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Review answers: Criminal Law and Jurisprudence', '/mock-exam?review=m1&area=1'],
    ]);
  });

  it('shows a submitted area with the answer, the key, the explanation, the source and the weakest topics', async () => {
    setRoutes({
      'GET /mock-exams/m1/areas/1/review': () =>
        json(200, gradedResult('Mock board exam — Criminal Law and Jurisprudence')),
      'GET /readiness/topics': () =>
        json(403, { detail: 'Topic scores come with the Pro plan.', upgrade_to: 'pro' }),
    });
    renderPage('/mock-exam?review=m1&area=1');
    expect(
      await screen.findByRole('heading', { name: 'Mock board exam — Criminal Law and Jurisprudence' }),
    ).toBeTruthy();
    const [wrong, right] = screen.getAllByTestId('review-item');
    expect(within(wrong!).getByRole('heading').textContent).toContain('(Wrong)');
    const key = within(wrong!).getByText('Correct answer').closest('li')!;
    expect(key.textContent).toContain('Revised Penal Code');
    expect(within(wrong!).getByText('Your answer').closest('li')!.textContent).toContain('Civil Code');
    expect(within(wrong!).getByText('Felonies are acts punished by the Revised Penal Code.')).toBeTruthy();
    expect(within(wrong!).getByText('RPC, Art. 3')).toBeTruthy();
    expect(within(right!).queryByText(/Source/)).toBeNull();
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your weakest topics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the mock exam/ }).getAttribute('href')).toBe(
      '/mock-exam',
    );
  });

  it('shows no key for an area not yet submitted: the server refuses it', async () => {
    setRoutes({
      'GET /mock-exams/m1/areas/2/review': () =>
        json(409, { detail: 'The review of an area opens once the area is submitted' }),
    });
    renderPage('/mock-exam?review=m1&area=2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The review of an area opens once the area is submitted');
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryAllByTestId('review-item')).toHaveLength(0);
  });
});
