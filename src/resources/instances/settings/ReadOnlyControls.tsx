import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Every kind of control the settings sections use. */
const CONTROLS = [
  'MuiTextField',
  'MuiSelect',
  'MuiInputBase',
  'MuiSwitch',
  'MuiCheckbox',
  'MuiRadio',
  'MuiFormControlLabel',
  'MuiButton',
  'MuiIconButton',
  'MuiToggleButton',
  'MuiSlider',
] as const;

/** The outer theme with each control disabled unless the control itself says otherwise. */
const readOnlyTheme = (outer: Theme): Theme => {
  const components = { ...outer.components };
  for (const name of CONTROLS) {
    const current = components[name];
    Object.assign(components, {
      [name]: { ...current, defaultProps: { ...current?.defaultProps, disabled: true } },
    });
  }
  return { ...outer, components };
};

/**
 * A seller reads the settings but may not change them. A disabled fieldset already blocks typing,
 * but MUI draws its fields from their own `disabled` prop, so they still looked editable (and a
 * select, not being a native control, still opened): here every control is drawn disabled too.
 */
export const ReadOnlyControls = ({ readOnly, children }: { readOnly: boolean; children: ReactNode }) =>
  readOnly ? <ThemeProvider theme={readOnlyTheme}>{children}</ThemeProvider> : children;
