import { ADMIN_LOGIN_REQUIRED_MESSAGE, ADMIN_ROLE_REQUIRED_MESSAGE } from '@domain/staff/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { adminActor } from '../audit-log';
import { type AdminSession, findSession } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin area's guard for every request it lets through. */
    adminSession: AdminSession | null;
  }
}

/** The cookie that carries the same token as the bearer header (preview links opened in a new tab). */
export const SESSION_COOKIE = 'hs_admin_session';

const BEARER_PATTERN = /^Bearer\s+(\S+)\s*$/i;

/**
 * The token of a request: the bearer header, else the session cookie. Never the query string: a URL
 * ends up in logs, histories and Referer headers.
 */
export function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? BEARER_PATTERN.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/** The valid staff session a request carries, or null: also for public routes that let staff see more. */
export async function staffSessionOf(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  request: FastifyRequest,
): Promise<AdminSession | null> {
  const token = sessionToken(request);
  return token ? findSession(ctx, { token }) : null;
}

/** onRequest hook of the admin area: a valid session, or 401. */
export function requireSession(ctx: Pick<AppContext, 'db' | 'now' | 'config'>) {
  return async (request: FastifyRequest) => {
    const session = await staffSessionOf(ctx, request);
    if (!session) throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_REQUIRED_MESSAGE);
    request.adminSession = session;
  };
}

/** onRequest hook of the admin resources: the signed-in user must have the admin role (spec 001 §6). */
export async function requireAdminRole(request: FastifyRequest) {
  if (request.adminSession?.user.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_ROLE_REQUIRED_MESSAGE);
}

/** The session of a request the guard let through (routes inside the admin area only). */
export function currentSession(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_REQUIRED_MESSAGE);
  return request.adminSession;
}

/** HttpOnly and SameSite=Strict always; Secure when the request came over HTTPS (DESIGN §4). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api',
  });
}

/** The signed-in admin of a request as the audit log names them. */
export function staffActor(request: FastifyRequest): string {
  return adminActor(currentSession(request).user.username);
}
