import { Toolbar } from 'react-admin';

/**
 * A form page's save bar. On a phone react-admin pins it to the bottom of the screen, under our
 * bottom navigation, where it cannot be seen or tapped: here it stays at the end of the form.
 */
export const formToolbar = <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }} />;
