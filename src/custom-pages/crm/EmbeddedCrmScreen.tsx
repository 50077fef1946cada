import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { usePortals } from './crmQueries';
import { clearPartnerVisit, markPartnerVisit } from './partnerSession';

/** Spec 3 §9: the loading overlay shows for 2 seconds, or until the frame has loaded. */
export const OVERLAY_MS = 2_000;
/** A frame that has not loaded by then is taken as unreachable, and the page says so. */
export const UNREACHABLE_MS = 20_000;

/** `/autocerto` and `/autocerto/sistema` (spec 3 §2.5): the CRM's web system in a frame. */
const EmbeddedCrmScreen = () => {
  const t = useAppTranslate();
  const notify = useNotify();
  const { data: portals } = usePortals();
  const [loading, setLoading] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [frameKey, setFrameKey] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    markPartnerVisit('autocerto');
    const timer = setTimeout(() => setLoading(false), OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // A page the frame may not show loads too (as the browser's refusal), so the parent cannot tell
  // a refusal from the system itself: the hint below the toolbar says what to do in both cases.
  // Only a frame that never loads at all is known to be unreachable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new frame (frameKey) starts a new wait.
  useEffect(() => {
    setUnreachable(false);
    const timer = setTimeout(() => setUnreachable(true), UNREACHABLE_MS);
    return () => clearTimeout(timer);
  }, [frameKey]);
  const url = portals?.crmUrl;
  const openInNewTab = () => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };
  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: fullscreen ? '100vh' : 'calc(100vh - 120px)',
        minHeight: 400,
        ...(fullscreen
          ? { position: 'fixed', inset: 0, zIndex: 'modal', bgcolor: 'background.default' }
          : {}),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle1" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {t('app.crm.embedded.frameTitle')}
        </Typography>
        {action(
          fullscreen ? t('app.crm.embedded.exitFullscreen') : t('app.crm.embedded.fullscreen'),
          fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />,
          () => setFullscreen((value) => !value),
        )}
        {action(t('app.crm.embedded.openNewTab'), <OpenInNewIcon />, openInNewTab)}
        {action(t('app.crm.embedded.logout'), <LogoutIcon />, () => {
          clearPartnerVisit('autocerto');
          setFrameKey((value) => value + 1);
          notify('app.crm.embedded.loggedOut', { type: 'info' });
        })}
      </Box>
      <FrameNotice unreachable={unreachable && !loaded} onOpen={openInNewTab} />
      <Box sx={{ position: 'relative', flexGrow: 1 }}>
        {url && (
          <Box
            component="iframe"
            key={frameKey}
            src={url}
            title={t('app.crm.embedded.frameTitle')}
            onLoad={() => {
              setLoading(false);
              setLoaded(true);
            }}
            sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          />
        )}
        {loading && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              bgcolor: 'background.paper',
            }}
          >
            <CircularProgress />
            <Typography>{t('app.crm.embedded.loading')}</Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
};

/**
 * What to do when the system does not show: a site that refuses to be framed, or is down, leaves
 * an empty or broken frame that explains nothing by itself.
 */
const FrameNotice = ({ unreachable, onOpen }: { unreachable: boolean; onOpen: () => void }) => {
  const t = useAppTranslate();
  return (
    <Alert
      severity={unreachable ? 'warning' : 'info'}
      variant={unreachable ? 'standard' : 'outlined'}
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" startIcon={<OpenInNewIcon />} onClick={onOpen}>
          {t('app.crm.embedded.openNewTab')}
        </Button>
      }
    >
      {t(unreachable ? 'app.crm.embedded.unreachable' : 'app.crm.embedded.notShowingHint')}
    </Alert>
  );
};

export default EmbeddedCrmScreen;
