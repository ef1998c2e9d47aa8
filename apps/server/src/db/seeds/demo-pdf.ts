/**
 * A small, valid one-page PDF 1.4 made at seed time, so the demo has a document to open without
 * shipping a binary file. Its text uses the standard Helvetica font, which every PDF reader has, so
 * it is ASCII only; the Japanese is in the document's name.
 */
export function demoPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    '26 TL',
    ...lines.flatMap((line, i) => (i === 0 ? [`(${escape(line)}) Tj`] : ['T*', `(${escape(line)}) Tj`])),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, flag, CR LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
