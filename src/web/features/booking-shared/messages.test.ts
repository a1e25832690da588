import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { EVENT_NOT_FOUND_MESSAGE, EVENT_NOT_FOUND_TITLE } from './messages';

describe("the missing event's English kept for the pages not yet reading the catalogue", () => {
  it('is the English catalogue, word for word', () => {
    expect(EVENT_NOT_FOUND_TITLE).toBe(i18next.t('booking:shared.eventNotFound.title', { lng: 'en' }));
    expect(EVENT_NOT_FOUND_MESSAGE).toBe(i18next.t('booking:shared.eventNotFound.message', { lng: 'en' }));
  });
});
