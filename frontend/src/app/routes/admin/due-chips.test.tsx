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
            contact({
              name: 'Kept Lead',
              createdAt: hoursFromNow(-30),
              firstReplyAt: hoursFromNow(-29),
              lastPromise: 'kept',
            }),
            contact({
              name: 'Late Answer Lead',
              createdAt: hoursFromNow(-30),
              firstReplyAt: hoursFromNow(-2),
              lastPromise: 'breached',
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

    // Answered before its promise was recorded: nothing is due of it, so it has no chip.
    const answered = await cardOf('Answered Lead');
    expect(
      within(answered).queryByText(/^(on time|at risk|breached|answered late)$/),
    ).not.toBeInTheDocument();

    // Answered: how the answer kept its promise, until the next clock starts.
    const kept = await cardOf('Kept Lead');
    expect(within(kept).getByText('on time').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    const lateAnswer = await cardOf('Late Answer Lead');
    expect(within(lateAnswer).getByText('answered late').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(lateAnswer).queryByText('breached')).not.toBeInTheDocument();
  });

  it('shows the running clock, not the last answer, once the visitor’s mailed answer starts the next', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server.use(
      serveDirectory([meInDirectory()]),
      http.get(apiPath('contact'), () =>
        HttpResponse.json(
          listBody([
            // Kept once, then the visitor answered: the running clock is what the chip says.
            contact({
              name: 'Answered Again Lead',
              createdAt: hoursFromNow(-40),
              firstReplyAt: hoursFromNow(-39),
              visitorReplyAt: hoursFromNow(-3.5),
              lastPromise: null,
              dueAt: hoursFromNow(0.5),
              atRiskAt: hoursFromNow(-0.5),
            }),
          ]),
        ),
      ),
    );
    renderApp('/admin/contacts');
    const again = await cardOf('Answered Again Lead');
    expect(within(again).getByText('at risk')).toBeInTheDocument();
    expect(within(again).queryByText('on time')).not.toBeInTheDocument();
  });
});
