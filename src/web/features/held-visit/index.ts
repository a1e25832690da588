// A visit held until the contact is proven (DESIGN §8.2): the notice with the code field that both
// flows' confirmation pages show, and the call behind it and the email button's page.
export { HoldNotice, type HoldNoticeProps, useVerifyHold, verifyHold } from './hold-notice';
// The visit's address on the booking's own pages, with the booking's token.
export { useVisitAddress, VisitAddressValue } from './visit-address';
