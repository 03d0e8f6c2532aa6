import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { FormControlLabel, FormGroup, Radio } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { ALTERNATIVE_LETTERS } from '@oece/domain';
import { memo, useCallback, useId, useLayoutEffect, useRef, type SyntheticEvent } from 'react';

type Tone = 'success' | 'error' | null;

function optionSx(color: Tone) {
  return {
    m: 0,
    pr: 1.5,
    alignItems: 'flex-start',
    border: 1,
    borderRadius: 1,
    borderColor: color ? `${color}.main` : 'divider',
    bgcolor: (theme: Theme) => (color ? alpha(theme.palette[color].main, 0.1) : 'transparent'),
    // Long options wrap under the radio's first line instead of centring on it.
    '& .MuiFormControlLabel-label': { whiteSpace: 'pre-line', py: '9px' },
    // Locked options stay readable: the answer key is what the candidate studies.
    '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  } as const;
}
/** One object for every option shown without the key, so that memo sees nothing new. */
const PLAIN_SX = optionSx(null);
/**
 * No ripple under a finger (the keyboard's focus still shows one): on a slow phone starting it
 * delays the choice's own work, and the radio shows the choice at once anyway.
 */
const RADIO = <Radio disableTouchRipple />;

/**
 * One option. Memoised with its look and its own `checked`: a choice renders again only the option
 * left and the option taken, so on a slow phone a tap does not render every label, radio and style.
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
  onChange(event: SyntheticEvent): void;
  disabled: boolean;
  color: Tone;
}) {
  return (
    <FormControlLabel
      name={name}
      value={String(option)}
      checked={checked}
      onChange={onChange}
      control={RADIO}
      disabled={disabled}
      label={
        <>
          {ALTERNATIVE_LETTERS[option]}) {alternative}
          {color === 'success' && (
            <CheckCircleIcon
              color="success"
              fontSize="small"
              titleAccess="Respuesta correcta"
              sx={{ ml: 1, verticalAlign: 'text-bottom' }}
            />
          )}
          {color === 'error' && (
            <CancelIcon
              color="error"
              fontSize="small"
              titleAccess="Tu respuesta"
              sx={{ ml: 1, verticalAlign: 'text-bottom' }}
            />
          )}
        </>
      }
      sx={color ? optionSx(color) : PLAIN_SX}
    />
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
    (event: SyntheticEvent) => latestSelect.current(Number((event.target as HTMLInputElement).value)),
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
