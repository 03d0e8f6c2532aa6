import { COMPETENCY_LABELS, formatLongDay, type Brand, type Competency, type Topic } from '@oece/domain';

/**
 * The link previews' pictures (1200×630, what messaging apps and social networks show large) as
 * element trees for satori: the brand, what is shared and the way in. A question's picture shows
 * its stem and topic, never its alternatives: whoever sees it must open the page to answer.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** The family the template writes in (render-share-image.ts loads its files). */
export const SHARE_IMAGE_FONT = 'Roboto';

/** An element as satori reads it: React's element shape, without React. */
export interface ImageNode {
  type: 'div';
  key: null;
  props: { style: Style; children?: string | ImageNode[] };
}
type Style = Record<string, string | number>;

/** The site's blue and amber (apps/web's theme), and the text's greys. */
const BLUE = '#0d47a1';
const AMBER = '#ffb300';
const PALE_BLUE = '#e3ebf7';
const INK = '#1a1a1a';
const GREY = '#5f6b7a';

/** The stem's size by its length: a short stem in large type, a long one smaller and shortened. */
const STEM_SIZES = [
  { upTo: 110, fontSize: 50 },
  { upTo: 180, fontSize: 44 },
  { upTo: 230, fontSize: 38 },
] as const;
/** Lines the stem may take at its size: the room left between the topic line and the footer. */
const STEM_LINES = 5;
/** A topic's name on the question's picture: one line above the stem. */
const TOPIC_LINE_LENGTH = 70;
/** A topic's name as the title of its own picture: at most four large lines. */
const TOPIC_TITLE_LENGTH = 170;
const TOPIC_TITLE_LINES = 4;

function box(style: Style, children: ImageNode[]): ImageNode {
  return { type: 'div', key: null, props: { style: { display: 'flex', ...style }, children } };
}

function text(style: Style, content: string): ImageNode {
  return { type: 'div', key: null, props: { style, children: content } };
}

/** A text on one line, cut after its last whole word before `length` with '…' when it is longer. */
export function shortened(content: string, length: number): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The stem, shortened to fit, in the largest size that lets it fit. */
function stem(question: string): ImageNode {
  const longest = STEM_SIZES[STEM_SIZES.length - 1]!;
  const content = shortened(question, longest.upTo);
  const { fontSize } = STEM_SIZES.find((size) => content.length <= size.upTo) ?? longest;
  return text(
    {
      display: 'block',
      fontSize,
      fontWeight: 700,
      lineHeight: 1.3,
      color: INK,
      // Should a long word still overflow, the last line ends in '…' rather than outside the card.
      lineClamp: STEM_LINES,
    },
    content,
  );
}

function competencyChip(competency: Competency): ImageNode {
  return text(
    {
      fontSize: 24,
      fontWeight: 700,
      color: BLUE,
      backgroundColor: PALE_BLUE,
      padding: '8px 20px',
      borderRadius: 999,
    },
    COMPETENCY_LABELS[competency],
  );
}

function footer(competency: Competency, call: string): ImageNode {
  return box({ justifyContent: 'space-between', alignItems: 'center', marginTop: 24 }, [
    competencyChip(competency),
    text({ fontSize: 28, fontWeight: 700, color: BLUE }, call),
  ]);
}

/** The brand above a white card: what every picture shares. */
function frame(brand: Brand, kind: string, card: ImageNode[]): ImageNode {
  return box(
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding: '44px 56px 48px',
      backgroundColor: BLUE,
      fontFamily: SHARE_IMAGE_FONT,
    },
    [
      box({ justifyContent: 'space-between', alignItems: 'center', marginBottom: 28 }, [
        text({ fontSize: 36, fontWeight: 700, color: '#ffffff' }, brand.name),
        text({ fontSize: 28, fontWeight: 700, color: AMBER }, kind),
      ]),
      box(
        {
          flexDirection: 'column',
          flexGrow: 1,
          backgroundColor: '#ffffff',
          borderRadius: 24,
          padding: '36px 48px',
          borderBottom: `10px solid ${AMBER}`,
        },
        card,
      ),
    ],
  );
}

/** A question's picture: its topic, its stem (shortened) and its competency. */
export function questionImage(
  brand: Brand,
  question: { question: string; topic: Topic; category: Competency },
): ImageNode {
  return frame(brand, 'Pregunta de práctica', [
    text(
      { fontSize: 26, color: GREY, marginBottom: 18 },
      shortened(`${question.topic.code} · ${question.topic.label}`, TOPIC_LINE_LENGTH),
    ),
    box({ flexGrow: 1, flexDirection: 'column' }, [stem(question.question)]),
    footer(question.category, '¿Sabes la respuesta?'),
  ]);
}

/** The question of a day's picture: the date, the stem (shortened) and its competency. */
export function dailyImage(
  brand: Brand,
  day: string,
  question: { question: string; category: Competency },
): ImageNode {
  const date = formatLongDay(day);
  return frame(brand, 'Pregunta del día', [
    text({ fontSize: 28, color: GREY, marginBottom: 18 }, `${date.charAt(0).toUpperCase()}${date.slice(1)}`),
    box({ flexGrow: 1, flexDirection: 'column' }, [stem(question.question)]),
    footer(question.category, 'Responde y compara tu respuesta'),
  ]);
}

/** A topic's picture: its code and name, its competency and how many questions the bank has on it. */
export function topicImage(brand: Brand, topic: Topic, questions: number): ImageNode {
  return frame(brand, 'Temas del examen OECE', [
    text({ fontSize: 30, fontWeight: 700, color: GREY, marginBottom: 16 }, `Tema ${topic.code}`),
    box({ flexGrow: 1, flexDirection: 'column' }, [
      text(
        {
          display: 'block',
          fontSize: 46,
          fontWeight: 700,
          lineHeight: 1.25,
          color: INK,
          lineClamp: TOPIC_TITLE_LINES,
        },
        shortened(topic.label, TOPIC_TITLE_LENGTH),
      ),
    ]),
    footer(topic.competency, `${questions} ${questions === 1 ? 'pregunta' : 'preguntas'} en el banco`),
  ]);
}
