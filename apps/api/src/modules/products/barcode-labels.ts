import bwipjs from 'bwip-js';
import { formatMoney, Money } from '@ginuma/domain';
import { PdfWriter } from '../../platform/pdf/pdf-writer';

export interface LabelProduct {
  name: string;
  code: string;
  barcode: string | null;
  selling_price: string;
}

/** A Code 128 image of what a product's label scans as: its barcode, else its code. */
export function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: true, textxalign: 'center' });
}

/** An A4 sheet of labels, three across, `copies` of each product: name, barcode, price. */
export async function barcodeLabelsPdf(products: readonly LabelProduct[], copies: number): Promise<Buffer> {
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const columns = 3;
  const width = pdf.contentWidth / columns;
  const height = 96;
  const left = doc.page.margins.left;
  let slot = 0;
  let top = doc.page.margins.top;
  for (const product of products) {
    const image = await barcodePng(product.barcode ?? product.code);
    for (let copy = 0; copy < copies; copy++) {
      const column = slot % columns;
      if (column === 0 && slot > 0) top += height;
      if (top + height > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        top = doc.page.margins.top;
      }
      const x = left + column * width;
      doc.rect(x + 2, top + 2, width - 4, height - 4).lineWidth(0.3).strokeColor('#cbd2d9').stroke();
      pdf.text(product.name, { size: 8, bold: true, align: 'center', width: width - 12 }, { x: x + 6, y: top + 8 });
      doc.image(image, x + 14, top + 24, { fit: [width - 28, 44], align: 'center' });
      pdf.text(formatMoney(Money.of(product.selling_price), 'en-US'), { size: 8, align: 'center', width: width - 12 }, { x: x + 6, y: top + 74 });
      slot++;
    }
  }
  return pdf.toBuffer();
}
