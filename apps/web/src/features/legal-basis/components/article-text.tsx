import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Link as MuiLink } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { NOTE_MARK, noteLabel, type ArticleBlock, type CitedPassage } from '@oece/domain';
import { Fragment, type ReactNode, type Ref } from 'react';

/** Room for the sticky top bar above a numeral or literal the address points at. */
const ANCHOR_MARGIN = 80;

/**
 * A stretch of an article's text with the publisher's marks shown as a raised asterisk that a
 * screen reader reads as 'con nota', except a mark that closes the block right before its note.
 */
function Marked({ text, closesBeforeNote }: { text: string; closesBeforeNote: boolean }) {
  const shown = closesBeforeNote ? text.replace(/(?:\s*\(\*\))+\s*$/, '') : text;
  const pieces = shown.split(NOTE_MARK);
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {piece}
      {index < pieces.length - 1 && (
        <>
          <sup aria-hidden>*</sup>
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (con nota)
          </Box>
        </>
      )}
    </Fragment>
  ));
}

/**
 * The publisher's note on an amendment, an erratum or the text's force, set apart from the text:
 * what happened and by which norm ('Numeral modificado por el D.S. N° 001-2026-EF') in words and
 * with an icon, then the note itself, which quotes the new text.
 */
function Note({ text }: { text: string }) {
  return (
    <Box
      role="note"
      sx={{
        m: 0,
        ml: { xs: 1, sm: 2 },
        px: 1.5,
        py: 1,
        fontSize: '0.875em',
        bgcolor: 'grey.50',
        borderLeft: 3,
        borderColor: 'grey.500',
        borderRadius: 1,
      }}
    >
      <Box
        component="p"
        sx={{ m: 0, mb: 0.5, fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <EditNoteIcon fontSize="small" aria-hidden />
        {noteLabel(text)}
      </Box>
      <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
        {text.replace(/^(?:\(\*\)\s*)+/, '')}
      </Box>
    </Box>
  );
}

/** How the passage a source cites stands out: a bar beside it as well as its colour. */
const citedStyle = {
  bgcolor: 'warning.light',
  color: 'common.black',
  // The marker's link too: the link colour does not contrast enough with the highlight.
  '& a': { color: 'common.black' },
  borderLeft: 4,
  borderColor: 'warning.dark',
  px: 1,
  borderRadius: 1,
} as const;

/** The numeral or literal an address points at (#n-2, #n-2-b) stands out, also without JavaScript. */
const targetStyle = { '&:target': citedStyle } as const;

function TextBlock({
  block,
  anchor,
  cited,
  closesBeforeNote,
  citedRef,
}: {
  block: ArticleBlock;
  anchor: string | null;
  cited: CitedPassage | null;
  closesBeforeNote: boolean;
  citedRef?: Ref<HTMLParagraphElement>;
}) {
  const { text } = block;
  let body: ReactNode;
  if (cited?.sentence) {
    const [start, end] = cited.sentence;
    body = (
      <>
        <Marked text={text.slice(0, start)} closesBeforeNote={false} />
        <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'common.black', px: 0.25 }}>
          <Marked text={text.slice(start, end)} closesBeforeNote={closesBeforeNote && end === text.length} />
        </Box>
        <Marked text={text.slice(end)} closesBeforeNote={closesBeforeNote} />
      </>
    );
  } else {
    body = <Marked text={text} closesBeforeNote={closesBeforeNote} />;
  }
  const marker = anchor ? (
    <MuiLink href={`#${anchor}`} sx={{ fontWeight: 700 }}>
      {block.marker}
    </MuiLink>
  ) : (
    block.marker && <strong>{block.marker}</strong>
  );
  const citedHere = cited !== null;
  return (
    <Box
      component="p"
      id={anchor ?? undefined}
      ref={citedRef}
      aria-current={citedHere ? 'true' : undefined}
      sx={{
        m: 0,
        pl: block.kind === 'item' ? { xs: 2, sm: 3 } : 0,
        scrollMarginTop: ANCHOR_MARGIN,
        ...(anchor ? targetStyle : {}),
        ...(citedHere
          ? cited.sentence
            ? { borderLeft: 4, borderColor: 'warning.dark', px: 1, borderRadius: 1 }
            : citedStyle
          : {}),
      }}
    >
      {marker}
      {marker && ' '}
      {body}
    </Box>
  );
}

/**
 * An article's text in blocks (numerals, literals, plain text) with the publisher's notes set apart,
 * as its page and the drawer of a 'Base legal' line show it. On the page each numeral and literal
 * is anchored and links to itself (`anchors`); in the drawer the passage a source cites is marked
 * (`cited`): its literal or numeral, and the cited sentence within it.
 */
export function ArticleText({
  blocks,
  anchors,
  cited = null,
  citedRef,
}: {
  blocks: readonly ArticleBlock[];
  anchors?: readonly (string | null)[];
  cited?: CitedPassage | null;
  citedRef?: Ref<HTMLParagraphElement>;
}) {
  return blocks.map((block, index) =>
    block.kind === 'note' ? (
      <Note key={index} text={block.text} />
    ) : (
      <TextBlock
        key={index}
        block={block}
        anchor={anchors?.[index] ?? null}
        cited={cited?.block === index ? cited : null}
        closesBeforeNote={blocks[index + 1]?.kind === 'note'}
        citedRef={cited?.block === index ? citedRef : undefined}
      />
    ),
  );
}
