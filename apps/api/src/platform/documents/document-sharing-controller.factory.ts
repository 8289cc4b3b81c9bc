import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, StreamableFile, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can, Public } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { notFound, validationFailed, type FieldErrors } from '../http/app-errors';
import { HttpConfig } from '../http/http-config';
import { DocumentEmailRequest, documentMail, localeField } from '../mail/document-email.request';
import type { SharedDocumentKind } from './document-kind';
import { EmailDocument } from './commands/email-document.handler';
import { ShareDocument, sharedLinkUrl } from './commands/share-document.handler';
import { OpenSharedDocument } from './queries/open-shared-document.handler';
import { PrintDocument, type DocumentPdf } from './queries/print-document.handler';
import { download } from '../http/download';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** `?locale=` of a PDF: en (the default) or si; anything else is a 422 on the field. */
function printLocale(value: unknown) {
  const errors: FieldErrors = {};
  const locale = localeField(value, errors);
  if (errors.locale) throw validationFailed(errors);
  return locale;
}

function pdfFile({ code, pdf }: DocumentPdf): StreamableFile {
  return download(pdf, 'application/pdf', `${code}.pdf`, 'inline');
}

/**
 * A document leaving the app, made from its kind's sharing description: printed to PDF, mailed
 * to its customer, or shared by a link that opens without signing in.
 */
export function documentSharingController(kind: SharedDocumentKind): Type<unknown> {
  const { resource } = kind;
  const path = kind.sharing.path;

  @Controller('api')
  class DocumentSharingController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
      @Inject(HttpConfig) private readonly http: HttpConfig,
    ) {}

    @Can('print', resource)
    @Get(`${path}/print/:id`)
    async print(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string, @Query('locale') locale?: string) {
      return pdfFile(await this.queries.execute(new PrintDocument(me, kind, documentId, printLocale(locale))));
    }

    /** Mails the PDF, by default to the customer, from the workspace's email settings. */
    @Can('email', resource)
    @Post(`${path}/email/:id`)
    @HttpCode(202)
    email(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string, @Body() body: DocumentEmailRequest) {
      return this.commands.execute(new EmailDocument(me, kind, documentId, documentMail(body)));
    }

    /**
     * A link the customer can open without signing in; the same link every time. It starts with the
     * configured address, never the request's Host header, which whoever sends the request chooses.
     */
    @Can('show', resource)
    @Get(`${path}/link/:id`)
    async link(@CurrentPrincipal() me: Principal, @Param('id', id) documentId: string) {
      const { token } = await this.commands.execute(new ShareDocument(me, kind, documentId));
      return { url: sharedLinkUrl(this.http.appUrl, path, token) };
    }

    @Public()
    @Get(`public/${path}/:token`)
    async shared(@Param('token') token: string, @Query('locale') locale?: string) {
      if (!/^[\w-]{32,64}$/.test(token)) throw notFound();
      return pdfFile(await this.queries.execute(new OpenSharedDocument(kind, token, printLocale(locale))));
    }
  }

  Object.defineProperty(DocumentSharingController, 'name', { value: `${kind.table}SharingController` });
  return DocumentSharingController;
}
