export { joinWaitlist, leaveWaitlist, listWaitlist } from './service';
