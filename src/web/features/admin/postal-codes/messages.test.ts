import * as domain from '@domain/messages';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('Postal Codes tab texts', () => {
  it('are the texts src/domain/messages.ts gives the server, word for word', () => {
    expect(local).toMatchObject({
      DATE_SEARCH_NOTE: domain.DATE_SEARCH_NOTE,
      FETCH_TIMESLOTS_FAILED_MESSAGE: domain.FETCH_TIMESLOTS_FAILED_MESSAGE,
      NO_DATE_TIMESLOTS_MESSAGE: domain.NO_DATE_TIMESLOTS_MESSAGE,
      NO_POSTAL_CODE_TIMESLOTS_MESSAGE: domain.NO_POSTAL_CODE_TIMESLOTS_MESSAGE,
      TIMESLOT_UPDATED_MESSAGE: domain.TIMESLOT_UPDATED_MESSAGE,
      TIMESLOTS_LOAD_ERROR_TITLE: domain.TIMESLOTS_LOAD_ERROR_TITLE,
    });
  });
});
