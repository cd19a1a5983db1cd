import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import PortfolioRoute from './portfolio';
import { texts } from '../../testing/queries';

const allProjects = () => screen.getByRole('region', { name: 'All Projects' });
const gridTitles = () =>
  texts(within(allProjects()).queryAllByRole('heading', { level: 3 })).filter(
    (title) => title !== 'No projects found',
  );
const searchBox = () => screen.getByRole('searchbox', { name: 'Search projects' });
/** The page, once its projects below the featured ones have loaded (a lazy part). */
const renderPage = async () => {
  renderWithProviders(<PortfolioRoute />);
  await screen.findByRole('searchbox', { name: 'Search projects' });
};
const categoryButton = (name: string) =>
  within(allProjects()).getByRole('button', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

describe('Portfolio page', () => {
  it('shows the featured projects and all 12 projects with counted category buttons', async () => {
    await renderPage();
    const featured = screen.getByRole('region', { name: 'Featured Projects' });
    expect(texts(within(featured).getAllByRole('heading', { level: 3 }))).toEqual([
      'AI Diagnostic Assistant',
      'CartNest Commerce Platform',
      'VidyaPath Learning Platform',
    ]);
    expect(gridTitles()).toHaveLength(12);
    expect(
      texts(
        within(screen.getByRole('group', { name: 'Filter projects by category' })).getAllByRole(
          'button',
        ),
      ),
    ).toEqual([
      'All (12)',
      'Business (7)',
      'Healthcare (1)',
      'E-commerce (1)',
      'Education (2)',
      'Hospitality (1)',
    ]);
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('narrows the grid as a search is typed', async () => {
    await renderPage();
    await userEvent.type(searchBox(), 'Flutter');
    expect(gridTitles()).toEqual(['Guest Experience Suite']);
    expect(within(allProjects()).getByRole('status')).toHaveTextContent('Showing 1 of 12 projects');
  });

  it('shows only the chosen category', async () => {
    await renderPage();
    await userEvent.click(categoryButton('Education'));
    expect(gridTitles()).toEqual(['VidyaPath Learning Platform', 'Campus Exam Portal']);
    expect(categoryButton('Education')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says no projects were found, and Clear Filters resets the search and the category', async () => {
    await renderPage();
    await userEvent.click(categoryButton('Hospitality'));
    // A blockchain project exists, but not in Hospitality: both filters must match.
    await userEvent.type(searchBox(), 'blockchain');
    expect(gridTitles()).toEqual([]);
    expect(
      within(allProjects()).getByRole('heading', { name: 'No projects found' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(gridTitles()).toHaveLength(12);
    expect(screen.queryByText('No projects found')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('Hospitality')).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens demo links in a new tab and leads on to contact and the client path', () => {
    renderWithProviders(<PortfolioRoute />);
    const demo = screen.getAllByRole('link', {
      name: 'Live demo of AI Diagnostic Assistant (opens in a new tab)',
    })[0];
    expect(demo).toHaveAttribute('href', 'https://demo.bytecraft.example/ai-diagnostic-assistant');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'View Client Path' })).toHaveAttribute(
      'href',
      '/client-path',
    );
  });
});
