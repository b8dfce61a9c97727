import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, one string per text-showing operator (`[...] TJ` / `(...) Tj`) of its
 * content streams: inflated, hex or literal strings decoded as WinAnsi (Latin-1 for our texts).
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const body = op[1] ?? op[2] ?? '';
      const parts = [...body.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((part) =>
        part[1] !== undefined
          ? Buffer.from(part[1], 'hex').toString('latin1')
          : (part[2] ?? '').replace(/\\(.)/g, '$1'),
      );
      texts.push(parts.join(''));
    }
  }
  return texts;
}
