import * as domain from '@domain/messages';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('test page texts', () => {
  it('are the texts src/domain/messages.ts gives the server, word for word', () => {
    expect({ ...local }).toEqual({
      NO_POSTAL_CODE_TIMESLOTS_MESSAGE: domain.NO_POSTAL_CODE_TIMESLOTS_MESSAGE,
      NO_DATE_TIMESLOTS_MESSAGE: domain.NO_DATE_TIMESLOTS_MESSAGE,
      TIMESLOTS_LOAD_ERROR_TITLE: domain.TIMESLOTS_LOAD_ERROR_TITLE,
    });
  });
});
