import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { typedCode } from '@domain/bookings/hold-messages';
import {
  WAITLIST_CODE_ATTEMPTS_MESSAGE,
  WAITLIST_CODE_WRONG_MESSAGE,
  WAITLIST_NEW_CODE_SENT_MESSAGE,
  WAITLIST_PROVEN_MESSAGE,
  WAITLIST_UNPROVEN_NOTE,
} from '@domain/waitlist/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { ConfirmPageView } from './confirm-page';
import { WAITLIST_CODE_FAILED_MESSAGE, WAITLIST_CODE_FORMAT_MESSAGE } from './messages';
import { codeFormError, WaitlistCodeFormView, type WaitlistCodeFormViewProps } from './waitlist-code-form';
import { WaitlistJoined } from './waitlist-join';

const WAITLIST_CODE_LABEL = i18next.t('waitlist:code.label');
const WAITLIST_NEW_CODE_BUTTON = i18next.t('waitlist:code.newCode');
const LEAVE_LINK_MISSING_MESSAGE = i18next.t('waitlist:leave.linkMissing');

const refusal = (status: number, message: string) => new ApiError(status, message, { success: false, message });

function textOf(element: React.ReactElement) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, ''),
  );
  return { html, text, buttons };
}

const view = (overrides: Partial<WaitlistCodeFormViewProps> = {}) =>
  textOf(
    <WaitlistCodeFormView
      idPrefix="t"
      codeSentTo="****4567"
      code=""
      error={null}
      newCodeSent={false}
      isVerifying={false}
      isSending={false}
      isProven={false}
      onCodeChange={() => {}}
      onSubmit={() => {}}
      onNewCode={() => {}}
      {...overrides}
    />,
  );

describe('after "Join the waitlist"', () => {
  it('says where the code went, that no offer comes until it is entered, and asks for it', () => {
    const { text, html, buttons } = textOf(
      <WaitlistJoined
        joined={{ id: 7, position: 2, leaveToken: 'tok', verificationRequired: true, codeSentTo: '****4567' }}
      />,
    );
    expect(text).toContain('You are on the waitlist (number 2 in the queue)');
    expect(text).toContain('We sent a 6-digit code by text message to ****4567.');
    expect(text).toContain(WAITLIST_UNPROVEN_NOTE);
    // The label names the field that takes the code the phone offers.
    const labelFor = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${WAITLIST_CODE_LABEL}</label>`).exec(html)?.[1];
    expect(labelFor).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`<input[^>]*id="${labelFor}"[^>]*inputMode="numeric"[^>]*autoComplete="one-time-code"`),
    );
    expect(buttons).toEqual(['Confirm', WAITLIST_NEW_CODE_BUTTON]);
    // What to do when no code comes or the tries run out: a new code, START, or the clinic.
    expect(text).toContain('Send a new code');
    expect(text).toContain(CLINIC_CONTACT.phone);
  });
});

describe('the code form', () => {
  it('shows a refusal in the server’s words, announced, and the input pointing at it', () => {
    const { html, text } = view({ error: WAITLIST_CODE_ATTEMPTS_MESSAGE });
    expect(text).toContain(WAITLIST_CODE_ATTEMPTS_MESSAGE);
    const errorId = /<p id="([^"]+)" role="alert"/.exec(html)?.[1];
    expect(errorId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input[^>]*aria-invalid="true"[^>]*aria-describedby="${errorId}"`));
  });

  it('says a new code was sent, and that it is proven once it is', () => {
    expect(view({ newCodeSent: true }).text).toContain(WAITLIST_NEW_CODE_SENT_MESSAGE);
    const proven = view({ isProven: true });
    expect(proven.text).toContain(WAITLIST_PROVEN_MESSAGE);
    expect(proven.buttons).toEqual([]);
  });

  it('says "your mobile" where the page does not know the number (the email’s link)', () => {
    expect(view({ codeSentTo: null }).text).toContain('We sent a 6-digit code by text message to your mobile.');
  });

  it('takes 6 digits, spaces allowed', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
    expect(typedCode('12345')).toBeNull();
    expect(typedCode('12a456')).toBeNull();
  });

  it('picks what to say: the format, then the server’s message, then a plain "try again"', () => {
    const none = { formatError: null, verifyError: null, resendError: null };
    expect(codeFormError(none)).toBeNull();
    expect(codeFormError({ ...none, formatError: WAITLIST_CODE_FORMAT_MESSAGE })).toBe(WAITLIST_CODE_FORMAT_MESSAGE);
    expect(codeFormError({ ...none, verifyError: refusal(400, WAITLIST_CODE_WRONG_MESSAGE) })).toBe(
      WAITLIST_CODE_WRONG_MESSAGE,
    );
    // Too many tries: the server's words say to wait an hour or call the clinic.
    const limited = codeFormError({ ...none, verifyError: refusal(429, WAITLIST_CODE_ATTEMPTS_MESSAGE) });
    expect(limited).toContain('wait an hour');
    expect(limited).toContain(CLINIC_CONTACT.phone);
    expect(codeFormError({ ...none, verifyError: new TypeError('Failed to fetch') })).toBe(
      WAITLIST_CODE_FAILED_MESSAGE,
    );
  });
});

describe('the email’s /waitlist/confirm page', () => {
  it('asks for the code with the link’s token, and says what to do without one', () => {
    const withToken = textOf(<ConfirmPageView id={7} token="tok" />);
    expect(withToken.text).toContain(WAITLIST_CODE_LABEL);
    expect(withToken.buttons).toEqual(['Confirm', WAITLIST_NEW_CODE_BUTTON]);
    const without = textOf(<ConfirmPageView id={7} token={null} />);
    expect(without.text).toContain(LEAVE_LINK_MISSING_MESSAGE);
    expect(without.buttons).toEqual([]);
  });
});
