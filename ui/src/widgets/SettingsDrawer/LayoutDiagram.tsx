import type { ThemeLayout } from '../../settings/settingsStore';

/** A thumbnail of where the navigation sits in each layout. */
export function LayoutDiagram({ layout }: { layout: ThemeLayout }) {
  return (
    <svg width="44" height="32" viewBox="0 0 44 32" aria-hidden fill="currentColor" style={mirrorInRtl}>
      <rect x="0.5" y="0.5" width="43" height="31" rx="4" fill="none" stroke="currentColor" opacity="0.4" />
      {layout === 'vertical' && (
        <>
          <rect x="3" y="3" width="10" height="26" rx="2" />
          <rect x="16" y="3" width="25" height="4" rx="1.5" opacity="0.48" />
          <rect x="16" y="10" width="25" height="19" rx="2" opacity="0.24" />
        </>
      )}
      {layout === 'horizontal' && (
        <>
          <rect x="3" y="3" width="38" height="4" rx="1.5" opacity="0.48" />
          <rect x="3" y="9" width="38" height="4" rx="1.5" />
          <rect x="3" y="16" width="38" height="13" rx="2" opacity="0.24" />
        </>
      )}
      {layout === 'mini' && (
        <>
          <rect x="3" y="3" width="4" height="26" rx="1.5" />
          <rect x="10" y="3" width="31" height="4" rx="1.5" opacity="0.48" />
          <rect x="10" y="10" width="31" height="19" rx="2" opacity="0.24" />
        </>
      )}
    </svg>
  );
}

// The navigation sits on the right in right-to-left pages; the thumbnail follows.
const mirrorInRtl = { transform: 'scaleX(var(--om-direction-sign))' } as const;
