import { StreamableFile } from '@nestjs/common';
import contentDisposition from 'content-disposition';

/**
 * A file the browser shows (`inline`: a PDF) or saves (`attachment`). Its name may be in any
 * script (a document code typed in Sinhala): it goes as `filename*` (RFC 6266/5987), with a
 * Latin-1 `filename` beside it for clients that read only that, so no name can break the header.
 */
export function download(content: Buffer | Uint8Array | NodeJS.ReadableStream, type: string, filename: string, as: 'inline' | 'attachment'): StreamableFile {
  return new StreamableFile(content as Buffer, { type, disposition: contentDisposition(filename, { type: as }) });
}
