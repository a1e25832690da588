import { formatTimeLabel } from '@domain/shared/dates';
import type { HolidayChangeResult } from '@domain/timeslots/holiday-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatLongDate } from '../format';

/**
 * After a holiday is saved on a date that already has bookings: they are kept, and staff see whom to
 * contact to move them (never silently).
 */
export function BookingsOnDateDialog({ result, onClose }: { result: HolidayChangeResult | null; onClose: () => void }) {
  const bookings = result?.bookingsOnDate ?? [];
  return (
    <Dialog open={result !== null && bookings.length > 0} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Bookings on {result ? formatLongDate(result.holiday.date) : ''}</DialogTitle>
          <DialogDescription>
            {bookings.length} {bookings.length === 1 ? 'booking is' : 'bookings are'} already on the date of{' '}
            {result?.holiday.name}.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3">
          <Alert variant="warning">
            These bookings are kept and no new ones are taken on this date. Please contact each customer to move their
            visit.
          </Alert>
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm"
            aria-label="Bookings on this date"
          >
            {bookings.map((booking) => (
              <li key={booking.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:justify-between sm:gap-3">
                <span>
                  <span className="font-mono text-xs font-semibold">{booking.referenceNumber}</span>{' '}
                  <span className="font-medium text-slate-900">
                    {booking.firstName} {booking.lastName}
                  </span>
                  {booking.personCount > 1 ? (
                    <span className="text-slate-500"> · {booking.personCount} people</span>
                  ) : null}
                </span>
                <span className="text-slate-600">
                  {formatTimeLabel(booking.timeslotTime)} · {booking.mobileNumber} · {booking.eventName}
                </span>
              </li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
