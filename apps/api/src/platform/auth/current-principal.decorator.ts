import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SignedInRequest } from './access.guard';
import type { Principal } from './principal';

/** The signed-in user of a guarded route (the guard has loaded it). */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<SignedInRequest>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on a public route.');
  return principal;
});
