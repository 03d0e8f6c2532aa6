// A worker thread's entry (piscina): lays out and writes one PDF, away from the thread that
// answers requests. Everything it needs comes in the task as plain data.
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import { ballotDocument, type BallotDocumentInput } from './ballot-document';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

// Roboto is embedded (subset): accents, 'ñ', '¿' and '°' come out as written.
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// Nothing in a ballot may reach the network or another file.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

export default async function renderBallot(input: BallotDocumentInput): Promise<Uint8Array> {
  return pdfmake.createPdf(ballotDocument(input)).getBuffer();
}
