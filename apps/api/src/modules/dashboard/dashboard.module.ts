import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardChartsController } from './dashboard-charts.controller';
import { GetDashboardHandler } from './queries/get-dashboard.handler';

@Module({ controllers: [DashboardController, DashboardChartsController], providers: [GetDashboardHandler] })
export class DashboardModule {}
