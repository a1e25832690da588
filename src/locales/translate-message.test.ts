import { MAX_PERSONS_MESSAGE, nameCharactersMessage, TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import { legacyVisitRegionMessage } from '@domain/bookings/older-flow-schemas';
import { tooLong } from '@domain/shared/schema-parts';
import { describe, expect, it } from 'vitest';
import en from './en/messages.json';
import ms from './ms/messages.json';
import ta from './ta/messages.json';
import { messageKeyOf, translateMessage } from './translate-message';
import zh from './zh/messages.json';

describe('translateMessage', () => {
  it('finds a message by its English words', () => {
    expect(translateMessage(TIMESLOT_REQUIRED_MESSAGE, zh)).toBe('请选择时段');
    expect(translateMessage(TIMESLOT_REQUIRED_MESSAGE, ms)).toBe('Sila pilih slot masa');
    expect(messageKeyOf(TIMESLOT_REQUIRED_MESSAGE)).toBe('booking.timeslotRequired');
  });

  it('translates a message built from a template, carrying its values over', () => {
    expect(MAX_PERSONS_MESSAGE).toBe('A booking can include at most 10 persons');
    expect(messageKeyOf(MAX_PERSONS_MESSAGE)).toBe('booking.maxPersons');
    expect(translateMessage(MAX_PERSONS_MESSAGE, zh)).toBe('每个预约最多只能包括 10 人');
    expect(translateMessage(MAX_PERSONS_MESSAGE, ta)).toBe('ஒரு முன்பதிவில் அதிகபட்சம் 10 பேர் இருக்கலாம்');
    expect(translateMessage('Your card was declined (Do Not Honor). Please try another card.', zh)).toBe(
      '您的银行卡被拒绝（Do Not Honor）。请使用另一张卡。',
    );
  });

  it("says a value that is itself a message (a field's or a region's name) in the language too", () => {
    expect(translateMessage(tooLong('First name', 100), zh)).toBe('名字最多只能有 100 个字符');
    expect(translateMessage(nameCharactersMessage('Address'), ms)).toBe(
      'Alamat mengandungi aksara yang tidak dibenarkan',
    );
    expect(translateMessage(legacyVisitRegionMessage('238801', 'north') ?? '', zh)).toBe(
      '邮区编号 238801 属于中部区，但您选择的上门时段属于北部区。请选择您所在地区的上门时间。',
    );
  });

  it('leaves English, a text already translated and any other text as they are', () => {
    expect(translateMessage(MAX_PERSONS_MESSAGE, en)).toBe(MAX_PERSONS_MESSAGE);
    expect(translateMessage(MAX_PERSONS_MESSAGE, undefined)).toBe(MAX_PERSONS_MESSAGE);
    expect(translateMessage('请选择时段', zh)).toBe('请选择时段');
    expect(translateMessage('Something the rules never say', zh)).toBe('Something the rules never say');
    expect(messageKeyOf('Something the rules never say')).toBeNull();
  });
});
