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
