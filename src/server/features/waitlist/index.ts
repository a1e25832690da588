export { eraseWaitlistEntriesOf, findWaitlistEntriesOf, joinWaitlist, leaveWaitlist, listWaitlist } from './service';
