import { themeAttributes } from '@ordmarket/tokens';
import { subscribe } from 'valtio';
import { settingsStore, type Settings } from './settingsStore';

/** Writes the theme choices onto an element as the attributes the token stylesheet selects on. */
export function writeThemeAttributes(element: Element, settings: Readonly<Settings>): void {
  element.setAttribute(themeAttributes.mode, settings.themeMode);
  element.setAttribute(themeAttributes.contrast, settings.themeContrast);
  element.setAttribute(themeAttributes.preset, settings.themeColorPresets);
  element.setAttribute(themeAttributes.direction, settings.themeDirection);
  element.setAttribute('data-layout', settings.themeLayout);
  element.setAttribute('data-stretch', String(settings.themeStretch));
}

/** Keeps the element's theme attributes in step with the settings store. Returns a function that stops. */
export function applySettings(element: Element): () => void {
  writeThemeAttributes(element, settingsStore);
  return subscribe(settingsStore, () => writeThemeAttributes(element, settingsStore), true);
}
