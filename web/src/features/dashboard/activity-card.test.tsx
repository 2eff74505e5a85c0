// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityCard } from './components/ActivityCard';

afterEach(cleanup);

describe('ActivityCard', () => {
  it('with no activity, says so and links to the two ways of starting', () => {
    render(
      <MemoryRouter>
        <ActivityCard activities={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/No activity yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'watch a lecture' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByRole('link', { name: 'take a practice test' }).getAttribute('href')).toBe('/practice');
  });
});
