import { CONSULTATION_SERVICES } from '@bytecraft/contracts/options';
import { describe, expect, it } from 'vitest';
import { serviceCategories } from '../../content/service-index';
import { services } from '../../content/services';
import { serviceCountText, servicesInCategory } from './filter-services';

const titles = (category: Parameters<typeof servicesInCategory>[1]) =>
  servicesInCategory(services, category).map((service) => service.title);

describe('servicesInCategory', () => {
  it('keeps all twelve services, in catalogue order, for all', () => {
    expect(titles('all')).toEqual(CONSULTATION_SERVICES.map((option) => option.value));
  });

  it('keeps only the services of the chosen category', () => {
    expect(titles('ai-ml')).toEqual([
      'AI & Machine Learning',
      'Data Engineering',
      'Quantum Computing',
    ]);
    expect(titles('cloud')).toEqual(['Cloud Computing', 'IoT Solutions', 'Network Infrastructure']);
    expect(titles('security')).toEqual(['Cybersecurity']);
    expect(titles('development')).toEqual(['Full-Stack Development', 'Mobile App Development']);
    expect(titles('blockchain')).toEqual(['Blockchain Solutions']);
    expect(titles('transformation')).toEqual(['Digital Transformation', 'RPA & Automation']);
  });

  it('puts every service in exactly one category of the filter', () => {
    const byCategory = serviceCategories
      .filter((category) => category.id !== 'all')
      .flatMap((category) => titles(category.id));
    expect(byCategory.toSorted()).toEqual(titles('all').toSorted());
  });
});

describe('serviceCountText', () => {
  it('uses the singular for one service and the plural otherwise', () => {
    expect(serviceCountText(1)).toBe('1 service available');
    expect(serviceCountText(3)).toBe('3 services available');
    expect(serviceCountText(12)).toBe('12 services available');
    expect(serviceCountText(0)).toBe('0 services available');
  });
});

describe('service catalogue', () => {
  it('gives every card 6-8 features and more than the 3 technologies it shows', () => {
    for (const service of services) {
      expect(service.features.length, service.title).toBeGreaterThanOrEqual(6);
      expect(service.features.length, service.title).toBeLessThanOrEqual(8);
      expect(service.technologies.length, service.title).toBeGreaterThanOrEqual(5);
      expect(service.technologies.length, service.title).toBeLessThanOrEqual(7);
    }
  });

  it('prices services from ₹15,000 to ₹50,000, Quantum Computing on request', () => {
    const quantum = services.find((service) => service.title === 'Quantum Computing');
    expect(quantum).toMatchObject({ pricing: 'Custom Pricing', timeline: 'Research-based' });
    const prices = services
      .filter((service) => service !== quantum)
      .map((service) => {
        const match = /^Starting from ₹([\d,]+)$/.exec(service.pricing);
        expect(match, service.title).not.toBeNull();
        return Number(match![1].replaceAll(',', ''));
      });
    expect(Math.min(...prices)).toBe(15_000);
    expect(Math.max(...prices)).toBe(50_000);
  });
});
