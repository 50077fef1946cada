import { Box, ButtonBase, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { ConsentStatus } from '../../contract/consent';
import { useAppTranslate } from '../i18n/useAppTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { ConsentChip } from './ConsentChip';
import { useToast } from './useToast';

const C = 'app.templates.consent';
const CHOICES = ['opted_in', 'opted_out'] as const;

/**
 * The contact's consent with the staff's way to record it (issue 25): a customer who agreed by
 * phone or at the shop is marked `opted_in` (campaigns need it); one who asked to stop, `opted_out`.
 * The chip opens the choice; the server audits the change.
 */
export const ConsentControl = ({ leadId, status }: { leadId: string; status: ConsentStatus }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (next: (typeof CHOICES)[number]) => {
    setAnchor(null);
    setSaving(true);
    try {
      await dataProvider.setLeadConsent(leadId, next);
      toast({ title: `${C}.saved`, type: 'success' });
      refresh();
    } catch {
      toast({ title: `${C}.failed`, type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', minWidth: 0 }}>
      <ButtonBase
        aria-label={t(`${C}.change`)}
        aria-haspopup="menu"
        disabled={saving}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 4, minWidth: 0 }}
      >
        <ConsentChip status={status} />
      </ButtonBase>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.filter((choice) => choice !== status).map((choice) => (
          <MenuItem key={choice} onClick={() => void choose(choice)}>
            {t(`${C}.set.${choice}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
};
