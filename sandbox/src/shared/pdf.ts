/**
 * A tiny PDF writer: A4 pages of Helvetica text (WinAnsi, so Portuguese accents work), with
 * indents, section rules, automatic page breaks and a correct cross-reference table. Enough for reports and vouchers of the sandbox.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
  /** Left indent from the margin, in points. */
  indent?: number;
  /** Draws a thin horizontal rule below the line (section separators). */
  rule?: boolean;
  /**
   * Draws a QR code instead of text: its modules (row by row, `true` = dark) on a `width` ×
   * `width` grid, `side` points wide, with the quiet zone the readers need around it.
   */
  qr?: { modules: ArrayLike<boolean | number>; width: number; side: number };
}

/**
 * Splits a paragraph into lines of at most `maxChars` characters at spaces (the writer does not
 * wrap): about 90 characters of 10-point Helvetica fit the A4 text width.
 */
export function wrapText(text: string, maxChars = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function pdfString(text: string): string {
  // WinAnsi covers Latin-1 for our texts; anything outside becomes '?'.
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (m) => `\\${m}`)})`;
}

const PAGE_TOP = 800;
const PAGE_BOTTOM = 56;
const MARGIN = 56;

/** Lays the lines out on as many A4 pages as they need; one content stream per page. */
function pageContents(lines: readonly PdfLine[]): string[] {
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = PAGE_TOP;
  for (const line of lines) {
    if (line.qr) {
      const { modules, width, side } = line.qr;
      const step = (line.gap ?? 0) + side;
      if (y - step < PAGE_BOTTOM && ops.length > 0) {
        pages.push(ops);
        ops = [];
        y = PAGE_TOP;
      }
      y -= step;
      const unit = side / (width + 8);
      const x0 = MARGIN + (line.indent ?? 0) + unit * 4;
      const rects: string[] = [];
      for (let row = 0; row < width; row += 1) {
        for (let col = 0; col < width; col += 1) {
          if (!modules[row * width + col]) continue;
          const x = x0 + col * unit;
          const top = y + side - unit * 4 - row * unit;
          rects.push(
            `${x.toFixed(2)} ${(top - unit).toFixed(2)} ${unit.toFixed(2)} ${unit.toFixed(2)} re`,
          );
        }
      }
      ops.push(`0 0 0 rg ${rects.join(' ')} f`);
      continue;
    }
    const size = line.size ?? 11;
    const step = (line.gap ?? 0) + size * 1.45;
    if (y - step < PAGE_BOTTOM && ops.length > 0) {
      pages.push(ops);
      ops = [];
      y = PAGE_TOP;
    }
    y -= ops.length === 0 ? size * 1.45 : step;
    ops.push(
      'BT',
      `/${line.bold ? 'F2' : 'F1'} ${size} Tf`,
      `1 0 0 1 ${MARGIN + (line.indent ?? 0)} ${y.toFixed(1)} Tm`,
      `${pdfString(line.text)} Tj`,
      'ET',
    );
    if (line.rule) {
      const ry = (y - size * 0.45).toFixed(1);
      ops.push(`0.6 w 0.55 0.6 0.65 RG ${MARGIN} ${ry} m ${595 - MARGIN} ${ry} l S 0 0 0 RG`);
    }
  }
  pages.push(ops);
  return pages.map((page) => page.join('\n'));
}

/** A PDF 1.4 file: Info title, Helvetica (regular and bold), one or more A4 pages of text. */
export function buildPdf(title: string, lines: readonly PdfLine[]): Buffer {
  const contents = pageContents(lines);
  // Objects: 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page and its content per page.
  const pageId = (i: number): number => 6 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${contents.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Aurora sandbox) >>`,
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
