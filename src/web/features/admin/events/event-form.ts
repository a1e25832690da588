import {
  type AdminEvent,
  type EventForm,
  type EventFormInput,
  eventFormSchema,
  SCHEDULE_DEFAULTS,
} from '@domain/events/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The form's values for a new event, or for editing `event`. */
export function eventFormDefaults(event?: AdminEvent): EventFormInput {
  if (!event) {
    return {
      name: '',
      slug: '',
      description: '',
      location: '',
      isActive: true,
      packageIds: [],
      schedule: { ...SCHEDULE_DEFAULTS, manualDates: [] },
    };
  }
  return {
    name: event.name,
    slug: event.slug,
    description: event.description ?? '',
    location: event.location ?? '',
    isActive: event.isActive,
    packageIds: [...event.packageIds],
    schedule: {
      ...event.schedule,
      manualDates: event.schedule.manualDates.map((entry) => ({ date: entry.date, times: [...entry.times] })),
    },
  };
}

/** A slug suggested from the event's name: 'Home Health Screening 2027' → 'home-health-screening-2027'. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/**
 * What is validated and sent: an automatic schedule carries no manual dates (the server ignores them),
 * so rows left from trying the manual schedule neither block the form nor travel.
 */
export function eventFormForRequest(values: EventFormInput): EventFormInput {
  if ((values.schedule?.configType ?? SCHEDULE_DEFAULTS.configType) !== 'auto') return values;
  return { ...values, schedule: { ...values.schedule, manualDates: [] } };
}

const schemaResolver = zodResolver(eventFormSchema);

/** The event schema of @domain/admin-schemas (the one the server parses with), over eventFormForRequest. */
export const eventFormResolver: Resolver<EventFormInput, unknown, EventForm> = (values, context, options) =>
  schemaResolver(eventFormForRequest(values), context, options);
