import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { CONTACT_NAME_MAX_LENGTH } from '../../../../contract/inbox-limits';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

interface RenameDialogProps {
  currentName: string;
  saving: boolean;
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Renames the contact. As on the lead board (spec 2 §4): Enter or 'Salvar' saves, Escape or
 * 'Cancelar' discards, and only a non-blank name that differs from the current one is sent.
 */
export const RenameDialog = ({ currentName, saving, onSave, onClose }: RenameDialogProps) => {
  const t = useAppTranslate();
  const [name, setName] = useState(currentName);
  const trimmed = name.trim();

  const save = async () => {
    if (trimmed === '' || trimmed === currentName.trim()) {
      onClose();
      return;
    }
    if (await onSave(trimmed)) onClose();
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="rename-contact-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="rename-contact-title">{t('app.chat.rename.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('app.chat.rename.label')}
            placeholder={t('app.chat.rename.placeholder')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText={t('app.chat.rename.count', { count: name.length, max: CONTACT_NAME_MAX_LENGTH })}
            slotProps={{ htmlInput: { maxLength: CONTACT_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('app.chat.rename.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || trimmed === ''}>
            {t(saving ? 'app.chat.rename.saving' : 'app.chat.rename.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
