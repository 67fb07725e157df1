import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('home page', () => {
  it('has the hero with Apply Now and Learn More', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Government Associate College' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/admissions');
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/about');
  });

  it('shows four feature cards, the stats strip and the seven programs', async () => {
    mockApi({});
    renderApp('/');
    for (const feature of ['Quality Education', 'Qualified Faculty', 'Modern Facilities', 'University Affiliation']) {
      expect(await screen.findByRole('heading', { level: 3, name: feature })).toBeTruthy();
    }
    const stats = screen.getByRole('region', { name: 'The college in numbers' });
    for (const figure of ['500+', '25+', '10+', '95%']) expect(within(stats).getByText(figure)).toBeTruthy();
    const programs = within(screen.getByRole('region', { name: 'Our Programs' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(programs).toEqual(['BS Urdu', 'BS Information Technology', 'BS English', 'BS Botany', 'BS Zoology', 'BBA', 'B.Ed (1.5 years)']);
  });

  it('ends with a call to action to the Student Portal (/login)', async () => {
    mockApi({});
    renderApp('/');
    expect((await screen.findByRole('link', { name: 'Go to the Student Portal' })).getAttribute('href')).toBe('/login');
  });
});
