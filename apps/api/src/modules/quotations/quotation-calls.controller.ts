import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { validationRefusal } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { DocumentRequest } from '../invoices/document.requests';
import { QuotationCodeRequest } from '../invoices/invoice.requests';
import { ChangeQuotationCode } from './commands/change-quotation-code.handler';
import { ReverseQuotation } from './commands/reverse-quotation.handler';
import { CreateQuotation } from './commands/create-quotation.handler';
import { GetQuotationTaxes } from './queries/get-quotation-taxes.handler';

/**
 * A quotation's status set by name. Only 'reversed' can be asked for: conversion is
 * invoices/generate/invoice, behind the invoice permission, so it is refused here.
 */
export class QuotationStatusRequest {
  @ApiProperty({ enum: ['reversed'], description: 'Withdraws it; its conversion is invoices/generate/invoice, behind the invoice permission' })
  @IsIn(['reversed'], refusedAs(validationRefusal.field('choice', { label: 'status' })))
  status!: 'reversed';
}

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Quotation calls of the public API beside the editor's: thin routes onto the quotation's own commands
 * (create, status, code) and a read of its taxes; its POST delete is the shared document route's.
 */
@Controller('api/quotations')
export class QuotationCallsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('create', 'quotations')
  @Post('create/new')
  @ApiBody({ type: DocumentRequest })
  create(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
    return this.commands.execute(new CreateQuotation(me, body));
  }

  @Can('show', 'quotations')
  @Get('get/quotation/taxes/:id')
  taxes(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.queries.execute(new GetQuotationTaxes(me, quotationId));
  }

  @Can('edit', 'quotations')
  @Post('update/quotation/code/:id')
  @HttpCode(200)
  @ApiBody({ type: QuotationCodeRequest })
  code(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string, @Body() body: unknown) {
    return this.commands.execute(new ChangeQuotationCode(me, quotationId, body));
  }

  /** Withdraws the quotation: the one status its request may name. */
  @Can('edit', 'quotations')
  @Post('status/update/:id')
  @HttpCode(200)
  status(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string, @Body() _body: QuotationStatusRequest) {
    return this.commands.execute(new ReverseQuotation(me, quotationId));
  }
}
