import { Tab, Tabs } from '@mui/material';
import { memo } from 'react';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

export const SECTIONS = [
  'ai',
  'behaviour',
  'followUp',
  'scraping',
  'audio',
  'schedule',
  'notifications',
] as const;
export type Section = (typeof SECTIONS)[number];

interface SectionTabsProps {
  value: Section;
  onChange: (section: Section) => void;
  /** Prefix of the tabs' ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

export const sectionTabId = (idPrefix: string, section: Section) => `${idPrefix}-tab-${section}`;

/**
 * The seven sections of spec 1 §2 dialog 1, scrolling sideways on a phone. Memoised: typing in a
 * field changes the draft, not the tabs, and they are costly to lay out.
 */
export const SectionTabs = memo(({ value, onChange, idPrefix }: SectionTabsProps) => {
  const t = useAppTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_, next: Section) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('app.settingsDialog.sections.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}
    >
      {SECTIONS.map((name) => (
        <Tab
          key={name}
          value={name}
          label={t(`app.settingsDialog.sections.${name}`)}
          id={sectionTabId(idPrefix, name)}
          aria-controls={`${idPrefix}-panel`}
        />
      ))}
    </Tabs>
  );
});
