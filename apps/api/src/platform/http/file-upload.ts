import { HttpException, HttpStatus, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { TooLarge, UnsupportedBodyType, ValidationFailed } from './app-errors';
import { bodyTypeOf, isJsonType } from './body-type';

export interface UploadField {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  tooLarge: string;
  /** For a form with more than one file, a file under another field, or one that cannot be read. */
  oneFile: string;
}

/** The most parts a form may have: the file, and a few text fields a client may add and we ignore. */
const MAX_PARTS = 8;

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
    const Multer = FileInterceptor(upload.field, { limits: { fileSize: upload.maxBytes, files: 1, parts: MAX_PARTS, fieldSize: 1024 } });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const type = bodyTypeOf(context.switchToHttp().getRequest<Request>());
    if (type !== null && type !== 'multipart/form-data' && !isJsonType(type)) throw new UnsupportedBodyType('multipart/form-data');
    try {
      return await (this.multer.intercept(context, next) as Promise<Observable<unknown>>);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** Nest maps multer's and busboy's refusals to a 413 (size) or a 400; the client gets them on the field. */
  private refusal(error: unknown): unknown {
    if (!(error instanceof HttpException)) return error;
    if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return new TooLarge(this.upload.field, this.upload.tooLarge);
    return new ValidationFailed({ [this.upload.field]: [this.upload.oneFile] });
  }
}
