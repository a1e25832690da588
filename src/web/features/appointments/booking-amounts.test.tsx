import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingAmounts, PackageNames } from './booking-amounts';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const booking = {
  status: 'pending_payment',
  personCount: 3,
  totalAmount: '366.57',
  partnerPaid: '0.00',
  amountDue: '366.57',
  refundOnCancel: null,
};

describe("a booking's amounts", () => {
  it('gives the total for every person, and what is still to pay', () => {
    const text = textOf(renderToStaticMarkup(<BookingAmounts booking={booking} />));
    expect(text).toBe('Total $366.57 3 people, GST included Still to pay $366.57');
  });

  it('shows what the partner prepaid and what was paid here, and nothing due once paid', () => {
    const text = textOf(
      renderToStaticMarkup(
        <BookingAmounts
          booking={{
            ...booking,
            status: 'paid',
            personCount: 1,
            partnerPaid: '80.00',
            amountDue: '0.00',
            refundOnCancel: '286.57',
          }}
        />,
      ),
    );
    expect(text).toBe('Total $366.57 1 person, GST included Paid through the partner service $80.00 Paid $286.57');
  });

  it('says the older flow pays on the day, and a cancelled booking owes nothing', () => {
    expect(textOf(renderToStaticMarkup(<BookingAmounts booking={{ ...booking, status: 'confirmed' }} />))).toContain(
      'To pay on the day of the visit $366.57',
    );
    expect(
      textOf(renderToStaticMarkup(<BookingAmounts booking={{ ...booking, status: 'cancelled' }} />)),
    ).not.toContain('to pay');
  });

  it('counts each package of the household', () => {
    const participants = [
      { firstName: 'A', lastName: 'B', identificationNumber: '*****1', packageName: 'Premium', packagePrice: '1.00' },
      { firstName: 'C', lastName: 'D', identificationNumber: '*****2', packageName: 'Basic', packagePrice: '1.00' },
    ];
    const html = renderToStaticMarkup(<PackageNames booking={{ packageName: 'Premium', participants }} />);
    expect(html).toBe('Premium × 2, Basic');
  });
});
