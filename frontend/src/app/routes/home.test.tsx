import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamMembers } from '../../content/team';
import { techStack } from '../../content/tech-stack';
import { renderWithProviders } from '../../testing/render-with-providers';
import HomeRoute from './home';

const cardTitles = (regionName: string) =>
  within(screen.getByRole('region', { name: regionName }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const skillNames = (category: string) =>
  techStack.find((c) => c.label === category)!.skills.map((skill) => skill.name);

describe('Home page', () => {
  it('keeps its headline and leads to contact and services', () => {
    renderWithProviders(<HomeRoute />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Engineering that moves your business forward',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    expect(cardTitles('What We Do')).toHaveLength(6);
  });

  it('shows exactly the first four team members as leadership', async () => {
    renderWithProviders(<HomeRoute />);
    // Below the first screen: its own chunk, loaded as the visitor gets there.
    await screen.findByRole('region', { name: 'Leadership Team' });
    expect(teamMembers.length).toBeGreaterThan(4);
    expect(cardTitles('Leadership Team')).toEqual(
      teamMembers.slice(0, 4).map((member) => member.name),
    );
  });

  it('switches the visible skills with the tech-stack tabs', async () => {
    renderWithProviders(<HomeRoute />);
    const tabs = await screen.findByRole('tablist', { name: 'Technology categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Frontend', 'Backend', 'Cloud', 'Security', 'AI/ML', 'DevOps']);
    expect(within(tabs).getByRole('tab', { name: 'Frontend' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const visibleSkills = () =>
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(visibleSkills()).toEqual(skillNames('Frontend'));

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Backend' }));
    expect(visibleSkills()).toEqual(skillNames('Backend'));
    expect(
      screen.queryByRole('heading', { name: skillNames('Frontend')[0] }),
    ).not.toBeInTheDocument();
    const [firstBackend] = techStack.find((c) => c.label === 'Backend')!.skills;
    expect(
      screen.getByRole('progressbar', { name: `${firstBackend.name} proficiency` }),
    ).toHaveAttribute('aria-valuenow', String(firstBackend.level));
  });
});
