export {
  eraseWaitlistEntriesOf,
  findWaitlistEntriesOf,
  forgetWaitlistEntriesBefore,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
} from './service';
