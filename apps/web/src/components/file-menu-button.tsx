import { Box, Button, CircularProgress, ListItemText, Menu, MenuItem } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState, type ReactNode } from 'react';

export interface FileChoice {
  label: string;
  detail: string;
}

/**
 * A button that opens a menu of files to make ('Exportar', 'Generar PDF'), with a spinner and
 * `busyLabel` while one is made. With `status`, a live region says it to screen readers meanwhile
 * (left out where the page has a status line of its own).
 */
export function FileMenuButton<T extends FileChoice>({
  label,
  busyLabel,
  icon,
  choices,
  busy,
  status,
  onChoose,
}: {
  label: string;
  busyLabel: string;
  icon: ReactNode;
  choices: readonly T[];
  busy: boolean;
  status?: string;
  onChoose(choice: T): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <Button
        variant="outlined"
        // Busy rather than disabled: the menu gives the focus back to this button when it closes.
        onClick={(event) => !busy && setAnchor(event.currentTarget)}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : icon}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        {busy ? busyLabel : label}
      </Button>
      {status !== undefined && (
        <Box role="status" sx={visuallyHidden}>
          {busy ? status : ''}
        </Box>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.label}
            onClick={() => {
              setAnchor(null);
              onChoose(choice);
            }}
          >
            <ListItemText primary={choice.label} secondary={choice.detail} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
