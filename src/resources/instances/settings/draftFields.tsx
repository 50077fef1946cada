import type { MessageKey } from '../../../i18n/pt-BR';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { type BooleanKey, FIELD_BOUNDS, type NumericKey, type SectionProps } from './draft';
import { NumberField, SwitchField } from './fields';

interface DraftSwitchProps extends SectionProps {
  name: BooleanKey;
  label: MessageKey;
}

/** An on/off setting of the draft, by name. */
export const DraftSwitch = ({ draft, set, name, label }: DraftSwitchProps) => {
  const t = useAppTranslate();
  return <SwitchField label={t(label)} checked={draft[name]} onChange={(checked) => set(name, checked)} />;
};

interface DraftNumberProps extends SectionProps {
  name: NumericKey;
  label: MessageKey;
  hint?: MessageKey;
}

/** A bounded number of the draft, by name, with the bounds of spec 1 §5. */
export const DraftNumber = ({ draft, set, name, label, hint }: DraftNumberProps) => {
  const t = useAppTranslate();
  return (
    <NumberField
      label={t(label)}
      value={draft[name]}
      onChange={(value) => set(name, value)}
      bounds={FIELD_BOUNDS[name]}
      helperText={hint ? t(hint) : undefined}
    />
  );
};
