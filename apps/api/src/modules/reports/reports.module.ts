import { Module } from '@nestjs/common';
import { ProfitAndLossController } from './profit-and-loss.controller';
import { ReportsController } from './reports.controller';

@Module({ controllers: [ReportsController, ProfitAndLossController] })
export class ReportsModule {}
