import { HttpException, HttpStatus, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { uploadsRefusal, type FieldRefusal } from '@ginuma/domain';
import { invalid, unsupportedBodyType } from './app-errors';
import { bodyTypeOf, isJsonType } from './body-type';

export interface UploadField {
  /** The form field that carries the file. */
  field: string;
  /** The file as a refusal names it: "The %{label} may not be greater than 2 MB." */
  label: string;
  /** Whole megabytes. */
  maxBytes: number;
  /** For a form with more than one file, a file under another field, or one that cannot be read. */
  oneFile: FieldRefusal;
  /** The longest text field the form may carry beside the file (a column mapping's JSON); 1 KB unless given. */
  maxFieldBytes?: number;
}

/** The most parts a form may have: the file, and a few text fields a client may add and we ignore. */
const MAX_PARTS = 8;
const MB = 1024 * 1024;

/**
 * A route that takes one file as multipart/form-data, limited in size, file count and parts.
 * What the file is stays for the route to check, by its content. Each refusal names the field.
 * A JSON body (or none) reads as a form without the file, so the route's own "choose a file" answers it.
 */
export function FileUpload(upload: UploadField): MethodDecorator & ClassDecorator {
  return UseInterceptors(new FileUploadInterceptor(upload));
}

class FileUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(private readonly upload: UploadField) {
    const Multer = FileInterceptor(upload.field, { limits: { fileSize: upload.maxBytes, files: 1, parts: MAX_PARTS, fieldSize: upload.maxFieldBytes ?? 1024 } });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const type = bodyTypeOf(context.switchToHttp().getRequest<Request>());
    if (type !== null && type !== 'multipart/form-data' && !isJsonType(type)) throw unsupportedBodyType('multipart/form-data');
    try {
      return await (this.multer.intercept(context, next) as Promise<Observable<unknown>>);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** Nest maps multer's and busboy's refusals to a 413 (size) or a 400; the client gets them on the field (413 or 422). */
  private refusal(error: unknown): unknown {
    if (!(error instanceof HttpException)) return error;
    const { field, label, maxBytes, oneFile } = this.upload;
    if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return uploadsRefusal.onField(field, 'too-large', { label, max: maxBytes / MB });
    return invalid(field, oneFile);
  }
}
