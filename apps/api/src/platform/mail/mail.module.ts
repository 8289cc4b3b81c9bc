import { Global, Module, type DynamicModule } from '@nestjs/common';
import { MailOutbox, MAIL_OPTIONS, type MailOptions } from './mail-outbox';
import { MailTransport, type MailTransportOptions } from './mail-transport';

@Global()
@Module({})
export class MailModule {
  static forRoot(options: MailOptions & MailTransportOptions): DynamicModule {
    return {
      module: MailModule,
      providers: [{ provide: MailTransport, useValue: new MailTransport(options) }, { provide: MAIL_OPTIONS, useValue: options }, MailOutbox],
      exports: [MailOutbox],
    };
  }
}
