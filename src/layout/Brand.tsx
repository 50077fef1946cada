import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { useOwnBranding } from './ownBranding';

/**
 * The header's brand: Vendaí, or on a white-label plan the shop's own name and logo (set in
 * `/settings`). While the brand loads, or when it cannot be read, Vendaí shows.
 */
export const Brand = ({ maxNameWidth }: { maxNameWidth?: number }) => {
  const { data } = useOwnBranding();
  return <BrandView own={data?.whiteLabel ? data : null} maxNameWidth={maxNameWidth} />;
};

/**
 * Vendaí's own brand, whoever is signed in: the platform owner's pages (the onboarding wizard)
 * speak for the platform, not for the shop the owner happens to belong to.
 */
export const PlatformBrand = () => <BrandView own={null} />;

const BrandView = ({
  own,
  maxNameWidth,
}: {
  own: { name: string; logoUrl: string | null } | null;
  /** A header short of room cuts a long name sooner (with an ellipsis). */
  maxNameWidth?: number;
}) => {
  const t = useAppTranslate();
  return (
    <Box
      component={LinkBase}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        mr: 1,
        minWidth: 0,
      }}
    >
      {own?.logoUrl ? (
        <Box
          component="img"
          src={own.logoUrl}
          alt=""
          referrerPolicy="no-referrer"
          sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }}
        />
      ) : (
        <SupportAgentIcon aria-hidden />
      )}
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ fontWeight: 700, maxWidth: maxNameWidth ?? { xs: 140, sm: 260 } }}
      >
        {own ? own.name : t('app.common.brand')}
      </Typography>
    </Box>
  );
};
