import type { RunSheetVisit } from '@domain/run-sheet/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_TEXTS_NOTE, OnMyWay } from './on-my-way';
import { runSheetVisit } from './run-sheet-fixtures';

const visit = runSheetVisit;

function render(props: { visit: RunSheetVisit; canSend: boolean }) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <OnMyWay idPrefix="card" {...props} />
    </QueryClientProvider>,
  );
  const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, ''),
  );
  return { html, buttons };
}

describe('"On my way" on the run sheet', () => {
  it('offers the minutes to arrival, 15 first, and the button on the day of the visit', () => {
    const { html, buttons } = render({ visit: visit(), canSend: true });
    expect(buttons).toEqual(['On my way']);
    const selectId = 'card-on-my-way-minutes-HS2611-0607-1234';
    expect(html).toMatch(new RegExp(`<label[^>]* for="${selectId}"[^>]*>Minutes to arrival</label>`));
    const select = html.match(new RegExp(`<select[^>]* id="${selectId}"[^>]*>(.*?)</select>`))?.[1] ?? '';
    expect([...select.matchAll(/value="(\d+)"/g)].map(([, value]) => Number(value))).toEqual([
      5, 10, 15, 20, 30, 45, 60,
    ]);
    expect(select).toContain('<option value="15" selected="">15 min</option>');
    // Left off paper.
    expect(html).toMatch(/^<fieldset data-run-sheet-print="hidden"[^>]* class="[^"]*print:hidden/);
  });

  it('offers no button to a customer who takes no texts: the nurse calls instead', () => {
    const { html, buttons } = render({ visit: visit({ textsAllowed: false }), canSend: true });
    expect(buttons).toEqual([]);
    expect(html).toContain(NO_TEXTS_NOTE);
    expect(html).not.toContain('<select');
  });

  it("shows the latest text's state beside the button, and alone on another day", () => {
    const sent = visit({
      onMyWay: {
        minutes: 10,
        channel: 'sms',
        queuedAt: '2026-11-26T02:40:00.000Z',
        status: 'sent',
        sentAt: '2026-11-26T02:42:00.000Z',
        deliveryStatus: 'delivered',
      },
    });
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(render({ visit: sent, canSend: true }).html)).toContain('Sent at 10:42 AM · 10 min · SMS · delivered');
    const otherDay = render({ visit: sent, canSend: false });
    expect(otherDay.buttons).toEqual([]);
    expect(text(otherDay.html)).toContain('Sent at 10:42 AM · 10 min · SMS · delivered');
    expect(render({ visit: visit(), canSend: false }).html).toBe('');
  });

  it('offers to try again when the text did not go, on the day of the visit', () => {
    const failed = visit({
      onMyWay: {
        minutes: 10,
        channel: 'sms',
        queuedAt: '2026-11-26T02:40:00.000Z',
        status: 'failed',
        sentAt: null,
        deliveryStatus: null,
      },
    });
    const today = render({ visit: failed, canSend: true });
    expect(today.buttons).toEqual(['On my way', 'Try again']);
    expect(today.html).toContain('Not sent. Try again, or call the customer.');
    expect(render({ visit: failed, canSend: false }).buttons).toEqual([]);
  });
});
