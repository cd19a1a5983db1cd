import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { internshipPrograms } from '../../content/internship-programs';
import { renderWithProviders } from '../../testing/render-with-providers';
import InternshipProgramRoute from './internship-program';

describe('InternshipProgramRoute', () => {
  it('has one h1 and flags exactly one program as Most Popular', () => {
    renderWithProviders(<InternshipProgramRoute />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internship Program');
    expect(screen.getAllByRole('article', { name: /intern$/i })).toHaveLength(6);
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it("opens the application with the card's program preselected", async () => {
    const program = internshipPrograms.find((p) => !p.mostPopular && p.id > 1)!;
    renderWithProviders(<InternshipProgramRoute />);
    const card = screen.getByRole('article', { name: program.title });
    await userEvent.click(within(card).getByRole('button', { name: 'Apply Now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apply for Internship' });
    expect(within(dialog).getByRole('combobox', { name: /internship program/i })).toHaveTextContent(
      program.title,
    );
  });

  it('opens the question form from Ask Questions', async () => {
    renderWithProviders(<InternshipProgramRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask Questions' }));
    expect(await screen.findByRole('dialog', { name: 'Ask a Question' })).toBeInTheDocument();
  });
});
