import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, listBody } from '../../../testing/staff-data';
import { apiPath, server } from '../../../testing/server';
import {
  meInDirectory,
  renderApp,
  serveDirectory,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();
afterEach(() => vi.useRealTimers());

const NOW = Date.UTC(2026, 0, 20, 12);
const hoursFromNow = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
/** A record due `dueIn` hours from now whose 24-hour window turns at risk 6 hours before. */
const dueIn = (hours: number) => ({
  dueAt: hoursFromNow(hours),
  atRiskAt: hoursFromNow(hours - 6),
});

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('article') as HTMLElement;

describe('the due chips of the worked lists', () => {
  it('shows each card on time, at risk in the last quarter of its window, or breached, beside how long it waited', async () => {
    // Only the clock the cards read is stopped; the network's timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server.use(
      serveDirectory([meInDirectory()]),
      http.get(apiPath('contact'), () =>
        HttpResponse.json(
          listBody([
            contact({ name: 'Fresh Lead', createdAt: hoursFromNow(-2), ...dueIn(22) }),
            contact({ name: 'Risky Lead', createdAt: hoursFromNow(-20), ...dueIn(4) }),
            contact({ name: 'Late Lead', createdAt: hoursFromNow(-30), ...dueIn(-6) }),
            contact({
              name: 'Answered Lead',
              createdAt: hoursFromNow(-30),
              firstReplyAt: hoursFromNow(-29),
            }),
          ]),
        ),
      ),
    );
    renderApp('/admin/contacts');

    const fresh = await cardOf('Fresh Lead');
    expect(within(fresh).getByText('waiting 2 h')).toBeInTheDocument();
    expect(within(fresh).getByText('on time')).toBeInTheDocument();

    const risky = await cardOf('Risky Lead');
    expect(within(risky).getByText('at risk')).toBeInTheDocument();
    expect(within(risky).queryByText('on time')).not.toBeInTheDocument();

    const late = await cardOf('Late Lead');
    expect(within(late).getByText('breached')).toBeInTheDocument();

    // Answered: nothing is due of it, so it has no chip.
    const answered = await cardOf('Answered Lead');
    expect(within(answered).queryByText(/^(on time|at risk|breached)$/)).not.toBeInTheDocument();
  });
});
