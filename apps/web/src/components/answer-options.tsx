import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, FormGroup } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { ALTERNATIVE_LETTERS } from '@oece/domain';
import { memo, useCallback, useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';

type Tone = 'success' | 'error' | null;

/**
 * An option is a label around a native radio drawn by CSS, not the library's radio (a button base,
 * a ripple, two icons and their styles): a tap shows as checked by the browser itself, and the
 * render that follows touches two small options.
 */
function optionSx(color: Tone) {
  return {
    display: 'flex',
    alignItems: 'flex-start',
    pr: 1.5,
    border: 1,
    borderRadius: 1,
    borderColor: color ? `${color}.main` : 'divider',
    bgcolor: (theme: Theme) => (color ? alpha(theme.palette[color].main, 0.1) : 'transparent'),
    cursor: 'pointer',
    '&:has(input:disabled)': { cursor: 'default' },
    '& input': {
      appearance: 'none',
      flex: 'none',
      width: 20,
      height: 20,
      // Where the library's radio drew its circle: 42 px square, centred on the first line.
      m: '11px',
      border: 2,
      borderColor: 'text.secondary',
      borderRadius: '50%',
      cursor: 'inherit',
      '&:checked': {
        borderColor: 'primary.main',
        // The dot, with the option's own background as a ring between it and the circle.
        background: (theme: Theme) =>
          `radial-gradient(circle, ${theme.palette.primary.main} 0 4.5px, transparent 5px)`,
      },
      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      '&:disabled': { borderColor: 'action.disabled' },
      '&:disabled:checked': {
        borderColor: 'text.secondary',
        background: (theme: Theme) =>
          `radial-gradient(circle, ${theme.palette.text.secondary} 0 4.5px, transparent 5px)`,
      },
    },
    // Long options wrap under the radio's first line; locked options stay readable: the answer key
    // is what the candidate studies.
    '& .answer-text': { typography: 'body1', whiteSpace: 'pre-line', py: '9px', color: 'text.primary' },
  } as const;
}
/** The key's mark, and the wrong choice's, after an option's text. */
const TONE_ICONS = {
  success: { Icon: CheckCircleIcon, title: 'Respuesta correcta' },
  error: { Icon: CancelIcon, title: 'Tu respuesta' },
} as const;

function ToneIcon({ tone }: { tone: 'success' | 'error' }) {
  const { Icon, title } = TONE_ICONS[tone];
  return (
    <Icon color={tone} fontSize="small" titleAccess={title} sx={{ ml: 1, verticalAlign: 'text-bottom' }} />
  );
}

/** One object for every option shown without the key, so that memo sees nothing new. */
const PLAIN_SX = optionSx(null);

/**
 * One option. Memoised with its look and its own `checked`: a choice renders again only the option
 * left and the option taken.
 */
const AnswerOption = memo(function AnswerOption({
  name,
  option,
  alternative,
  checked,
  onChange,
  disabled,
  color,
}: {
  name: string;
  option: number;
  alternative: string;
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  disabled: boolean;
  color: Tone;
}) {
  return (
    <Box component="label" sx={color ? optionSx(color) : PLAIN_SX}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
      />
      <span className="answer-text">
        {ALTERNATIVE_LETTERS[option]}) {alternative}
        {color && <ToneIcon tone={color} />}
      </span>
    </Box>
  );
});

/**
 * A question's options a) to d) to choose one from: native radios of one name (the arrow keys move
 * among them), in a radio group named by the question. Once the key is known
 * (`correctAlternative`) it is marked green, and the chosen option red when it is not the key.
 */
export function AnswerOptions({
  labelledBy,
  alternatives,
  selected,
  onSelect,
  disabled,
  correctAlternative,
}: {
  /** Id of the question's text, the group's accessible name. */
  labelledBy: string;
  alternatives: readonly string[];
  selected: number | null;
  onSelect(option: number): void;
  disabled: boolean;
  /** The key, once it may be shown; null before. */
  correctAlternative: number | null;
}) {
  const name = useId();
  // The options keep one change handler, which calls the latest `onSelect`, so a new handler from
  // the page does not render them again.
  const latestSelect = useRef(onSelect);
  useLayoutEffect(() => {
    latestSelect.current = onSelect;
  });
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => latestSelect.current(Number(event.target.value)),
    [],
  );

  function tone(option: number): Tone {
    if (correctAlternative === null) return null;
    if (option === correctAlternative) return 'success';
    return option === selected ? 'error' : null;
  }

  return (
    <FormGroup role="radiogroup" aria-labelledby={labelledBy} sx={{ gap: 1 }}>
      {alternatives.map((alternative, option) => (
        <AnswerOption
          key={option}
          name={name}
          option={option}
          alternative={alternative}
          checked={option === selected}
          onChange={onChange}
          disabled={disabled}
          color={tone(option)}
        />
      ))}
    </FormGroup>
  );
}
