// What other features use of the waitlist: the appointment step's "Join the waitlist". Its pages are in routes.ts.
export { WaitlistJoin, type WaitlistJoinProps } from './waitlist-join';
