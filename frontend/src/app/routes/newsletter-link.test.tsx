import { NEWSLETTER_MESSAGES } from '@bytecraft/contracts/newsletter-messages';
import { NEWSLETTER_RECEIPTS } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { apiPath, recordRequests, refuse, server } from '../../testing/server';
import { AppProvider } from '../provider';
import NewsletterLinkRoute from './newsletter-link';

/** The page as the mailed link opens it: `/newsletter/<link>/<token>`. */
const open = (token: string, link = 'confirm') =>
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[`/newsletter/${link}/${token}`]}>
        <Routes>
          <Route path={paths.newsletterLink} element={<NewsletterLinkRoute />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );

describe('the newsletter links page', () => {
  it('confirms with the link’s token on arrival and says the subscription is confirmed', async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiPath('newsletter/confirm/:token'), () =>
        HttpResponse.json({ success: true, ...NEWSLETTER_RECEIPTS.confirmed }),
      ),
    );
    open('tok-en_1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      NEWSLETTER_RECEIPTS.confirmed.message,
    );
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/api/newsletter/confirm/tok-en_1'],
    ]);
    expect(document.title).toContain('Confirm your subscription');
  });

  it('says an unknown or expired link is not valid', async () => {
    refuse(
      'post',
      'newsletter/confirm/:token',
      404,
      'NOT_FOUND',
      NEWSLETTER_MESSAGES.unknownConfirmToken,
    );
    open('expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      NEWSLETTER_MESSAGES.unknownConfirmToken,
    );
  });

  it('unsubscribes by the link in every mail, on the same route', async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiPath('newsletter/unsubscribe/:token'), () =>
        HttpResponse.json({ success: true, ...NEWSLETTER_RECEIPTS.unsubscribed }),
      ),
    );
    open('tok-en_2', 'unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      NEWSLETTER_RECEIPTS.unsubscribed.message,
    );
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/newsletter/unsubscribe/tok-en_2',
    ]);
    expect(document.title).toContain('Unsubscribe');
  });

  it('is not found for any other link, and asks the server nothing', async () => {
    const requests = recordRequests();
    open('tok-en_3', 'constructor');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
    expect(requests).toEqual([]);
  });
});
