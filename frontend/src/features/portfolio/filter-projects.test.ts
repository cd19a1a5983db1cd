import { describe, expect, it } from 'vitest';
import { portfolioProjects } from '../../content/portfolio';
import { countByCategory, featuredProjects, filterProjects } from './filter-projects';

const titles = (category: Parameters<typeof filterProjects>[1]['category'], search: string) =>
  filterProjects(portfolioProjects, { category, search }).map((project) => project.title);

describe('filterProjects', () => {
  it('shows every project when the category is all and the search is empty', () => {
    expect(filterProjects(portfolioProjects, { category: 'all', search: '' })).toHaveLength(12);
  });

  it('keeps only the chosen category', () => {
    expect(titles('education', '')).toEqual(['VidyaPath Learning Platform', 'Campus Exam Portal']);
  });

  it('searches title and description across all categories', () => {
    expect(titles('all', 'ledger')).toEqual(['Trade Finance Ledger']);
    expect(titles('all', 'boutique hotels')).toEqual(['Guest Experience Suite']);
  });

  it('needs both the category and the search to match', () => {
    expect(titles('business', 'react')).toEqual([
      'Factory Floor ERP',
      'Fleet Tracking & Dispatch',
      'People & Payroll Hub',
      'Trade Finance Ledger',
    ]);
    // 'AI Diagnostic Assistant' uses React too, but it is not a business project.
    expect(titles('healthcare', 'react')).toEqual(['AI Diagnostic Assistant']);
    expect(titles('hospitality', 'react')).toEqual([]);
  });

  it('ignores case', () => {
    expect(titles('all', 'CARTNEST')).toEqual(titles('all', 'cartnest'));
    expect(titles('all', 'CaRtNeSt')).toEqual(['CartNest Commerce Platform']);
  });

  it('matches any technology', () => {
    expect(titles('all', 'flutter')).toEqual(['Guest Experience Suite']);
    expect(titles('all', 'hyperledger')).toEqual(['Trade Finance Ledger']);
  });

  it('matches the client', () => {
    expect(titles('all', 'swift cargo')).toEqual(['Fleet Tracking & Dispatch']);
    expect(titles('all', 'Nalanda')).toEqual(['Campus Exam Portal']);
  });

  it('finds nothing for a term no project mentions', () => {
    expect(titles('all', 'quantum teleportation')).toEqual([]);
  });
});

describe('countByCategory', () => {
  it('derives the button counts from the data', () => {
    expect(countByCategory(portfolioProjects)).toEqual({
      all: 12,
      business: 7,
      healthcare: 1,
      'e-commerce': 1,
      education: 2,
      hospitality: 1,
    });
  });

  it('follows the projects it is given', () => {
    expect(countByCategory(portfolioProjects.slice(0, 3))).toEqual({
      all: 3,
      business: 1,
      healthcare: 1,
      'e-commerce': 1,
      education: 0,
      hospitality: 0,
    });
  });
});

describe('featuredProjects', () => {
  it('are projects 2, 3 and 5', () => {
    expect(featuredProjects(portfolioProjects).map((project) => project.id)).toEqual([2, 3, 5]);
  });
});
