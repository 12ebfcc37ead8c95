import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { create as openFont } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

// pdf-lib's standard fonts are WinAnsi only, so Chinese needs an embedded font. Noto Sans
// Hans (GB2312 coverage, Latin included) comes from the npm package @embedpdf/fonts-sc: it
// installs with the project on every machine, so no system font path and no download at
// run time. The package exports only metadata (typed against a package it does not install);
// the .otf files sit in its fonts/ folder.
const FONT_FILE = 'NotoSansHans-Regular.otf';

let pending: Promise<Uint8Array> | undefined;

/** The path of the regular Noto Sans Hans file inside the installed package. */
export function cjkFontPath(): string {
  const packageEntry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(packageEntry), '..', 'fonts', FONT_FILE);
}

/** The CJK font's bytes, read once per process (8 MB; each PDF embeds only the glyphs it uses). */
export function loadCjkFont(): Promise<Uint8Array> {
  pending ??= readFile(cjkFontPath()).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The font engine pdf-lib accepts in `registerFontkit`. */
type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;

/**
 * fontkit 2 in the shape pdf-lib expects. pdf-lib's own fork (@pdf-lib/fontkit 1.1) writes
 * broken subsets of CID-keyed CFF fonts such as Noto Sans CJK (glyphs vanish, pdf.js warns
 * "Out of bounds subrIndex"; Hopding/pdf-lib#1232, #808); fontkit 2 subsets them correctly but
 * renamed the subset's `encodeStream()` to `encode()`, which is all this adapter restores.
 */
export const pdfFontkit: PdfLibFontkit = {
  create(bytes) {
    const font = openFont(Buffer.from(bytes));
    if (!('createSubset' in font)) throw new Error('a font collection cannot be embedded');
    const createSubset = font.createSubset.bind(font);
    Object.assign(font, {
      createSubset: () => {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([Buffer.from(subset.encode())]) });
      },
    });
    // The two packages type the same objects separately; the subset now has the one method they disagree on.
    return font as unknown as PdfLibFont;
  },
};
