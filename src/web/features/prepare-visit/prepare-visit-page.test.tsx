import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import {
  CONSENT_TEXT_VERSION,
  type Questionnaire,
  type QuestionnairePerson,
  signedNameMismatchMessage,
} from '@domain/questionnaire/schemas';
import { MESSAGES } from '@domain/shared/texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { CATALOGUES, showPagesIn } from '@/testing/languages';
import { type AnswersFormValues, answersResolver } from './answers-form';
import { fieldErrorsOf, questionnaireQueryOptions, saveQuestionnaireAnswers, withSavedPerson } from './api';
import { AnswersForm } from './person-card';
import { PrepareVisit } from './prepare-visit-page';

const REFERENCE = 'HS2612-0103-4821';
const TOKEN = 'a-booking-token-of-the-email';

const mainPerson: QuestionnairePerson = {
  participantId: 0,
  firstName: 'Mei Ling',
  lastName: 'Tan',
  isPrimary: true,
  status: 'pending',
  answers: null,
  packageName: 'Comprehensive',
  fastingHours: 10,
  preparationText: 'Bring your current medicines to show the nurse.',
};

const member: QuestionnairePerson = {
  participantId: 12,
  firstName: 'Ah Kow',
  lastName: 'Lim',
  isPrimary: false,
  status: 'pending',
  answers: null,
  packageName: 'Essential',
  fastingHours: 0,
  preparationText: null,
};

// The household member first: the page puts the main person first whatever the order.
const questionnaire = (overrides: Partial<Questionnaire> = {}): Questionnaire => ({
  referenceNumber: REFERENCE,
  visitDate: '2026-12-03',
  visitTime: '09:30',
  isOpen: true,
  consentTextVersion: CONSENT_TEXT_VERSION,
  persons: [member, mainPerson],
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  showPagesIn('en');
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(status < 400 ? { success: true, data: body } : body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

// A cached refusal is shown, not asked again, as the page shows it once the call has failed.
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });

/** The page as the GET answered (the fetch mocked), with its markup and text. */
async function renderPage(status: number, body: unknown) {
  const fetchMock = stubFetch(status, body);
  const queryClient = newQueryClient();
  await queryClient.prefetchQuery(questionnaireQueryOptions(REFERENCE, TOKEN));
  return { ...render(<PrepareVisit reference={REFERENCE} token={TOKEN} />, queryClient), fetchMock, queryClient };
}

function render(element: React.ReactElement, queryClient = newQueryClient()) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/booking/${REFERENCE}/prepare`]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { html, text };
}

const count = (text: string, part: string) => text.split(part).length - 1;

const filledForm = (signedName: string): AnswersFormValues => ({
  medicines: '  Warfarin 5 mg once a day ',
  allergies: 'Penicillin',
  conditions: ['heart_disease', 'blood_thinners'],
  consent: { agreed: true, signedName },
});

async function resolve(person: QuestionnairePerson, values: AnswersFormValues) {
  return answersResolver(person)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the pre-visit forms page', () => {
  it("asks the booking's forms with its token, and shows both persons, the main person first, each with their preparation", async () => {
    const { html, text, fetchMock } = await renderPage(200, questionnaire());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/registrations/${REFERENCE}/questionnaire`);
    expect(url).not.toContain(TOKEN);
    expect(headersOf(init)['X-Booking-Token']).toBe(TOKEN);

    expect(count(html, '<h1')).toBe(1);
    expect(text).toContain('Prepare for your visit');
    expect(text).toContain(REFERENCE);
    expect(text.indexOf('Mei Ling Tan')).toBeGreaterThan(-1);
    expect(text.indexOf('Mei Ling Tan')).toBeLessThan(text.indexOf('Ah Kow Lim'));
    expect(text).toContain('Main person');
    expect(text).toContain('Package: Comprehensive');
    expect(text).toContain('Package: Essential');
    expect(text).toContain('Fast for 10 hours before the visit.');
    expect(text).toContain('Bring your current medicines to show the nurse.');
    expect(text).toContain('No fasting needed: eat and drink as usual.');
    expect(count(text, 'To fill in')).toBe(2);
    // A form each, with labelled fields and the conditions and consent.
    expect(count(html, '<form')).toBe(2);
    expect(html).toMatch(/<label[^>]*for="person-12-medicines"/);
    expect(html).toMatch(/<label[^>]*for="person-12-condition-bleeding_disorder"[^>]*>A bleeding disorder/);
    expect(html).toMatch(/<label[^>]*for="person-12-signed-name"[^>]*>Full name of Ah Kow Lim/);
    expect(text).toContain('including a blood draw by a registered nurse');
    expect(text).toContain(`Consent text version ${CONSENT_TEXT_VERSION}`);
  });

  it("fills and saves the household member's form: the PUT at their participantId, with the token, then the card shows done", async () => {
    const values = await resolve(member, filledForm('lim ah kow'));
    expect(values.errors).toEqual({});

    const saved: QuestionnairePerson = {
      ...member,
      status: 'done',
      answers: {
        medicines: 'Warfarin 5 mg once a day',
        allergies: 'Penicillin',
        conditions: ['heart_disease', 'blood_thinners'],
        consent: { signedName: 'lim ah kow', signedAt: '2026-11-30T02:15:00.000Z', textVersion: CONSENT_TEXT_VERSION },
      },
    };
    const fetchMock = stubFetch(200, saved);
    expect(await saveQuestionnaireAnswers(REFERENCE, TOKEN, member.participantId, values.values as never)).toEqual(
      saved,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/registrations/${REFERENCE}/questionnaire/12`);
    expect(init?.method).toBe('PUT');
    expect(headersOf(init)['X-Booking-Token']).toBe(TOKEN);
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      medicines: 'Warfarin 5 mg once a day',
      allergies: 'Penicillin',
      conditions: ['heart_disease', 'blood_thinners'],
      consent: { agreed: true, signedName: 'lim ah kow' },
    });

    const queryClient = newQueryClient();
    queryClient.setQueryData(
      questionnaireQueryOptions(REFERENCE, TOKEN).queryKey,
      withSavedPerson(questionnaire(), saved),
    );
    const { html, text } = render(<PrepareVisit reference={REFERENCE} token={TOKEN} />, queryClient);
    expect(count(text, 'To fill in')).toBe(1);
    expect(count(text, 'Done')).toBe(1);
    // The member's form is folded away behind its button; the main person's is still open.
    expect(count(html, '<form')).toBe(1);
    expect(html).not.toContain('person-12-medicines');
    expect(text).toContain('Edit answers');
    expect(text).toContain('Warfarin 5 mg once a day');
    expect(text).toContain('Heart disease, Takes blood thinners (such as warfarin or aspirin)');
    expect(text).toContain('Consent given by lim ah kow on');
  });

  it("checks the typed name and the tick before sending, with the rules' messages", async () => {
    const wrongName = await resolve(member, filledForm('Mei Ling Tan'));
    expect(wrongName.errors.consent?.signedName?.message).toBe(signedNameMismatchMessage(member));
    const notTicked = await resolve(member, {
      ...filledForm('Ah Kow Lim'),
      consent: { agreed: false, signedName: '' },
    });
    expect(notTicked.errors.consent?.agreed?.message).toBe(MESSAGES.questionnaire.consentRequired);
    expect(notTicked.errors.consent?.signedName?.message).toBe(MESSAGES.questionnaire.signedNameRequired);
  });

  it("shows a 400's field message at its field, and a closed booking's message above the button", async () => {
    const mismatch = signedNameMismatchMessage(member);
    stubFetch(400, {
      success: false,
      message: 'Invalid request',
      errors: [{ field: 'consent.signedName', message: mismatch }],
    });
    const error = await saveQuestionnaireAnswers(REFERENCE, TOKEN, 12, {
      medicines: '',
      allergies: '',
      conditions: [],
      consent: { agreed: true, signedName: 'Someone Else' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(fieldErrorsOf(error)).toEqual({ 'consent.signedName': mismatch });

    const { html } = render(<AnswersForm person={member} saving={false} saveError={error} onSave={() => {}} />);
    expect(html).toContain(`<p id="person-12-signed-name-error" class="text-sm font-medium text-red-700">`);
    expect(html).toMatch(
      /<input[^>]*id="person-12-signed-name"[^>]*aria-invalid="true"[^>]*aria-describedby="person-12-signed-name-hint person-12-signed-name-error"/,
    );
    expect(html.replace(/&#x27;/g, "'")).toContain(mismatch);

    const closed = new ApiError(409, MESSAGES.questionnaire.bookingClosed, {
      success: false,
      message: MESSAGES.questionnaire.bookingClosed,
    });
    const closedForm = render(<AnswersForm person={member} saving={false} saveError={closed} onSave={() => {}} />);
    expect(closedForm.html).toMatch(/role="alert"/);
    expect(closedForm.text).toContain(MESSAGES.questionnaire.bookingClosed);
  });

  it('says to open the link from the email, with the clinic contact, without calling the API when there is no token', () => {
    const fetchMock = stubFetch(200, questionnaire());
    const { html, text } = render(<PrepareVisit reference={REFERENCE} token={null} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(count(html, '<h1')).toBe(1);
    expect(text).toContain('Open the link from your confirmation email');
    expect(text).toContain('open the link "Fill in the pre-visit form" in the confirmation email');
    expect(text).toContain(CLINIC_CONTACT.phone);
    expect(text).toContain(CLINIC_CONTACT.email);
    expect(html).not.toContain('<form');
  });

  it("says the same for a token that is not the booking's (403), and not found for an unknown reference (404)", async () => {
    const refused = await renderPage(403, { success: false, message: 'This link is not valid for the booking' });
    expect(refused.text).toContain('Open the link from your confirmation email');
    expect(refused.html).not.toContain('<form');

    const unknown = await renderPage(404, { success: false, message: 'Not found' });
    expect(unknown.text).toContain('We could not find this booking');
    expect(unknown.text).toContain(`No booking has the reference number ${REFERENCE}`);
    expect(unknown.text).not.toContain('Open the link from your confirmation email');
  });

  it('shows a closed booking read-only: the answers given, a note, no form and no edit button', async () => {
    const done: QuestionnairePerson = {
      ...mainPerson,
      status: 'done',
      answers: {
        medicines: '',
        allergies: 'Latex',
        conditions: [],
        consent: {
          signedName: 'Tan Mei Ling',
          signedAt: '2026-11-30T02:15:00.000Z',
          textVersion: CONSENT_TEXT_VERSION,
        },
      },
    };
    const { html, text } = await renderPage(200, questionnaire({ isOpen: false, persons: [done, member] }));
    expect(text).toContain('The form is closed');
    expect(html).not.toContain('<form');
    expect(text).not.toContain('Edit answers');
    expect(text).toContain('Latex');
    expect(text).toContain('No answers were given.');
  });
});

describe('the pre-visit forms page in Chinese', () => {
  it("shows the page, the persons' preparation, the conditions and a rule's message in Chinese", async () => {
    showPagesIn('zh');
    const { text } = await renderPage(200, questionnaire());
    expect(text).toContain('上门检查前的准备');
    expect(count(text, '待填写')).toBe(2);
    expect(text).toContain('上门检查前请禁食 10 小时');
    expect(text).toContain('无需禁食');
    expect(text).toContain('出血性疾病（如血友病）');
    expect(text).toContain('本人同意接受上门健康检查');
    expect(text).not.toContain('Prepare for your visit');

    const refusal = new ApiError(400, 'Invalid', {
      success: false,
      message: 'Invalid',
      errors: [{ path: 'consent.agreed', message: MESSAGES.questionnaire.consentRequired }],
    });
    const form = render(<AnswersForm person={member} saving={false} saveError={refusal} onSave={() => {}} />);
    const chinese = CATALOGUES.zh.messages.questionnaire.consentRequired;
    expect(chinese).not.toBe(MESSAGES.questionnaire.consentRequired);
    expect(form.text).toContain(chinese);
    expect(form.text).not.toContain(MESSAGES.questionnaire.consentRequired);
  });
});
