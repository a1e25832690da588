// The web pages' catalogue in this language: one chunk, loaded only when the language is chosen.
import booking from './booking.json';
import common from './common.json';
import events from './events.json';
import manage from './manage.json';
import messages from './messages.json';
import older from './older.json';
import participants from './participants.json';
import payments from './payments.json';
import prepare from './prepare.json';
import privacy from './privacy.json';
import rebook from './rebook.json';
import waitlist from './waitlist.json';

export default {
  common,
  booking,
  events,
  manage,
  older,
  participants,
  payments,
  waitlist,
  privacy,
  prepare,
  rebook,
  messages,
};
