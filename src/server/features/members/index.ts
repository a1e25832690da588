export { type MemberStatus, resolveMemberStatus, verifyMemberForChange } from './service';
