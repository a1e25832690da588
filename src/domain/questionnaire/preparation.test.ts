import { describe, expect, it } from 'vitest';
import { fastingNotice, questionnaireFlags } from './preparation';
import { isSignedNameOf, questionnaireAnswersSchema } from './schemas';

describe('fastingNotice', () => {
  const visit = '2026-12-10';
  const evening = { date: '2026-12-09', time: '21:30', fastFrom: '22:00', movedToEvening: true };

  it.each([
    ['08:00', 0, null],
    ['11:00', 0, null],
    ['14:00', 0, null],
    // Every one of these would start fasting at night: told at 21:30 the evening before, from 22:00.
    ['08:00', 8, evening],
    ['08:00', 10, evening],
    ['11:00', 8, evening],
    ['11:00', 10, evening],
    ['14:00', 8, evening],
    ['14:00', 10, evening],
  ])('a visit at %s with a fast of %i hours', (time, hours, expected) => {
    expect(fastingNotice(visit, time, hours)).toEqual(expected);
  });

  it('says the exact time when the start falls in the day, the same day or the evening before', () => {
    expect(fastingNotice(visit, '16:00', 8)).toEqual({
      date: visit,
      time: '08:00',
      fastFrom: '08:00',
      movedToEvening: false,
    });
    expect(fastingNotice(visit, '18:30', 10)).toEqual({
      date: visit,
      time: '08:30',
      fastFrom: '08:30',
      movedToEvening: false,
    });
    // 21:30 and 21:59 are not yet night; 07:00 is no longer night.
    expect(fastingNotice(visit, '07:30', 10)).toEqual({
      date: '2026-12-09',
      time: '21:30',
      fastFrom: '21:30',
      movedToEvening: false,
    });
    expect(fastingNotice(visit, '07:59', 10)).toMatchObject({
      date: '2026-12-09',
      time: '21:59',
      movedToEvening: false,
    });
    expect(fastingNotice(visit, '17:00', 10)).toEqual({
      date: visit,
      time: '07:00',
      fastFrom: '07:00',
      movedToEvening: false,
    });
    expect(fastingNotice(visit, '16:59', 10)).toEqual(evening);
  });

  it('moves a start just before midnight to the same evening', () => {
    expect(fastingNotice(visit, '09:00', 10)).toEqual(evening); // 23:00 the day before
  });

  it('asks no fast for a fraction or a negative number of hours', () => {
    expect(fastingNotice(visit, '08:00', -2)).toBeNull();
    expect(fastingNotice(visit, '08:00', 1.5)).toBeNull();
  });
});

describe('isSignedNameOf', () => {
  const person = { firstName: 'Tan', lastName: 'Mei Ling' };
  it.each(['Tan Mei Ling', 'tan mei ling', '  TAN   Mei  Ling ', 'Mei Ling Tan', 'Mei Ling, Tan'])(
    'accepts %j',
    (name) => {
      expect(isSignedNameOf(name, person)).toBe(true);
    },
  );
  it.each(['Tan', 'Mei Ling', 'Tan Mei', 'Siti Rahman', '', 'Tan Mei Ling Jr'])('refuses %j', (name) => {
    expect(isSignedNameOf(name, person)).toBe(false);
  });
});

describe('questionnaireFlags', () => {
  it('flags what changes a blood draw, in one order, never the other conditions', () => {
    expect(
      questionnaireFlags({ conditions: ['fainting_with_needles', 'diabetes', 'bleeding_disorder'], allergies: ' ' }),
    ).toEqual(['bleeding_disorder', 'fainting']);
    expect(questionnaireFlags({ conditions: ['blood_thinners'], allergies: 'Penicillin' })).toEqual([
      'blood_thinners',
      'allergies',
    ]);
    expect(questionnaireFlags({ conditions: ['pregnant', 'hypertension'], allergies: '' })).toEqual([]);
  });
});

describe('questionnaireAnswersSchema', () => {
  it('needs the tick itself, not a truthy value', () => {
    for (const agreed of [false, 'true', 1, null]) {
      expect(questionnaireAnswersSchema.safeParse({ consent: { agreed, signedName: 'Tan' } }).success).toBe(false);
    }
    expect(questionnaireAnswersSchema.parse({ consent: { agreed: true, signedName: ' Tan ' } })).toEqual({
      medicines: '',
      allergies: '',
      conditions: [],
      consent: { agreed: true, signedName: 'Tan' },
    });
  });
});
