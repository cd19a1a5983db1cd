import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import BlogRoute from './blog';
import { texts } from '../../testing/queries';

const latest = () => screen.getByRole('region', { name: 'Latest Articles' });
const cardTitles = () => texts(within(latest()).getAllByRole('heading', { level: 3 }));
const categoryButton = (name: string) => within(latest()).getByRole('button', { name });

describe('Blog page', () => {
  it('shows the featured article and all six cards under All', () => {
    renderWithProviders(<BlogRoute />);
    expect(
      within(screen.getByRole('region', { name: 'Featured Article' })).getByRole('heading', {
        level: 3,
      }),
    ).toHaveTextContent(
      'Shipping AI in Regulated Industries: What Three Years of Hospital Projects Taught Us',
    );
    expect(cardTitles()).toHaveLength(6);
    expect(
      texts(
        within(screen.getByRole('group', { name: 'Filter articles by category' })).getAllByRole(
          'button',
        ),
      ),
    ).toEqual([
      'All',
      'AI & Machine Learning',
      'Cloud',
      'Cybersecurity',
      'Development',
      'Digital Transformation',
    ]);
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Load More Articles' })).toBeDisabled();
  });

  it('filters the cards by category and back to all', async () => {
    renderWithProviders(<BlogRoute />);
    await userEvent.click(categoryButton('Cloud'));
    expect(cardTitles()).toEqual([
      'Cutting Your AWS Bill by a Third Without Touching Performance',
      'Kubernetes for Small Teams: When It Pays Off and When It Does Not',
    ]);
    expect(categoryButton('Cloud')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(categoryButton('Cybersecurity'));
    expect(cardTitles()).toEqual(['Preparing for India’s DPDP Act: A Checklist for Product Teams']);

    await userEvent.click(categoryButton('All'));
    expect(cardTitles()).toHaveLength(6);
  });
});
