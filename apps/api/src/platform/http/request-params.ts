import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { LOCALE_HEADER, requestLocale, type Locale } from '@ginuma/domain';

/**
 * The language of the page a request came from: the admin names it in a header on every call,
 * else the language chosen with the switcher (its cookie). Mails and their links follow it.
 */
export const RequestLocale = createParamDecorator((_: unknown, context: ExecutionContext): Locale => {
  const req = context.switchToHttp().getRequest<Request>();
  return requestLocale(req.headers[LOCALE_HEADER.toLowerCase()], req.headers.cookie);
});

/** Who sent the request, for throttles and the log of refused calls; 'unknown' when the socket is gone. */
export const ClientIp = createParamDecorator((_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<Request>().ip ?? 'unknown');

/** The request's session id, kept by a password reset while it ends the user's other sessions. */
export const SessionId = createParamDecorator((_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<Request>().sessionID);

/** The app's address as the caller reached it, for links a payment provider sends the payer back to. */
export const RequestOrigin = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const req = context.switchToHttp().getRequest<Request>();
  return `${req.protocol}://${req.get('host')}`;
});

/** The body as posted, form or JSON: what a provider posts server to server, outside the JSON-only rule of `@Body()`. */
export const PostedBody = createParamDecorator((_: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<Request>().body);
