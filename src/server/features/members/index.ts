export { type MemberStatus, resolveMemberStatus } from './service';
