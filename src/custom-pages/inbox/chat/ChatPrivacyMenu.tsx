import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import type { Conversation } from '../../../../contract/inbox';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { EraseContactDialog } from '../../../resources/leads/EraseContactDialog';
import { useContactRights } from '../../../resources/leads/useContactRights';

const R = 'app.privacy.rights';

/** The chat header's menu, for admins: the contact's rights (LGPD) on this conversation's lead. */
export const ChatPrivacyMenu = ({ conversation }: { conversation: Conversation }) => {
  const t = useAppTranslate();
  const refresh = useRefresh();
  const rights = useContactRights(conversation.leadId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!rights.allowed || !conversation.leadId) return null;
  const leadId = conversation.leadId;
  return (
    <>
      <Tooltip title={t('app.nav.more')}>
        <IconButton
          aria-label={t('app.nav.more')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={rights.exporting}
          onClick={() => {
            setAnchor(null);
            void rights.exportData();
          }}
        >
          {t(`${R}.export`)}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            rights.openErase();
          }}
        >
          {t(`${R}.erase`)}
        </MenuItem>
      </Menu>
      {rights.erasing && (
        <EraseContactDialog
          leadId={leadId}
          contactNumber={conversation.contactNumber}
          onClose={rights.closeErase}
          onErased={() => {
            rights.closeErase();
            refresh();
          }}
        />
      )}
    </>
  );
};
