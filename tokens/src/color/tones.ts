import type { ColorRamp } from './ramp';

/** Status hues shared by every preset: info, success (price up), warning, error (price down). */
export const toneNames = ['info', 'success', 'warning', 'error'] as const;
export type ToneName = (typeof toneNames)[number];

export const toneRamps: Record<ToneName, ColorRamp> = {
  info: { lighter: '#D3EEFF', light: '#6CC4F5', main: '#1C9BE0', dark: '#0B659A', darker: '#07446B' },
  success: { lighter: '#D6F5DC', light: '#74D98A', main: '#22B14C', dark: '#137030', darker: '#0A4D1E' },
  warning: { lighter: '#FFF3CC', light: '#FFD466', main: '#FFAB00', dark: '#935800', darker: '#7A4100' },
  error: { lighter: '#FFE3DA', light: '#FF9173', main: '#FF4D2E', dark: '#B8261A', darker: '#7A1108' },
};
