import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { journey } from '../../content/company';
import { renderWithProviders } from '../../testing/render-with-providers';
import { recordRequests } from '../../testing/server';
import AboutRoute from './about';

describe('About page', () => {
  it('links to Our Story and Contact, and shows the 2017-2025 journey and four principles', () => {
    renderWithProviders(<AboutRoute />);
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/our-story');
    expect(screen.getByRole('link', { name: 'Start Project' })).toHaveAttribute('href', '/contact');
    expect(journey.map((milestone) => milestone.year)).toEqual([
      2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025,
    ]);
    for (const milestone of journey) {
      expect(screen.getByRole('heading', { level: 3, name: milestone.title })).toBeInTheDocument();
    }
    for (const principle of [
      'Client-Centric Approach',
      'Innovation Leadership',
      'Expert Excellence',
      'Global Perspective',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: principle })).toBeInTheDocument();
    }
  });

  it('opens the Schedule a Call dialog on demand and closes it with Cancel', async () => {
    const requests = recordRequests();
    renderWithProviders(<AboutRoute />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Schedule a Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Call' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Call' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
  });
});
