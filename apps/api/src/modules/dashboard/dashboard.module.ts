import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { GetDashboardHandler } from './queries/get-dashboard.handler';

@Module({ controllers: [DashboardController], providers: [GetDashboardHandler] })
export class DashboardModule {}
