import { Module, type DynamicModule } from '@nestjs/common';
import { MonthlySummariesController } from './monthly-summaries.controller';
import { MonthlySummaries, SUMMARY_SWEEP_SECONDS } from './monthly-summaries';
import { SendMonthlySummaryHandler } from './commands/send-monthly-summary.handler';
import { SetMonthlySummaryDaysHandler } from './commands/set-monthly-summary-days.handler';
import { GetMonthlySummaryRunsHandler } from './queries/get-monthly-summary-runs.handler';

@Module({})
export class MonthlySummariesModule {
  static forRoot(sweepSeconds: number): DynamicModule {
    return {
      module: MonthlySummariesModule,
      controllers: [MonthlySummariesController],
      providers: [
        { provide: SUMMARY_SWEEP_SECONDS, useValue: sweepSeconds },
        MonthlySummaries,
        SendMonthlySummaryHandler,
        SetMonthlySummaryDaysHandler,
        GetMonthlySummaryRunsHandler,
      ],
      exports: [MonthlySummaries],
    };
  }
}
