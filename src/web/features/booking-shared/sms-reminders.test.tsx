import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SmsReminders } from './sms-reminders';

const SMS_REMINDERS_LABEL = 'Send me SMS reminders';

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').trim();

describe('the SMS reminders box', () => {
  it('is a checkbox labelled "Send me SMS reminders", ticked when told', () => {
    const html = renderToStaticMarkup(<SmsReminders checked onChange={() => {}} />);
    expect(html).toMatch(/<input id="smsReminders" type="checkbox"[^>]* checked=""/);
    const label = html.match(/<label[^>]* for="smsReminders"[^>]*>(.*?)<\/label>/)?.[1] ?? '';
    expect(textOf(label)).toBe(SMS_REMINDERS_LABEL);
  });

  it('shows unticked when the customer unticked it', () => {
    const html = renderToStaticMarkup(<SmsReminders checked={false} onChange={() => {}} />);
    expect(html).not.toContain('checked=""');
  });
});
