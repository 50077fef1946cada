import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent } from '@mui/material';
import { type FormEvent, useCallback, useId, useState } from 'react';
import type { ScrapingStatus } from '../../../../contract/ai-config';
import { decimal } from '../../../../contract/settings-rules';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { useToast } from '../../../ui/useToast';
import { AiSection, type StoredKeys } from './AiSection';
import { AudioSection } from './AudioSection';
import { BehaviourSection } from './BehaviourSection';
import type { SetDraftField, SettingsDraft } from './draft';
import { FollowUpSection } from './FollowUpSection';
import { NotificationsSection } from './NotificationsSection';
import { firstOutOfRange, NUMBER_FIELDS } from './numberRules';
import { ReadOnlyControls } from './ReadOnlyControls';
import { ScheduleSection } from './ScheduleSection';
import { ScrapingSection } from './ScrapingSection';
import { type Section, SectionTabs, sectionTabId } from './SectionTabs';
import { useSaveSettings } from './useSaveSettings';

interface SettingsEditorProps {
  instanceId: string;
  instanceName: string;
  initial: SettingsDraft;
  /** Only admins may show keys in clear text (spec 1 §6). */
  canRevealKeys: boolean;
  storedKeys: StoredKeys;
  scrapingStatus: ScrapingStatus;
  onClose: () => void;
  /** A seller sees the settings with a note, every field disabled and no save. */
  readOnly?: boolean;
}

/** The settings in sections, one at a time, with one save for all of them (spec 1 §4). */
export const SettingsEditor = (props: SettingsEditorProps) => {
  const { instanceId, instanceName, initial, canRevealKeys, storedKeys, scrapingStatus, onClose } = props;
  const readOnly = props.readOnly === true;
  const t = useAppTranslate();
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const set = useCallback<SetDraftField>(
    (key, value) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );
  const [section, setSection] = useState<Section>('ai');
  const { save, saving } = useSaveSettings(instanceId, instanceName);
  const toast = useToast();
  const form = { draft, set };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = firstOutOfRange(draft);
    if (refused) {
      const field = NUMBER_FIELDS[refused.key];
      setSection(field.section);
      toast({
        title: 'app.settingsDialog.save.failedTitle',
        detail: t('app.attention.outOfRange', {
          field: t(field.label),
          min: decimal(refused.min),
          max: decimal(refused.max),
        }),
        type: 'error',
      });
      return;
    }
    if (await save(draft)) onClose();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <SectionTabs value={section} onChange={setSection} idPrefix={ids} />
      <DialogContent
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={sectionTabId(ids, section)}
        sx={{ pt: 3 }}
      >
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('app.attention.readOnlyNote')}
          </Alert>
        )}
        {/* A disabled fieldset disables every control inside it, so a seller can read but not edit. */}
        <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <ReadOnlyControls readOnly={readOnly}>
            {section === 'ai' && (
              <AiSection
                {...form}
                instanceId={instanceId}
                instanceName={instanceName}
                canRevealKeys={canRevealKeys}
                storedKeys={storedKeys}
                readOnly={readOnly}
              />
            )}
            {section === 'behaviour' && <BehaviourSection {...form} />}
            {section === 'followUp' && <FollowUpSection {...form} />}
            {section === 'scraping' && (
              <ScrapingSection {...form} instanceId={instanceId} initialStatus={scrapingStatus} />
            )}
            {section === 'audio' && <AudioSection {...form} instanceId={instanceId} />}
            {section === 'schedule' && <ScheduleSection {...form} />}
            {section === 'notifications' && <NotificationsSection {...form} />}
          </ReadOnlyControls>
        </Box>
      </DialogContent>
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider' }}>
        {/* Nothing to cancel in a read-only view: the way out is called what it is. */}
        <Button onClick={onClose}>{t(readOnly ? 'ra.action.close' : 'app.common.cancel')}</Button>
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(saving ? 'app.settingsDialog.actions.saving' : 'app.settingsDialog.actions.save')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
};
