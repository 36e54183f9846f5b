import { contentBottom, contentWidth, type PdfDocument } from './pdf-document.ts';

export interface PdfColumn {
  header: string;
  /** A share of the content width; the shares of a table's columns are scaled to fill it. */
  weight: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  /** One row of cell texts; starts a new page, with the header again, when the page is full. */
  row(cells: readonly string[]): void;
  /** Label and value lines under the table, in bold, right-aligned values (totals, closing balance). */
  totals(lines: readonly [string, string][]): void;
}

const rowHeight = 14;
const padding = 3;

/**
 * Draws a table from the current position: a header row, then rows one at a time, so a table of any length is
 * written without holding its rows. Cells are cut to one line.
 */
export function startPdfTable(document: PdfDocument, columns: readonly PdfColumn[]): PdfTable {
  const left = document.page.margins.left;
  const width = contentWidth(document);
  const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / totalWeight) * width);
  let y = document.y;

  const cells = (texts: readonly string[], font: string) => {
    document.font(font).fontSize(8);
    let x = left;
    texts.forEach((text, index) => {
      const cellWidth = widths[index] ?? 0;
      document.text(text, x + padding, y + padding, {
        width: cellWidth - 2 * padding,
        align: columns[index]?.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        height: rowHeight,
      });
      x += cellWidth;
    });
    y += rowHeight;
  };

  const header = () => {
    document.rect(left, y, width, rowHeight).fill('#e8eaee').fillColor('black');
    cells(
      columns.map((column) => column.header),
      'Helvetica-Bold',
    );
  };

  const newPageIfFull = () => {
    if (y + rowHeight <= contentBottom(document)) return;
    document.addPage();
    y = document.page.margins.top;
    header();
  };

  header();
  return {
    row(texts) {
      newPageIfFull();
      cells(texts, 'Helvetica');
      document
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.3)
        .strokeColor('#c8ccd2')
        .stroke();
    },
    totals(lines) {
      y += padding;
      for (const [label, value] of lines) {
        newPageIfFull();
        document.font('Helvetica-Bold').fontSize(9);
        document.text(label, left, y + padding, { width: width * 0.6, lineBreak: false });
        document.text(value, left + width * 0.6, y + padding, { width: width * 0.4 - padding, align: 'right' });
        y += rowHeight;
      }
      document.y = y;
    },
  };
}
