import { Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router';
import type { NavItem } from './public-layout';

export function MobileMenu({
  items,
  open,
  onClose,
}: {
  items: NavItem[];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <List sx={{ width: 240 }} component="nav" aria-label="Menú">
        {items.map((item) => (
          <ListItemButton key={item.to} component={Link} to={item.to} onClick={onClose}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
