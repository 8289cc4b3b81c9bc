import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { IMPORT_KINDS, importsRefusal, isImportKind, mailRefusal } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { invalid, notFound } from '../../platform/http/app-errors';
import { FileUpload } from '../../platform/http/file-upload';
import { sheetDownload } from '../../platform/export/xlsx';
import { cellFormats, DATE_FORMATS } from './cell-values';
import { errorSheet, templateColumns } from './import-sheets';
import { importView } from './import-store';
import { PreviewImport } from './commands/preview-import.handler';
import { CommitImport } from './commands/commit-import.handler';
import { UndoImport } from './commands/undo-import.handler';
import { CancelImport } from './commands/cancel-import.handler';
import { GetImport } from './queries/get-import.handler';
import { ImportErrorsBody } from './imports.requests';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
const FILE = { field: 'file', label: 'file', maxBytes: 20 * 1024 * 1024, oneFile: importsRefusal.field('file-type'), maxFieldBytes: 64 * 1024 };

/**
 * Bringing a business's records in from a spreadsheet: upload a file to preview what it would
 * do, then import it. Entry may preview; only Admin imports. A preview and an import run in the
 * background: both answer 202 with the import running, which its GET follows to the end.
 */
@Controller('api/imports')
export class ImportsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('create', 'imports')
  @Post()
  @HttpCode(202)
  @FileUpload(FILE)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['kind', 'file'],
      properties: {
        kind: { type: 'string', enum: [...IMPORT_KINDS] },
        file: { type: 'string', format: 'binary', description: 'CSV (UTF-8, UTF-16 or Windows-1252) or .xlsx; the first row is the header' },
        mapping: { type: 'string', description: 'JSON: the file’s header → the field it fills, or null to leave the column out' },
        decimal_separator: { type: 'string', enum: ['.', ','] },
        date_format: { type: 'string', enum: [...DATE_FORMATS] },
      },
    },
  })
  preview(@CurrentPrincipal() me: Principal, @Req() req: Request, @UploadedFile() file?: Express.Multer.File) {
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (!isImportKind(form.kind)) throw invalid('kind', importsRefusal.field('kind'));
    if (!file) throw invalid('file', importsRefusal.field('file-required'));
    const formats = cellFormats(form.decimal_separator, form.date_format);
    if ('refusal' in formats) throw invalid(formats.field, formats.refusal);
    return this.commands.execute(new PreviewImport(me, form.kind, { name: file.originalname, content: file.buffer }, mappingOf(form.mapping), formats));
  }

  @Can('confirm', 'imports')
  @Post('commit/:id')
  @HttpCode(202)
  commit(@CurrentPrincipal() me: Principal, @Param('id', id) importId: string) {
    return this.commands.execute(new CommitImport(me, importId));
  }

  /** Asks a running preview or import to stop; whoever may preview may cancel a preview, only Admin an import. */
  @Can('create', 'imports')
  @Post('cancel/:id')
  @HttpCode(202)
  cancel(@CurrentPrincipal() me: Principal, @Param('id', id) importId: string) {
    return this.commands.execute(new CancelImport(me, importId));
  }

  /** Takes a committed import back out as a whole: its records deleted, its amounts reversed. */
  @Can('confirm', 'imports')
  @Post('undo/:id')
  @HttpCode(200)
  undo(@CurrentPrincipal() me: Principal, @Param('id', id) importId: string) {
    return this.commands.execute(new UndoImport(me, importId));
  }

  /** The header row of a kind's file, in English or Sinhala. */
  @Can('show', 'imports')
  @Get('template/:kind')
  template(@Param('kind') kind: string, @Query('locale') locale: unknown) {
    if (!isImportKind(kind)) throw notFound();
    if (locale !== undefined && locale !== 'en' && locale !== 'si') throw invalid('locale', mailRefusal.field('locale'));
    return sheetDownload(`${kind}-import`, kind, templateColumns(kind, locale ?? 'en'), []);
  }

  /** The refused rows as the file had them, each with its errors. */
  @Can('export', 'imports')
  @Get('errors/:id')
  async errors(@CurrentPrincipal() me: Principal, @Param('id', id) importId: string) {
    const { rows: file = [], ...stored } = await this.queries.execute(new GetImport(me, importId, true));
    const { columns, rows } = errorSheet({ ...stored, rows: file });
    return sheetDownload(`${stored.kind}-import-errors`, 'Errors', columns, rows);
  }

  /**
   * The same sheet in the user's language: the admin words the errors from its catalogue (one
   * catalogue, the one the screen reads) and the server writes the file's rows with them.
   */
  @Can('export', 'imports')
  @Post('errors/:id')
  @HttpCode(200)
  @ApiBody({ type: ImportErrorsBody })
  async errorsSaid(@CurrentPrincipal() me: Principal, @Param('id', id) importId: string, @Body() body: ImportErrorsBody) {
    const { rows: file = [], ...stored } = await this.queries.execute(new GetImport(me, importId, true));
    const { columns, rows } = errorSheet({ ...stored, rows: file }, body);
    return sheetDownload(`${stored.kind}-import-errors`, 'Errors', columns, rows);
  }

  @Can('show', 'imports')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) importId: string) {
    const found = await this.queries.execute(new GetImport(me, importId));
    return importView(found, found.progress);
  }
}

function mappingOf(raw: unknown): Record<string, string | null> | null {
  if (raw === undefined || raw === '') return null;
  try {
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.values(parsed).every((f) => f === null || typeof f === 'string')) {
      return parsed as Record<string, string | null>;
    }
  } catch {
    // Not JSON: refused below like any other shape.
  }
  throw invalid('mapping', importsRefusal.field('mapping'));
}
