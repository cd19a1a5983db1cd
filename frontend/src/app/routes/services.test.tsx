import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import ServicesRoute from './services';
import { itemTexts } from '../../testing/queries';

/** The titles of the service cards under the category heading, in order. */
const cardTitles = (categoryLabel: string) =>
  within(screen.getByRole('region', { name: categoryLabel }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const filterButton = (label: string) =>
  within(screen.getByRole('group', { name: /filter services/i })).getByRole('button', {
    name: label,
  });

describe('/services', () => {
  it('has one h1 and the four hero stats', () => {
    renderWithProviders(<ServicesRoute />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const label of [
      'Projects Completed',
      'Clients Served',
      'Support Available',
      'Client Satisfaction',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('filters the cards by category and counts them', async () => {
    renderWithProviders(<ServicesRoute />);
    expect(cardTitles('All Services')).toHaveLength(12);
    expect(screen.getByText('12 services available')).toBeInTheDocument();
    expect(filterButton('All Services')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(filterButton('Cybersecurity'));
    expect(cardTitles('Cybersecurity')).toEqual(['Cybersecurity']);
    expect(screen.getByText('1 service available')).toBeInTheDocument();
    expect(filterButton('Cybersecurity')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All Services')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(filterButton('Cloud & Infrastructure'));
    expect(cardTitles('Cloud & Infrastructure')).toEqual([
      'Cloud Computing',
      'IoT Solutions',
      'Network Infrastructure',
    ]);
    expect(screen.getByText('3 services available')).toBeInTheDocument();

    await userEvent.click(filterButton('All Services'));
    expect(cardTitles('All Services')).toHaveLength(12);
    expect(screen.getByText('12 services available')).toBeInTheDocument();
  });

  it("expands and collapses one card's technologies with its '+N more' chip", async () => {
    renderWithProviders(<ServicesRoute />);
    const card = screen.getByRole('article', { name: 'IoT Solutions' });
    const technologies = () =>
      itemTexts(within(card).getByRole('list', { name: 'IoT Solutions technologies' }));
    expect(technologies()).toEqual(['MQTT', 'AWS IoT Core', 'Azure IoT Hub']);
    expect(screen.getAllByRole('button', { name: /^\+\d+ more$/ })).toHaveLength(12);

    const more = within(card).getByRole('button', { name: '+4 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(technologies()).toEqual([
      'MQTT',
      'AWS IoT Core',
      'Azure IoT Hub',
      'Node-RED',
      'InfluxDB',
      'Grafana',
      'Raspberry Pi',
    ]);
    const less = within(card).getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    // The other cards stay collapsed.
    expect(screen.getAllByRole('button', { name: /^\+\d+ more$/ })).toHaveLength(11);
    expect(screen.getAllByRole('button', { name: 'Show less' })).toHaveLength(1);

    await userEvent.click(less);
    expect(technologies()).toEqual(['MQTT', 'AWS IoT Core', 'Azure IoT Hub']);
    expect(within(card).getByRole('button', { name: '+4 more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens Learn More, then the consultation for that service from Schedule Consultation', async () => {
    renderWithProviders(<ServicesRoute />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Learn More about Data Engineering' }),
    );

    const details = await screen.findByRole('dialog', { name: 'Data Engineering' });
    for (const heading of [
      'Overview',
      'Key Features',
      'Technologies',
      'Case Study',
      'Pricing',
      'Timeline',
    ]) {
      expect(within(details).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(details).getByText('Master data management')).toBeInTheDocument();
    expect(within(details).getByText('Starting from ₹30,000')).toBeInTheDocument();
    expect(within(details).getByText('6-12 weeks')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Schedule Consultation' }));

    const consultation = await screen.findByRole('dialog', {
      name: 'Schedule Your Free Consultation',
    });
    expect(screen.queryByRole('dialog', { name: 'Data Engineering' })).not.toBeInTheDocument();
    expect(
      within(consultation).getByRole('combobox', { name: /service interest/i }),
    ).toHaveTextContent('Data Engineering');
  });

  it('opens Learn More, then the consultation for that service from Get Started', async () => {
    renderWithProviders(<ServicesRoute />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Learn More about Quantum Computing' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Quantum Computing' });
    expect(within(details).getByText('Custom Pricing')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Get Started' }));

    const consultation = await screen.findByRole('dialog', {
      name: 'Schedule Your Free Consultation',
    });
    expect(
      within(consultation).getByRole('combobox', { name: /service interest/i }),
    ).toHaveTextContent('Quantum Computing');
  });

  it('keeps one FAQ open at a time, and the open one can be closed', async () => {
    renderWithProviders(<ServicesRoute />);
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const [first, second] = faq.getAllByRole('button');
    expect(faq.getAllByRole('button')).toHaveLength(5);
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(faq.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it("links the closing 'Schedule Consultation' to /contact", () => {
    renderWithProviders(<ServicesRoute />);
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
