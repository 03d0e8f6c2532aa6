import { legalSourcesText, questionsText } from '@oece/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

export interface BallotQuestion {
  /** Its number in the file, 1 to n. */
  number: number;
  question: string;
  alternatives: string[];
  correctAlternative: number;
  explanation: string | null;
  sources: string[];
}

export interface BallotSection {
  /** 'Actuaciones preparatorias'. */
  label: string;
  topics: { code: string; label: string; questions: BallotQuestion[] }[];
}

/** Everything a file shows, as plain data: it crosses to the worker thread that renders it. */
export interface BallotDocumentInput {
  brandName: string;
  /** 'Balotario Estándar'. */
  title: string;
  /** The day it was made, in words: '25 de noviembre de 2026'. */
  day: string;
  showAnswers: boolean;
  /** Explanations under the answers (the editions whose plans include them). */
  explanations: boolean;
  /** The member it was made for, on every page; null for the administrator's files. */
  owner: string | null;
  sections: BallotSection[];
}

const LETTERS = ['a', 'b', 'c', 'd'];
const INK = '#1a1a1a';
const PRIMARY = '#0d47a1';
const ANSWER = '#1b5e20';
const MUTED = '#5f6368';

function questionBlock(item: BallotQuestion, input: BallotDocumentInput): Content {
  const lines: Content[] = [
    { text: [{ text: `${item.number}. `, bold: true }, item.question], margin: [0, 0, 0, 3] },
    ...item.alternatives.map((alternative, index): Content => ({
      text: [{ text: `${LETTERS[index]}) `, bold: true }, alternative],
      margin: [14, 1, 0, 0],
    })),
  ];
  if (input.showAnswers) {
    const key = item.correctAlternative;
    lines.push({
      text: [{ text: 'Respuesta: ', bold: true }, `${LETTERS[key]}) ${item.alternatives[key]}`],
      color: ANSWER,
      margin: [0, 5, 0, 0],
    });
    if (input.explanations && item.explanation) {
      lines.push({
        text: [{ text: 'Explicación: ', bold: true }, item.explanation],
        fontSize: 9,
        margin: [0, 3, 0, 0],
      });
    }
    if (item.sources.length > 0) {
      lines.push({
        text: [{ text: 'Base legal: ', bold: true }, legalSourcesText(item.sources)],
        fontSize: 9,
        color: MUTED,
        margin: [0, 3, 0, 0],
      });
    }
  }
  return { stack: lines, margin: [0, 0, 0, 12], unbreakable: true };
}

function cover(input: BallotDocumentInput, total: number): Content[] {
  const contents = input.showAnswers
    ? input.explanations
      ? 'con su respuesta, su explicación y su base legal'
      : 'con su respuesta y su base legal'
    : 'sin respuestas, para ponerte a prueba';
  return [
    { text: input.brandName, fontSize: 14, bold: true, color: PRIMARY, margin: [0, 120, 0, 24] },
    { text: input.title, fontSize: 30, bold: true, margin: [0, 0, 0, 8] },
    { text: `${questionsText(total)} de opción múltiple ${contents}`, fontSize: 13, margin: [0, 0, 0, 24] },
    {
      text: 'Según la Ley N° 32069, Ley General de Contrataciones Públicas, y su Reglamento.',
      color: MUTED,
    },
    { text: `Actualizado al ${input.day}.`, color: MUTED, margin: [0, 4, 0, 32] },
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: 'Competencia', bold: true },
            { text: 'Preguntas', bold: true, alignment: 'right' },
          ],
          ...input.sections.map((section): TableCell[] => [
            section.label,
            {
              text: String(section.topics.reduce((sum, topic) => sum + topic.questions.length, 0)),
              alignment: 'right' as const,
            },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 32],
    },
    ...(input.owner
      ? [
          {
            text: `Preparado para ${input.owner}. Es para tu estudio personal: cada página lleva tu usuario.`,
            color: MUTED,
          },
        ]
      : []),
  ];
}

/** The file as pdfmake lays it out: a cover, then each competency and topic with its questions. */
export function ballotDocument(input: BallotDocumentInput): TDocumentDefinitions {
  const total = input.sections.reduce(
    (sum, section) => sum + section.topics.reduce((inner, topic) => inner + topic.questions.length, 0),
    0,
  );
  const body: Content[] = input.sections.flatMap((section): Content[] => [
    { text: section.label, style: 'competency', pageBreak: 'before' },
    ...section.topics.flatMap((topic): Content[] => [
      { text: `${topic.code} ${topic.label}`, style: 'topic' },
      ...topic.questions.map((item) => questionBlock(item, input)),
    ]),
  ]);
  const footerLine = input.owner ? `Descargado por ${input.owner} · uso personal` : input.brandName;
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 56],
    info: { title: input.title, author: input.brandName, creator: input.brandName, subject: 'Balotario' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2, color: INK },
    styles: {
      competency: { fontSize: 18, bold: true, color: PRIMARY, margin: [0, 0, 0, 10] },
      topic: { fontSize: 12, bold: true, margin: [0, 6, 0, 8] },
    },
    content: [...cover(input, total), ...body],
    footer: (page: number, pages: number): Content => ({
      columns: [
        { text: footerLine, color: '#9aa0a6' },
        { text: `Página ${page} de ${pages}`, alignment: 'right', color: MUTED },
      ],
      fontSize: 8,
      margin: [50, 20, 50, 0],
    }),
  };
}
