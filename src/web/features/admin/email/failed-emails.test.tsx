import type { OutboxItem } from '@domain/notifications/email-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FailedEmails, FailedMessageRow } from './failed-emails';

const message = (overrides: Partial<OutboxItem>): OutboxItem => ({
  id: 7,
  channel: 'email',
  kind: 'confirmation',
  status: 'failed',
  toAddress: 'meiling@example.com',
  subject: 'Your booking HS2611-0607-1234',
  deliveryStatus: null,
  registrationId: 'r1',
  attempts: 5,
  lastError: '550 mailbox unavailable',
  createdAt: '2026-11-26T02:40:00.000Z',
  nextAttemptAt: '2026-11-26T03:40:00.000Z',
  sentAt: null,
  ...overrides,
});

const badgesOf = (html: string) =>
  [...html.matchAll(/<span class="inline-flex[^"]*rounded-full[^"]*">(.*?)<\/span>/g)].map(([, text]) => text);

const renderRow = (item: OutboxItem) =>
  renderToStaticMarkup(<FailedMessageRow message={item} isResending={false} disabled={false} onResend={() => {}} />);

describe('the failed messages', () => {
  it('are headed as messages of every channel', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <FailedEmails />
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<h2 id="failed-emails-heading"[^>]*>Failed messages<\/h2>/);
    expect(html).toContain('Emails and text messages that could not be sent after every retry.');
  });

  it('name each message by its channel and kind', () => {
    expect(badgesOf(renderRow(message({})))).toEqual(['Email', 'Confirmation']);
    const text = renderRow(
      message({
        channel: 'sms',
        kind: 'on-my-way',
        toAddress: '+6591234567',
        subject: 'Your nurse is on the way',
        deliveryStatus: 'undelivered',
      }),
    );
    expect(badgesOf(text)).toEqual(['SMS', 'On my way']);
    expect(text).toContain('To +6591234567');
    expect(text).toContain('carrier: undelivered');
    expect(badgesOf(renderRow(message({ channel: 'whatsapp', kind: 'reminder' })))).toEqual(['WhatsApp', 'Reminder']);
  });
});
