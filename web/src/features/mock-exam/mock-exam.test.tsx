// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AREAS,
  allSittings,
  fetchMock,
  installFetchStandIn,
  json,
  mock,
  overview,
  renderPage,
  setRoutes,
  sitting,
} from './mock-exam.fixtures';

installFetchStandIn();

describe('MockExamPage', () => {
  it('shows a Premium learner what the mock exam is and where to upgrade, not an error', async () => {
    setRoutes({
      'GET /mock-exams': () =>
        json(403, { detail: 'The mock board exam comes with the Pro plan.', upgrade_to: 'pro' }),
    });
    renderPage();
    expect(await screen.findByText('Part of the Pro plan')).toBeTruthy();
    expect(screen.getByText('The mock board exam comes with the Pro plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the chosen form by keyboard (the short form by default)', async () => {
    setRoutes({
      'GET /mock-exams': () => json(200, overview(null)),
      'POST /mock-exams': () => json(201, mock(allSittings('not_started'))),
    });
    renderPage();
    const short = await screen.findByRole('radio', { name: /Short form/ });
    expect((short as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/20 items per area, 120 in all · 2 h 00 min over six sittings/)).toBeTruthy();
    vi.stubGlobal('CSS', { escape: (v: string) => v }); // jsdom has no CSS.escape; user-event needs it for arrow keys
    const user = userEvent.setup();
    await user.click(short);
    await user.keyboard('{ArrowUp}'); // radios move with the arrow keys
    expect((screen.getByRole('radio', { name: /Full length/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Start mock exam' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ form: 'full' });
  });

  it('between areas: names the next area and says when items came back from the last 30 days', async () => {
    const sittings = allSittings('not_started');
    sittings[0] = sitting(0, 'submitted', { repeated_items: 3 });
    setRoutes({ 'GET /mock-exams': () => json(200, overview(mock(sittings))) });
    renderPage();
    expect(await screen.findByText('Next: area 2 of 6')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start area' })).toBeTruthy();
    expect(screen.getByText(/3 items you saw in the last 30 days came back/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Areas of this mock exam' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText(/our assumption, not the PRC's/)).toBeTruthy();
  });

  it('discards an unfinished mock after asking', async () => {
    let discarded = false;
    setRoutes({
      'GET /mock-exams': () => json(200, overview(discarded ? null : mock(allSittings('not_started')))),
      'DELETE /mock-exams/m1': () => {
        discarded = true;
        return json(200, { message: 'Mock exam discarded' });
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discard this mock exam' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard this mock exam?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Start mock exam' })).toBeTruthy();
    expect(discarded).toBe(true);
  });

  it('resumes a running area after a reload, with its saved answer', async () => {
    const sittings = allSittings('not_started');
    sittings[0] = sitting(0, 'in_progress');
    const current = mock(sittings);
    setRoutes({
      'GET /mock-exams': () => json(200, overview(current)),
      'POST /mock-exams/m1/areas/1/start': () =>
        json(200, {
          mock: current,
          sitting: {
            test_id: 'mock:m1:1',
            attempt: {
              id: 'att-0',
              test_id: 'mock:m1:1',
              test_title: 'Mock board exam — Criminal Law and Jurisprudence',
              board_area: 'criminal-law',
              subject_index: 0,
              difficulty_level: 'mixed',
              status: 'in_progress',
              is_retake: false,
              started_at: '2026-11-27T00:00:00Z',
              deadline_at: '2026-11-27T00:23:00Z',
              server_now: '2026-11-27T00:13:00Z',
              remaining_seconds: 600,
              time_limit_minutes: 23,
              total_questions: 1,
              answers: [{ question_id: 'q1', selected_answer: 'B', flagged: false }],
            },
            questions: [
              {
                id: 'q1',
                position: 1,
                question: 'Which code defines felonies?',
                options: ['a', 'b', 'c', 'd'],
                all_options: { A: 'a', B: 'b', C: 'c', D: 'd' },
              },
            ],
          },
        }),
    });
    renderPage();
    expect(await screen.findByText('Which code defines felonies?')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Mock board exam — Criminal Law and Jurisprudence' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Submit area/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Leave area/ })).toBeTruthy();
  });

  it("shows a finished mock's report card: ratings, weighted average and the verdict", async () => {
    const done = mock(allSittings('submitted'), {
      status: 'completed',
      completed_at: '2026-11-27T03:00:00Z',
      next_position: null,
      report: {
        areas: AREAS.map(([board_area, title, weight], i) => ({
          board_area,
          title,
          weight,
          correct: i === 5 ? 10 : 18,
          total: 20,
          rating: i === 5 ? 50 : 90,
        })),
        weighted_average: 86,
        verdict: 'deferred',
        retake_areas: ['correctional-administration'],
        holding_back: null,
        passing_average: 75,
        area_floor: 60,
      },
    });
    setRoutes({
      'GET /mock-exams': () =>
        json(
          200,
          overview(null, [
            {
              id: 'm1',
              form: 'short',
              created_at: done.created_at,
              completed_at: done.completed_at,
              weighted_average: 86,
              verdict: 'deferred',
            },
          ]),
        ),
      'GET /mock-exams/m1': () => json(200, done),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View report card' }));
    expect(await screen.findByText('Deferred: retake Correctional Administration')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rating per board area' });
    const row = within(table).getByRole('row', { name: /Correctional Administration/ });
    expect(row.textContent).toContain('10/20');
    expect(row.textContent).toContain('50%');
    expect(within(table).getByRole('row', { name: /Weighted average/ }).textContent).toContain('86%');
    // Each area's row opens that area's review.
    expect(
      within(row)
        .getByRole('link', { name: 'Review answers: Correctional Administration' })
        .getAttribute('href'),
    ).toBe('/mock-exam?review=m1&area=6');
  });
});
