import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemberPriceNotice } from './member-price-notice';

const textOf = (props: Partial<Parameters<typeof MemberPriceNotice>[0]> = {}) =>
  renderToStaticMarkup(
    <MemberPriceNotice
      reason="too-many-checks"
      programme="AIA Health Shield"
      standardTotal="128.62"
      isChecking={false}
      onCheckAgain={() => {}}
      focusKey={0}
      {...props}
    />,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the notice of a member price that could not be confirmed', () => {
  it('says why, the standard total Confirm Booking books, and what to do', () => {
    const text = textOf();
    expect(text).toContain('We could not confirm your member price');
    expect(text).toContain(
      'Your AIA Health Shield membership could not be checked just now: this ID number has been checked too many times in the last hour.',
    );
    expect(text).toContain(
      'The total below is the standard price, $128.62. Try again in a few minutes for the member price, or confirm now at the standard price.',
    );
    expect(text).toContain('Check my membership again');
  });

  it('names no programme as theirs to a customer never verified, and says when the insurer did not answer', () => {
    const text = textOf({ programme: null, reason: 'insurer-unavailable' });
    expect(text).toContain(
      'If you are an AIA Health Shield or Vitality member, your membership could not be checked just now: the insurer did not answer us.',
    );
  });
});
