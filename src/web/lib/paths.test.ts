import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('client paths', () => {
  it('builds the links the pages use', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.event.getHref('home-health-screening')).toBe('/events/home-health-screening');
    expect(paths.bookingConfirmation.getHref('HS2611-0607-1234')).toBe('/booking/confirmation/HS2611-0607-1234');
    expect(paths.bookingConfirmation.getHref('HS2611-0607-1234', true)).toBe(
      '/booking/confirmation/HS2611-0607-1234?showPayment=true',
    );
  });

  it('encodes parameters, so a slug or reference cannot change the path', () => {
    expect(paths.event.getHref('a/b?c')).toBe('/events/a%2Fb%3Fc');
    expect(paths.bookingConfirmation.getHref('HS 1#2')).toBe('/booking/confirmation/HS%201%232');
  });

  it('builds links that their own route matches, with the parameter back', () => {
    const slug = 'whitecoat-health-screening';
    expect(matchPath(paths.event.path, paths.event.getHref(slug))?.params).toEqual({ slug });
    const reference = 'HS2611-0607-1234';
    expect(matchPath(paths.bookingConfirmation.path, paths.bookingConfirmation.getHref(reference))?.params).toEqual({
      reference,
    });
  });

  it('builds the manage link with the token after #, and the cancel page looking a reference up', () => {
    expect(paths.manageBooking.getHref('HS2611-0607-1234')).toBe('/booking/manage/HS2611-0607-1234');
    expect(paths.manageBooking.getHref('HS2611-0607-1234', 'a+b/c')).toBe(
      '/booking/manage/HS2611-0607-1234#token=a%2Bb%2Fc',
    );
    expect(matchPath(paths.manageBooking.path, '/booking/manage/HS2611-0607-1234')?.params).toEqual({
      reference: 'HS2611-0607-1234',
    });
    expect(paths.cancelAppointment.getHref()).toBe('/cancel-appointment');
    expect(paths.cancelAppointment.getHref('HS2611-0607-1234')).toBe('/cancel-appointment?reference=HS2611-0607-1234');
  });

  it('builds the pre-visit form link with the token after #, matched by its own route', () => {
    expect(paths.prepareVisit.getHref('HS2611-0607-1234')).toBe('/booking/HS2611-0607-1234/prepare');
    expect(paths.prepareVisit.getHref('HS2611-0607-1234', 'a+b/c')).toBe(
      '/booking/HS2611-0607-1234/prepare#token=a%2Bb%2Fc',
    );
    expect(matchPath(paths.prepareVisit.path, '/booking/HS2611-0607-1234/prepare')?.params).toEqual({
      reference: 'HS2611-0607-1234',
    });
  });

  it('builds the waitlist links, the leave token after # so that it never reaches the server', () => {
    expect(paths.waitlistOffer.getHref('abc/def')).toBe('/waitlist/offer/abc%2Fdef');
    expect(paths.waitlistLeave.getHref(12, 'a b')).toBe('/waitlist/leave/12#token=a%20b');
    expect(matchPath(paths.waitlistLeave.path, paths.waitlistLeave.getHref(12, 'x').split('#')[0]!)?.params).toEqual({
      id: '12',
    });
    expect(paths.waitlistConfirm.getHref(12, 'a b')).toBe('/waitlist/confirm/12#token=a%20b');
    expect(paths.adminWaitlist.getHref()).toBe('/admin/waitlist');
  });
});
