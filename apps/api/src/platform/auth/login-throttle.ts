import { requestRefusal, type DomainError } from '@ginuma/domain';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginThrottleOptions {
  attempts: number;
  seconds: number;
}

/**
 * Failed sign-ins per (email, address): after `attempts` failures within `seconds` the
 * pair is refused until the window passes; a success clears it. Counting failures only
 * means a user who signs in and out often is never locked out.
 */
export class LoginThrottle {
  private readonly limiter: RateLimiterMemory;

  constructor(options: LoginThrottleOptions) {
    this.limiter = new RateLimiterMemory({ points: options.attempts, duration: options.seconds });
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const state = await this.limiter.get(key(email, ip));
    if (state && state.remainingPoints <= 0) throw tooMany(state);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.limiter.penalty(key(email, ip), 1);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.limiter.delete(key(email, ip));
  }
}

function key(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}

function tooMany(state: RateLimiterRes): DomainError {
  return requestRefusal('too-many-sign-ins', { seconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) });
}
