import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { DatabaseModule, type DatabaseOptions } from './platform/database/database.module';
import { PgSessionStore, SESSION_STORE_OPTIONS, type SessionStoreOptions } from './platform/auth/session-store';
import { SignIns } from './platform/auth/sign-ins';
import { AccessGuard } from './platform/auth/access.guard';
import { RequestTransactionInterceptor } from './platform/auth/request-transaction.interceptor';
import { IdempotencyInterceptor } from './platform/http/idempotency.interceptor';
import { HttpExceptionFilter } from './platform/http/http-exception.filter';
import { createValidationPipe } from './platform/http/validation.pipe';
import { HttpConfig } from './platform/http/http-config';
import { HealthController } from './platform/http/health.controller';
import { SpaPages } from './platform/http/spa';
import { AuthModule } from './modules/auth/auth.module';
import { UsersModule } from './modules/users/users.module';
import { RecordsModule } from './platform/records/records.module';
import { ListingModule } from './platform/listing/listing.module';
import { LedgerModule } from './modules/ledger/ledger.module';
import { MailModule } from './platform/mail/mail.module';
import type { MailOptions } from './platform/mail/mail-outbox';
import type { MailTransportOptions } from './platform/mail/mail-transport';
import { CustomersModule } from './modules/customers/customers.module';
import { TemplatesModule } from './modules/templates/templates.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { QuotationsModule } from './modules/quotations/quotations.module';
import { SuppliersModule } from './modules/suppliers/suppliers.module';
import { ProductsModule } from './modules/products/products.module';
import { StockModule } from './modules/stock/stock.module';
import { ReportsModule } from './modules/reports/reports.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { VouchersModule } from './modules/vouchers/vouchers.module';
import { BillsModule } from './modules/bills/bills.module';
import { CreditNotesModule } from './modules/credit-notes/credit-notes.module';
import { DebitNotesModule } from './modules/debit-notes/debit-notes.module';
import { ImportsModule } from './modules/imports/imports.module';
import { TransactionsModule } from './modules/transactions/transactions.module';
import { BankStatementsModule } from './modules/bank-statements/bank-statements.module';
import { AccountResetModule } from './modules/account-reset/account-reset.module';
import { AccountMailModule } from './modules/account-mail/account-mail.module';
import { PlansModule } from './modules/plans/plans.module';
import { GoogleSignInModule } from './modules/google-sign-in/google-sign-in.module';
import { MonthlySummariesModule } from './modules/monthly-summaries/monthly-summaries.module';
import { BooksModule } from './modules/books/books.module';
import { BooksReportsModule } from './modules/books-reports/books-reports.module';
import { LoginThrottle, type LoginThrottleOptions } from './platform/auth/login-throttle';

export interface AppModuleOptions {
  database: DatabaseOptions;
  sessions: SessionStoreOptions;
  http: HttpConfig;
  spa: SpaPages;
  loginThrottle: LoginThrottleOptions;
  mail: MailOptions & MailTransportOptions;
  recurringSweepSeconds: number;
  summarySweepSeconds: number;
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        DatabaseModule.forRoot(options.database),
        MailModule.forRoot(options.mail),
        AuthModule,
        UsersModule,
        CustomersModule,
        TemplatesModule,
        InvoicesModule.forRoot(options.recurringSweepSeconds),
        QuotationsModule,
        SuppliersModule,
        ProductsModule,
        StockModule,
        ReportsModule,
        DashboardModule,
        PaymentsModule,
        VouchersModule,
        BillsModule,
        CreditNotesModule,
        DebitNotesModule,
        ImportsModule,
        TransactionsModule,
        BankStatementsModule,
        AccountResetModule,
        RecordsModule,
        ListingModule,
        LedgerModule,
        AccountMailModule,
        PlansModule,
        GoogleSignInModule,
        MonthlySummariesModule.forRoot(options.summarySweepSeconds),
        BooksModule,
        BooksReportsModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: HttpConfig, useValue: options.http },
        { provide: SpaPages, useValue: options.spa },
        { provide: LoginThrottle, useValue: new LoginThrottle(options.loginThrottle) },
        { provide: SESSION_STORE_OPTIONS, useValue: options.sessions },
        PgSessionStore,
        SignIns,
        { provide: APP_GUARD, useClass: AccessGuard },
        // Registration order is nesting order: the key is claimed inside the request transaction.
        { provide: APP_INTERCEPTOR, useClass: RequestTransactionInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useFactory: (spa: SpaPages) => new HttpExceptionFilter(spa), inject: [SpaPages] },
      ],
      exports: [HttpConfig, LoginThrottle, PgSessionStore, SignIns],
    };
  }
}
