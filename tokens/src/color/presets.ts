import type { PresetName } from '../themeAxes';
import type { ColorRamp } from './ramp';

/**
 * Brand ramps a user can pick in the settings drawer. The default is a jade green; the "green" preset
 * is a warmer leaf green so the two are told apart at a glance.
 */
export const presetRamps: Record<PresetName, ColorRamp> = {
  default: { lighter: '#C9F5E1', light: '#5FD7A4', main: '#0FA971', dark: '#066B4B', darker: '#04503A' },
  cyan: { lighter: '#CFF7FC', light: '#5FD4E8', main: '#06A2C0', dark: '#03687D', darker: '#034E5E' },
  purple: { lighter: '#EBDDFF', light: '#B38BFA', main: '#8045F0', dark: '#5A24B8', darker: '#3B137D' },
  blue: { lighter: '#D6E4FF', light: '#7AA6FA', main: '#2E6BF0', dark: '#1D4BB0', darker: '#0F2E75' },
  orange: { lighter: '#FFE8CC', light: '#FFB35C', main: '#F7931A', dark: '#924E04', darker: '#7A3F04' },
  red: { lighter: '#FFE0DE', light: '#FF8A80', main: '#D62F33', dark: '#A8201F', darker: '#6E1010' },
  green: { lighter: '#E4F7CC', light: '#A3DE6B', main: '#5BAA1E', dark: '#336B0D', darker: '#24510A' },
};
