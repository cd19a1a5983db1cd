import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { byteBotRules } from '../../../content/bytebot-script';
import { demoConversations } from '../../../content/chatbot-demo';
import { chooseOption } from '../../../testing/form-helpers';
import {
  detailed,
  listBody,
  newsletterStats,
  question,
  subscription,
} from '../../../testing/staff-data';
import { apiPath, lastQuery, recordRequests, refusal, server } from '../../../testing/server';
import {
  currentLocation,
  renderApp,
  STAFF_EMAIL,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The newsletter's figures and one page of its subscriptions, as its screen asks for them. */
function serveNewsletter(
  stats: Parameters<typeof newsletterStats>[0],
  subscriptions: ReturnType<typeof subscription>[],
) {
  server.use(
    http.get(apiPath('newsletter/stats'), () =>
      HttpResponse.json({ success: true, data: newsletterStats(stats) }),
    ),
    http.get(apiPath('newsletter/subscriptions'), () =>
      HttpResponse.json(listBody(subscriptions, { limit: 50 })),
    ),
  );
}

describe('the newsletter screen', () => {
  it('shows the figures with churn to one decimal and the subscribers, links the CSV export, and filters by status', async () => {
    const requests = recordRequests();
    serveNewsletter(
      { total: 3, active: 2, unsubscribed: 1, recentSubscriptions: 3, activeRate: 66.7 },
      [subscription({ email: 'reader@example.com' })],
    );
    renderApp('/admin/newsletter');
    expect(await screen.findByRole('heading', { name: 'reader@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Total Subscribers')).toBe('3'));
    expect(figure('Active Rate')).toBe('66.7%');
    expect(figure('Churn')).toBe('33.3%');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/newsletter/subscriptions/export.csv');
    expect(exportLink).toHaveAttribute('download');
    // No status actions and no detail for a subscription.
    expect(screen.queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();

    await chooseOption(/status/i, 'Unsubscribed');
    await waitFor(() =>
      expect(lastQuery(requests, 'newsletter/subscriptions').get('status')).toBe('unsubscribed'),
    );
  });

  it('shows pending subscriptions apart: their count, not among the active ones, and a status to filter by', async () => {
    const requests = recordRequests();
    serveNewsletter({ total: 5, active: 2, unsubscribed: 1, pending: 2 }, [
      subscription({ email: 'waiting@example.com', status: 'pending' }),
    ]);
    renderApp('/admin/newsletter');
    await waitFor(() => expect(figure('Pending')).toBe('2'));
    expect(figure('Active')).toBe('2');

    await chooseOption(/status/i, 'Pending');
    await waitFor(() =>
      expect(lastQuery(requests, 'newsletter/subscriptions').get('status')).toBe('pending'),
    );
  });

  it('says the newsletter data could not be loaded', async () => {
    server.use(
      http.get(apiPath('newsletter/subscriptions'), () =>
        refusal(500, 'INTERNAL_SERVER_ERROR', 'x'),
      ),
      http.get(apiPath('newsletter/stats'), () => refusal(500, 'INTERNAL_SERVER_ERROR', 'x')),
    );
    renderApp('/admin/newsletter');
    expect(
      await screen.findByText('Failed to fetch newsletter data. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No subscribers found')).toBeInTheDocument();
  });
});

describe('the internship questions screen', () => {
  it('answers a question from its detail dialog, sending who answered, and marks it Answered', async () => {
    const asked = question({ name: 'Meera Iyer' });
    let stored = asked;
    const requests = recordRequests();
    server.use(
      http.get(apiPath('internship/questions'), () => HttpResponse.json(listBody([stored]))),
      http.get(apiPath(`internship/questions/${asked.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(stored) }),
      ),
      http.post(apiPath(`internship/questions/${asked.id}/answer`), async ({ request }) => {
        const body = (await request.json()) as { response: string; respondedBy: string };
        stored = { ...asked, ...body, respondedAt: asked.createdAt };
        return HttpResponse.json({ success: true, data: detailed(stored) });
      }),
    );
    renderApp('/admin/internship-questions');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Meera Iyer' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Awaiting answer')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Answer' }));
    expect(within(dialog).getByText('Response is required')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText(/^response/i));
    await userEvent.paste('Yes: second-year students are welcome to apply.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Answer' }));
    expect(await screen.findByText('Answer Sent')).toBeInTheDocument();
    const answer = requests.find((r) => r.method === 'POST')!;
    expect(await answer.json()).toEqual({
      response: 'Yes: second-year students are welcome to apply.',
      respondedBy: STAFF_EMAIL,
    });
    expect(await within(card).findByText('Answered')).toBeInTheDocument();
  });
});

describe('the chatbot screen', () => {
  it('shows the demo conversations with replies cut at 150 characters and the satisfaction', async () => {
    renderApp('/admin/chatbot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chatbot' })).toBeInTheDocument();
    await screen.findByText('Total Conversations');
    expect(figure('Total Conversations')).toBe('8');
    // 5 of 8 conversations were marked helpful.
    expect(figure('Satisfaction')).toBe('63%');
    const long = demoConversations.find((c) => c.botResponse.length > 150)!.botResponse;
    expect(
      screen.getByText(
        (_, element) => element?.textContent === `ByteBot: ${long.slice(0, 150)}...`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(long, { exact: false })).not.toBeInTheDocument();
  });

  it("shows the pricing answer with ByteBot's own starting price, not placeholder copy", async () => {
    renderApp('/admin/chatbot');
    await screen.findByText('Total Conversations');
    await chooseOption(/category/i, 'Pricing');
    const reply = screen.getByText(
      (_, element) => element?.textContent?.startsWith('ByteBot: ') ?? false,
      {
        selector: 'p',
      },
    );
    expect(reply).toHaveTextContent(
      'ByteBot: Small web applications usually start from ₹15,000. We send a fixed-price quote after a free consultation',
    );
    const pricing = byteBotRules.find((rule) => rule.topic === 'pricing')!;
    expect(pricing.text).toContain('from ₹15,000');
  });
});

describe('a console path with no screen', () => {
  it('says the page was not found instead of showing the dashboard', async () => {
    renderApp('/admin/no-such-screen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('/admin/no-such-screen', { selector: 'code' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin');
  });
});
