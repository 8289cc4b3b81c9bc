import { Controller, Get } from '@nestjs/common';
import { Public } from '../auth/access.decorators';

@Controller('api/health')
export class HealthController {
  @Public()
  @Get()
  health() {
    return { status: 'ok' };
  }
}
