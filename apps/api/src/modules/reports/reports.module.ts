import { Module } from '@nestjs/common';
import { ProfitAndLossController } from './profit-and-loss.controller';
import { GetBusinessDateHandler } from './queries/get-business-date.handler';
import { GetOutstandingReportHandler } from './queries/get-outstanding-report.handler';
import { GetOutstandingTotalsHandler } from './queries/get-outstanding-totals.handler';
import { GetProductSalesHandler } from './queries/get-product-sales.handler';
import { GetProfitAndLossHandler } from './queries/get-profit-and-loss.handler';
import { ListProductSaleLinesHandler } from './queries/list-product-sale-lines.handler';
import { ReportsController } from './reports.controller';
import { FileVatReturnHandler } from './tax/commands/file-vat-return.handler';
import { GetVatReturnHandler } from './tax/queries/get-vat-return.handler';
import { VatReturnController } from './tax/vat-return.controller';
import { SsclController } from './tax/sscl.controller';
import { GetSsclHandler } from './tax/queries/get-sscl.handler';

@Module({
  controllers: [ReportsController, ProfitAndLossController, VatReturnController, SsclController],
  providers: [
    GetBusinessDateHandler,
    GetOutstandingReportHandler,
    GetOutstandingTotalsHandler,
    GetProfitAndLossHandler,
    GetProductSalesHandler,
    ListProductSaleLinesHandler,
    GetVatReturnHandler,
    FileVatReturnHandler,
    GetSsclHandler,
  ],
})
export class ReportsModule {}
