import type { AdminQuestionnaire, PreVisitSummary } from '@domain/questionnaire/schemas';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from '@/components/ui/button';
import { forgetRegistrationQuestionnaire, registrationQuestionnaireQueryOptions } from './api';
import { OrderDetails } from './order-details-dialog';
import { registration } from './order-details-fixtures';
import {
  ANSWERS_AUDIT_NOTE,
  HIDE_ANSWERS,
  NOT_FILLED_IN,
  type PreVisitAnswersState,
  PreVisitFormsView,
  SHOW_ANSWERS,
} from './pre-visit-forms';

const REGISTRATION_ID = '7d1f6a52-1b8e-4a47-9f0c-2d3c4b5a6e7f';
const ANSWERS_URL = `/api/admin/registrations/${REGISTRATION_ID}/questionnaire`;

const persons: PreVisitSummary[] = [
  {
    participantId: 7,
    firstName: 'Mei',
    lastName: 'Tan',
    isPrimary: true,
    consent: 'done',
    flags: ['blood_thinners', 'allergies'],
  },
  { participantId: 42, firstName: 'Ahmad', lastName: 'Rahman', isPrimary: false, consent: 'pending', flags: [] },
];

const questionnaire: AdminQuestionnaire = {
  registrationId: REGISTRATION_ID,
  referenceNumber: 'HS2611-0607-1234',
  persons: [
    {
      ...persons[0]!,
      status: 'done',
      answers: {
        medicines: 'Warfarin 5 mg daily',
        allergies: 'Penicillin',
        conditions: ['blood_thinners', 'hypertension'],
        // 10:30 AM on 25 Nov in Singapore.
        consent: { signedName: 'Mei Tan', signedAt: '2026-11-25T02:30:00.000Z', textVersion: '2026-12-01' },
      },
    },
    { ...persons[1]!, status: 'pending', answers: null },
  ],
};

const hidden: PreVisitAnswersState = { shown: false, answers: undefined, isLoading: false, error: null };
const shown: PreVisitAnswersState = { shown: true, answers: questionnaire, isLoading: false, error: null };

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => (inner ?? '').replace(/<[^>]+>/g, ''));

function renderView(state: PreVisitAnswersState) {
  const html = renderToStaticMarkup(
    <PreVisitFormsView persons={persons} state={state} onShow={() => undefined} onHide={() => undefined} />,
  );
  return { html, text: textOf(html), buttons: buttonsOf(html) };
}

/** The buttons of an element tree as it is returned (not rendered): their props, to press them. */
function buttonElements(node: ReactNode): ButtonProps[] {
  if (Array.isArray(node)) return node.flatMap(buttonElements);
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<{ children?: ReactNode }>;
  const own = element.type === Button ? [element.props as ButtonProps] : [];
  return [...own, ...buttonElements(element.props.children)];
}
const labelOf = (props: ButtonProps) =>
  [props.children]
    .flat()
    .filter((part) => typeof part === 'string')
    .join('');

describe('the pre-visit forms of the order details', () => {
  it('list each person with their consent and flags, and offer the answers on Show answers only', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <OrderDetails registration={registration({ preVisit: persons })} />
      </QueryClientProvider>,
    );
    const text = textOf(html);
    expect(text).toContain('Pre-visit forms');
    expect(text).toMatch(/Mei Tan \(primary\) Consent ✓ Blood thinners Allergies/);
    expect(text).toMatch(/Ahmad Rahman Consent pending/);
    expect(buttonsOf(html)).toContain(SHOW_ANSWERS);
    expect(text).toContain(ANSWERS_AUDIT_NOTE);
    expect(ANSWERS_AUDIT_NOTE).toBe('Each view of the answers is recorded in Activity.');
    // The answers are not in the page until asked for.
    expect(text).not.toContain('Warfarin');
    expect(text).not.toContain('Medicines');
  });

  it('say so when a booking has no forms, with nothing to show', () => {
    const html = renderToStaticMarkup(
      <PreVisitFormsView persons={[]} state={hidden} onShow={() => undefined} onHide={() => undefined} />,
    );
    expect(buttonsOf(html)).toEqual([]);
    expect(html).toContain('No pre-visit forms for this booking.');
  });

  it('show the answers of each person once shown, in words, or that the form is not filled in yet', () => {
    const { text, buttons } = renderView(shown);
    expect(buttons).toEqual([HIDE_ANSWERS]);
    expect(text).toMatch(/Medicines Warfarin 5 mg daily/);
    expect(text).toMatch(/Allergies Penicillin/);
    expect(text).toMatch(/Conditions Takes blood thinners, High blood pressure/);
    expect(text).toContain('Signed “Mei Tan” on 25/11/2026, 10:30 AM · text version 2026-12-01');
    // Ahmad's form is pending.
    const ahmad = text.slice(text.indexOf('Ahmad Rahman'));
    expect(ahmad).toContain(NOT_FILLED_IN);
    expect(text).not.toContain('blood_thinners');
  });

  it('hide the answers again: the hidden view has none of them', () => {
    const { text, buttons } = renderView(hidden);
    expect(buttons).toEqual([SHOW_ANSWERS]);
    for (const answer of ['Warfarin', 'Penicillin', 'High blood pressure', NOT_FILLED_IN, 'text version']) {
      expect(text).not.toContain(answer);
    }
  });

  it("say why when the answers cannot be shown (the server's refusal)", () => {
    const { text } = renderView({ ...hidden, shown: true, error: 'Only admins and nurses can see the answers' });
    expect(text).toContain('The answers could not be shown: Only admins and nurses can see the answers');
    expect(text).not.toContain('Warfarin');
  });

  it('call Show on "Show answers" and Hide on "Hide answers"', () => {
    const onShow = vi.fn();
    const onHide = vi.fn();
    const pressed = (state: PreVisitAnswersState) => {
      const buttons = buttonElements(PreVisitFormsView({ persons, state, onShow, onHide }));
      expect(buttons.map(labelOf)).toEqual([state.shown ? HIDE_ANSWERS : SHOW_ANSWERS]);
      buttons[0]?.onClick?.({} as never);
    };
    pressed(hidden);
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(onHide).not.toHaveBeenCalled();
    pressed(shown);
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('the answers call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answering = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('asks GET /api/admin/registrations/{id}/questionnaire only once shown, and forgets the answers on hide', async () => {
    const fetchMock = answering(200, { success: true, data: questionnaire });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const observer = new QueryObserver(client, registrationQuestionnaireQueryOptions(REGISTRATION_ID, false));
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();

    // Show answers.
    observer.setOptions(registrationQuestionnaireQueryOptions(REGISTRATION_ID, true));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(questionnaire));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ANSWERS_URL);
    expect(init.method).toBe('GET');

    // Hide answers: out of the cache at once.
    const key = registrationQuestionnaireQueryOptions(REGISTRATION_ID, false).queryKey;
    observer.setOptions(registrationQuestionnaireQueryOptions(REGISTRATION_ID, false));
    forgetRegistrationQuestionnaire(client, REGISTRATION_ID);
    expect(client.getQueryData(key)).toBeUndefined();

    // Shown again: asked again (each view is recorded).
    observer.setOptions(registrationQuestionnaireQueryOptions(REGISTRATION_ID, true));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(questionnaire));

    // The dialog closed: nothing keeps the answers.
    unsubscribe();
    await vi.waitFor(() => expect(client.getQueryCache().find({ queryKey: key })).toBeUndefined());
  });

  it("shows the server's refusal (403) without asking again", async () => {
    const fetchMock = answering(403, { success: false, message: 'Only admins and nurses can see the answers' });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const observer = new QueryObserver(client, registrationQuestionnaireQueryOptions(REGISTRATION_ID, true));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(observer.getCurrentResult().error?.message).toBe('Only admins and nurses can see the answers');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
