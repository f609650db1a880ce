import { breakpoints, type Breakpoint } from '@ordmarket/tokens';

/** One viewport per spec breakpoint (xs shown at a phone width), for stories and their tests. */
export const breakpointViewports = Object.fromEntries(
  (Object.entries(breakpoints) as Array<[Breakpoint, number]>).map(([name, min]) => {
    const width = name === 'xs' ? 375 : min;
    return [name, { name: `${name} (${width}px)`, styles: { width: `${width}px`, height: '900px' }, type: 'desktop' }];
  }),
);
