import { vars } from '@ordmarket/tokens';
import { RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../Button/Button';
import { textStyle } from '../../theme/textStyle';
import { qrModules } from './qrModules';

export interface QRCodeProps {
  /** What the code encodes: an address, a payment URI, a sign-in link. */
  value: string;
  /** Width and height in px, quiet zone included. */
  size?: number;
  /** The image's accessible name; 'QR code' when left out. */
  label?: string;
  /** The code no longer works (a sign-in code timed out): it is veiled and offers a refresh. */
  isExpired?: boolean;
  onRefresh?: () => void;
}

/**
 * A value as an SVG QR code. The modules are always dark on a light tile, in dark mode too, since many
 * scanners cannot read an inverted code.
 */
export function QRCode({ value, size = 200, label, isExpired = false, onRefresh }: QRCodeProps) {
  const { t } = useKitStrings(marketStrings);
  const modules = useMemo(() => qrModules(value), [value]);
  return (
    <Root data-expired={isExpired || undefined}>
      {/* A light theme scope: the tile's token colours stay light whatever the page's mode. */}
      <Tile
        data-mode="light"
        data-contrast="default"
        role="img"
        aria-label={label ?? t('qr.label')}
        width={size}
        height={size}
        viewBox={`0 0 ${modules.size} ${modules.size}`}
        shapeRendering="crispEdges"
      >
        <rect className="tile" width={modules.size} height={modules.size} rx={1} />
        <path className="modules" d={modules.path} />
      </Tile>
      {isExpired && (
        <Veil>
          <Note>{t('qr.expired')}</Note>
          {onRefresh && (
            <Button size="small" startIcon={<RefreshCw size={16} />} onPress={onRefresh}>
              {t('qr.refresh')}
            </Button>
          )}
        </Veil>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  box-shadow: ${vars.shadow.z1};
`;

const Tile = styled.svg`
  display: block;
  max-width: 100%;
  height: auto;

  & .tile {
    fill: ${vars.color.background.paper};
  }

  & .modules {
    fill: ${vars.color.text.primary};
  }

  ${Root}[data-expired] & {
    opacity: 0.24;
    filter: blur(2px);
  }
`;

const Veil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  text-align: center;
  background-color: color-mix(in srgb, ${vars.color.background.paper} 72%, transparent);
`;

const Note = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.primary};
`;
