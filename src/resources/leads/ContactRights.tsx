import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useRefresh } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { EraseContactDialog } from './EraseContactDialog';
import { useContactRights } from './useContactRights';

const R = 'app.privacy.rights';

/** The lead page's LGPD buttons, for admins: export the contact's data, erase it. */
export const ContactRights = ({ leadId, contactNumber }: { leadId: string; contactNumber: string }) => {
  const t = useAppTranslate();
  const refresh = useRefresh();
  const rights = useContactRights(leadId);
  if (!rights.allowed) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={rights.exporting}
        onClick={() => void rights.exportData()}
      >
        {t(rights.exporting ? `${R}.exporting` : `${R}.export`)}
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={rights.openErase}>
        {t(`${R}.erase`)}
      </Button>
      {rights.erasing && (
        <EraseContactDialog
          leadId={leadId}
          contactNumber={contactNumber}
          onClose={rights.closeErase}
          onErased={() => {
            rights.closeErase();
            refresh();
          }}
        />
      )}
    </Stack>
  );
};
