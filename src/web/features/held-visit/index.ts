// A visit held until the contact is proven (DESIGN §8.2, §8.9): the notice with the code field that both
// flows' confirmation pages show, the calls behind it, and the form of the email button's page.
export {
  HoldCodeForm,
  HoldNotice,
  type HoldNoticeProps,
  sendNewHoldCode,
  useVerifyHold,
  verifyHold,
} from './hold-notice';
// The visit's address on the booking's own pages, with the booking's token.
export { useVisitAddress, VisitAddressValue } from './visit-address';
