import {
  emailKey,
  idNumberKey,
  isAcceptedIdNumber,
  isValidNricFin,
  mobileKey,
  nricCheckLetter,
} from '@domain/shared/contact-keys';
import { describe, expect, it } from 'vitest';

describe('NRIC and FIN check letters', () => {
  it.each(['S1234567D', 'T0123456G', 'F1234567N', 'G1234567X', 'S0000001I', 'M1234567K'])('accepts %s', (id) => {
    expect(isValidNricFin(id)).toBe(true);
  });

  it.each(['S1234567A', 'T0123456J', 'F1234567M', 'A1', 'S123456D'])('refuses %s', (id) => {
    expect(isValidNricFin(id)).toBe(false);
  });

  it('gives exactly one letter for each number, so made-up letters are caught', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
    expect(letters.filter((letter) => isValidNricFin(`S7654321${letter}`))).toEqual([nricCheckLetter('S', '7654321')]);
  });
});

describe('IDs a booking may carry', () => {
  it.each(['S1234567D', 's1234567d', 'V123456789', 'K1234567A', 'A12345678', 'E12345678', '123456789'])(
    'accepts %s',
    (id) => {
      expect(isAcceptedIdNumber(id)).toBe(true);
    },
  );

  it.each(['A1', 'A2', 'ABCDEFG', 'S1234567A', '12345', 'A1234567890'])('refuses %s', (id) => {
    expect(isAcceptedIdNumber(id)).toBe(false);
  });
});

describe('the keys holds are capped by', () => {
  it('reads a Gmail address without dots, +tag or case, and googlemail.com as gmail.com', () => {
    const key = emailKey('mei.ling@gmail.com');
    for (const spelling of [
      'Mei.Ling@Gmail.com',
      'meiling@gmail.com',
      'm.e.i.l.i.n.g+spa@gmail.com',
      'meiling@googlemail.com',
    ]) {
      expect(emailKey(spelling)).toBe(key);
    }
  });

  it('keeps dots and +tags of other providers, whose mailboxes may differ', () => {
    expect(emailKey('Mei.Ling+a@Example.com')).toBe('mei.ling+a@example.com');
    expect(emailKey('mei.ling+a@example.com')).not.toBe(emailKey('meiling+a@example.com'));
  });

  it('reads a Singapore mobile with or without +65, spaces or dashes as one number', () => {
    for (const spelling of ['91234567', '+65 9123 4567', '65-9123-4567', '(+65) 91234567']) {
      expect(mobileKey(spelling)).toBe('6591234567');
    }
  });

  it('reads an ID without case, spaces or dashes', () => {
    expect(idNumberKey(' s1234567d ')).toBe('S1234567D');
    expect(idNumberKey('E 1234-5678')).toBe('E12345678');
  });
});
