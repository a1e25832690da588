import type { PersonalDetails, PersonalDetailsInput } from '@domain/bookings/schemas';
import { isValidPostalCode } from '@domain/timeslots/regions';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { timeslotsQueryOptions } from '../api';
import type { WizardState } from './use-booking-wizard';

/** Spec 000 §4: the look-up runs "a short moment" after a valid postal code is set. */
const POSTAL_CODE_DEBOUNCE_MS = 500;

/**
 * The visit times for the postal code: looked up while the visitor is still typing step 1, once the
 * code has settled, then for the code step 1 was completed with; and the date and time chosen from them.
 */
export function useAppointmentTimeslots(
  control: Control<PersonalDetailsInput, unknown, PersonalDetails>,
  eventId: number,
  state: Pick<WizardState, 'step' | 'appointmentPostalCode' | 'date' | 'timeslotId'>,
) {
  const typedPostalCode = (useWatch({ control, name: 'postalCode' }) ?? '').trim();
  const settledPostalCode = useDebouncedValue(typedPostalCode, POSTAL_CODE_DEBOUNCE_MS);
  const postalCode = state.step > 1 && state.appointmentPostalCode ? state.appointmentPostalCode : settledPostalCode;
  const canLookUp = isValidPostalCode(postalCode) && eventId > 0;
  const timeslots = useQuery(timeslotsQueryOptions(postalCode, eventId, canLookUp));
  // Others book while this visitor fills in the form: show the appointment step with fresh availability.
  const { isStale: isTimeslotListStale, refetch: refetchTimeslots } = timeslots;
  useEffect(() => {
    if (state.step === 3 && canLookUp && isTimeslotListStale) void refetchTimeslots();
  }, [state.step, canLookUp, isTimeslotListStale, refetchTimeslots]);

  const selectedDate = state.date ? timeslots.data?.data[state.date] : undefined;
  const selectedSlot = selectedDate?.timeslot.find((slot) => slot.id === state.timeslotId);
  return { postalCode, timeslots, selectedDate, selectedSlot };
}

export type AppointmentTimeslots = ReturnType<typeof useAppointmentTimeslots>;
