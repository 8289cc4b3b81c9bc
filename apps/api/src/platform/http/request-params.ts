import { Body, createParamDecorator, type ExecutionContext, type Type } from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';
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

/** The body as posted, form or JSON: what a provider posts server to server, outside the JSON-only rule of `@Body()`. */
export const PostedBody = createParamDecorator((_: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<Request>().body);

/**
 * `@Body()` validated as `type`, a request class a controller factory made from its descriptor.
 * The global validation pipe validates against a parameter's declared type, and TypeScript can
 * declare only a class it knows when compiling; so this declares the made one in its place (the
 * declared types are recorded before parameter decorators run).
 */
export function BodyOf(type: Type<object>): ParameterDecorator {
  return (target, method, index) => {
    if (method === undefined) throw new Error('BodyOf decorates a handler parameter');
    Body()(target, method, index);
    const types: unknown[] = [...((Reflect.getMetadata(PARAMTYPES_METADATA, target, method) as unknown[] | undefined) ?? [])];
    types[index] = type;
    Reflect.defineMetadata(PARAMTYPES_METADATA, types, target, method);
  };
}
