import { cssVarName } from '@ordmarket/tokens';

/** Canvas drawing needs real colours, not var() references: read from the theme where the chart sits. */
export interface ChartColors {
  line: string;
  area: string;
  text: string;
  grid: string;
  surface: string;
  font: string;
}

export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const token = (...path: string[]) => style.getPropertyValue(cssVarName(path)).trim();
  return {
    line: token('color', 'primary', 'main'),
    area: token('color', 'primary', 'soft'),
    text: token('color', 'text', 'secondary'),
    grid: token('color', 'divider'),
    surface: token('color', 'background', 'paper'),
    font: style.fontFamily,
  };
}

/** The attributes that switch the theme; when one changes on the page, the chart is drawn again. */
export const themeAttributeFilter = ['data-mode', 'data-contrast', 'data-preset'];
