import { join } from 'node:path';
import PDFDocument from 'pdfkit';

export type PageSize = 'A4' | 'Letter';

const FONTS_DIR = join(__dirname, '..', '..', '..', 'assets', 'fonts');
const FONTS = {
  latin: join(FONTS_DIR, 'NotoSans-Regular.ttf'),
  latinBold: join(FONTS_DIR, 'NotoSans-Bold.ttf'),
  sinhala: join(FONTS_DIR, 'NotoSansSinhala-Regular.ttf'),
  sinhalaBold: join(FONTS_DIR, 'NotoSansSinhala-Bold.ttf'),
} as const;

// The Sinhala block, plus the joiners that build its conjuncts (ශ්‍රී needs U+200D).
const SINHALA_RUN = /([\u0D80-\u0DFF\u200C\u200D]+)/u;

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  /** Right and centre alignment are for one-line text (figures, titles). */
  align?: 'left' | 'right' | 'center';
  width?: number;
}

/**
 * A PDF page writer whose text may mix English and Sinhala. pdfkit shapes Sinhala correctly
 * (fontkit) but has no font fallback, so every string is split into runs by script and each
 * run is set in the face that has its glyphs: Noto Sans for Latin, Noto Sans Sinhala for
 * Sinhala. Both ship with the API (SIL Open Font License).
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;

  constructor(size: PageSize) {
    this.doc = new PDFDocument({ size: size === 'Letter' ? 'LETTER' : 'A4', margin: 48, bufferPages: true });
    for (const [name, file] of Object.entries(FONTS)) this.doc.registerFont(name, file);
    this.doc.font('latin');
  }

  get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** Writes text at (x, y) or at the cursor, in runs per script. */
  text(value: string, style: TextStyle = {}, at?: { x: number; y: number }): this {
    const { doc } = this;
    const runs = value.split(SINHALA_RUN).filter((run) => run !== '');
    if (runs.length === 0) runs.push(' ');
    doc.fontSize(style.size ?? 10).fillColor(style.color ?? '#1f2933');
    const x = at?.x ?? doc.page.margins.left;
    const y = at?.y ?? doc.y;
    const width = style.width ?? this.contentWidth - (x - doc.page.margins.left);
    const face = (run: string) => doc.font(SINHALA_RUN.test(run) ? (style.bold ? 'sinhalaBold' : 'sinhala') : style.bold ? 'latinBold' : 'latin');

    const total = runs.reduce((sum, run) => sum + face(run).widthOfString(run), 0);
    // pdfkit's own alignment misplaces shaped Sinhala words, so a line that fits is measured
    // run by run and placed by hand; longer text wraps from the left.
    if ((style.align === 'right' || style.align === 'center') && total <= width) {
      let cursor = x + (style.align === 'right' ? width - total : (width - total) / 2);
      for (const run of runs) {
        face(run).text(run, cursor, y, { lineBreak: false });
        cursor += doc.widthOfString(run);
      }
      doc.x = doc.page.margins.left;
      doc.y = y + doc.currentLineHeight(true);
      return this;
    }
    runs.forEach((run, i) => {
      const options = { width, continued: i < runs.length - 1 };
      if (i === 0) face(run).text(run, x, y, options);
      else face(run).text(run, options);
    });
    doc.x = doc.page.margins.left;
    return this;
  }

  async toBuffer(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return Buffer.concat(chunks);
  }
}
