import { Alert, AlertTitle, Button, DialogContent } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { serverMessageOf } from '../../../providers/httpError';
import { toDraft } from './draft';
import { SettingsEditor } from './SettingsEditor';
import { SettingsLoading } from './SettingsLoading';
import { useSettingsSources } from './useSettingsSources';

/**
 * Showing keys in clear text is a change to how exposed the instance's secrets are: only those who
 * may edit instances (admins) may do it, a vendedor only reads them (canAccess).
 */
const REVEAL_KEYS = { resource: 'instances', action: 'reveal_keys' } as const;

interface SettingsFormProps {
  id: string;
  onClose: () => void;
}

/** Loads what the dialog edits, then hands it to the editor as its starting draft. */
const SettingsForm = ({ id, onClose }: SettingsFormProps) => {
  const t = useAppTranslate();
  const sources = useSettingsSources(id);
  // Settled before the form shows, so that the key controls do not appear after a delay.
  const keyAccess = useCanAccess(REVEAL_KEYS);
  // A seller may read its instance's settings; only admins change them (the server says 403).
  const editAccess = useCanAccess({ resource: 'instances', action: 'edit' });
  if (sources.status === 'loading' || keyAccess.isPending) return <SettingsLoading />;
  if (sources.status === 'error') {
    return (
      <DialogContent>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={sources.retry}>
              {t('app.common.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('app.settingsDialog.loadError')}</AlertTitle>
          {serverMessageOf(sources.error) ?? sources.error.message}
        </Alert>
      </DialogContent>
    );
  }
  const { instance, aiConfig, settings } = sources;
  return (
    <SettingsEditor
      instanceId={instance.id}
      instanceName={instance.name}
      initial={toDraft(aiConfig, settings)}
      canRevealKeys={keyAccess.canAccess === true}
      readOnly={editAccess.canAccess !== true}
      storedKeys={{ apiKey: aiConfig.hasApiKey, qualificationApiKey: aiConfig.hasQualificationApiKey }}
      scrapingStatus={settings.scraping}
      onClose={onClose}
    />
  );
};

export default SettingsForm;
