import { Injectable } from '@nestjs/common';
import { RequestThrottle } from '../../platform/http/request-throttle';

/**
 * Mailed links per address and per client: every call that may send one counts, whether or
 * not the address has an account, so the limits say nothing about who is registered.
 */
@Injectable()
export class MailThrottle {
  private readonly perAddress = new RequestThrottle({ points: 3, seconds: 15 * 60 });
  private readonly perClient = new RequestThrottle({ points: 30, seconds: 15 * 60 });

  async assertAllowed(address: string, ip: string): Promise<void> {
    await this.perClient.consume(ip);
    await this.perAddress.consume(address);
  }
}
