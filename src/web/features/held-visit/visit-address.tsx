import {
  formatVisitAddress,
  VISIT_ADDRESS_WITHHELD_MESSAGE,
  type VisitAddress,
  visitAddressText,
} from '@domain/bookings/visit-address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api';
import { BOOKING_TOKEN_HEADER, bookingTokenStorage } from '@/lib/booking-token';
import { useMessageText } from '@/lib/i18n';

// The home visit's address on the booking's own pages. The look-up by reference never carries it
// (DESIGN §8.2); it is asked with the booking's token, which this browser holds when it made the
// booking or opened the email's "Manage your booking" link. Without the token the page says where the
// address can be seen instead.

const visitAddressQueryOptions = (registrationId: string, token: string | null) =>
  queryOptions({
    queryKey: ['/api/registrations/visit-address', registrationId, token],
    queryFn: async () =>
      (
        await apiGet<VisitAddress>(`/api/registrations/${encodeURIComponent(registrationId)}/visit-address`, {
          headers: token ? { [BOOKING_TOKEN_HEADER]: token } : {},
        })
      ).data,
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });

/**
 * The visit's address for a page: `text` as the page shows it (the address, that the clinic will call
 * for it, or where to see it without the booking's token, in the page's language; null while it is
 * asked), and `line`, the address itself when there is one to show (for a calendar entry).
 */
export function useVisitAddress(
  registrationId: string,
  linkToken?: string | null,
): { text: string | null; line: string | null } {
  const messageText = useMessageText();
  const token = linkToken ?? bookingTokenStorage.read(registrationId);
  const address = useQuery(visitAddressQueryOptions(registrationId, token));
  if (token === null || address.isError) return { text: messageText(VISIT_ADDRESS_WITHHELD_MESSAGE), line: null };
  if (address.isPending) return { text: null, line: null };
  // The address itself is written as Singapore writes it, in any language.
  const line = formatVisitAddress(address.data);
  return { text: line ?? messageText(visitAddressText(address.data)), line };
}

/** The address as a page's detail value; "Loading…" for the moment it is asked. */
export function VisitAddressValue({
  registrationId,
  linkToken,
}: {
  registrationId: string;
  linkToken?: string | null;
}) {
  const { t } = useTranslation('manage');
  const { text } = useVisitAddress(registrationId, linkToken);
  return <span data-testid="visit-address">{text ?? t('heldVisit.loading')}</span>;
}
