import MenuIcon from '@mui/icons-material/Menu';
import { Box, IconButton, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

export interface NavItem {
  label: string;
  to: string;
}

const MENU_ID = 'menu-principal';

/** Closes the menu once a link in it is followed inside the app (a new page closes it anyway). */
function closeMenu(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
}

/**
 * The public bar's menu on a phone: a native popover, so the button opens it at the first tap with
 * no script at all (and with JavaScript off). The browser gives it Escape, a tap outside to close,
 * and the top layer above the page; it slides in from the right like a drawer.
 */
export function PublicMenu({ items }: { items: NavItem[] }) {
  return (
    <>
      <IconButton sx={{ display: { md: 'none' } }} aria-label="Abrir menú" popoverTarget={MENU_ID} edge="end">
        <MenuIcon />
      </IconButton>
      <Box
        id={MENU_ID}
        popover="auto"
        sx={{
          // The popover's own box: a panel along the right edge, over a dimmed page.
          inset: '0 0 0 auto',
          width: 240,
          height: '100%',
          maxHeight: 'none',
          m: 0,
          p: 0,
          border: 0,
          bgcolor: 'background.paper',
          boxShadow: 16,
          '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
        }}
      >
        <Box component="nav" aria-label="Menú">
          <List>
            {/* Each link in its own list item: a link straight inside the list is not one. */}
            {items.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton component={Link} to={item.to} onClick={closeMenu}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Box>
    </>
  );
}
