import { useMediaQuery } from '@mui/material';
import { MOBILE_MAX_WIDTH } from '../../contract/constants';

/** Phones and narrow windows: width of 768 px or less (spec 2 §2.3). */
export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH}px)`;

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY, { noSsr: true });
