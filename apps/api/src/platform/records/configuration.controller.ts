import { Controller, Get } from '@nestjs/common';
import { currencies, timeZones } from '@ginuma/domain';
import { Can } from '../auth/access.decorators';

/** The choices of Business Configuration, from the same lists the API validates against. */
@Controller('api/configurations')
export class ConfigurationChoicesController {
  @Can('show', 'business-configuration')
  @Get('currency')
  currency() {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    return currencies().map((code) => ({ id: code, name: `${code} — ${names.of(code) ?? code}` }));
  }

  @Can('show', 'business-configuration')
  @Get('time-zone')
  timeZone() {
    return timeZones().map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') }));
  }
}
