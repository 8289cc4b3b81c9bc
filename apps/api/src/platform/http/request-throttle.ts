import { requestRefusal } from '@ginuma/domain';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface ThrottleLimit {
  points: number;
  seconds: number;
}

/**
 * Calls per key (an address, an IP, a user): each call spends a point; past `points` within
 * `seconds` the key is refused with 429 until the window passes. In memory, per process, as
 * the sign-in throttle is.
 */
export class RequestThrottle {
  private readonly limiter: RateLimiterMemory;

  constructor(limit: ThrottleLimit) {
    this.limiter = new RateLimiterMemory({ points: limit.points, duration: limit.seconds });
  }

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key.trim().toLowerCase());
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      throw requestRefusal('too-many-requests', { seconds });
    }
  }
}
