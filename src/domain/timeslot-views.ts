import type { RegionName } from './regions.js';

/** A timeslot as GET /api/events and GET /api/events/{slug} list it (spec 000 §3, Timeslot (list)). */
export interface EventSlotView {
  /** Null for an auto-scheduled slot nobody has looked up yet (it is stored on the first look-up). */
  id: number | null;
  date: string;
  time: string;
  region: RegionName | null;
  isAvailable: boolean;
  maxAttendees: number;
  currentAttendees: number;
}

/** The wire shape of GET /api/timeslots/postal-code, shared by the server and the wizard. */
export interface PostalCodeTimeslot {
  id: number;
  /** 'HH:mm', Singapore time. */
  time: string;
  /** '9:00 AM'. */
  label: string;
  /** Bookable now: not blocked, room for another visit and another person. */
  isAvailable: boolean;
  maxAttendees: number;
  currentAttendees: number;
}

export interface PostalCodeDate {
  /** 'Mon, 23 Nov 2026'. */
  date: { label: string };
  timeslot: PostalCodeTimeslot[];
}

/** Keyed by 'yyyy-MM-dd', in date order. */
export type TimeslotsByDate = Record<string, PostalCodeDate>;
