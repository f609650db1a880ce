import { vars } from '@ordmarket/tokens';
import { ShoppingCart, UserRound, X } from 'lucide-react';
import { memo } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import type { Sats } from '../../primitives/Amount/formatAmount';
import { Badge } from '../../primitives/Badge/Badge';
import { InscriptionStatusBadge, type InscriptionStatus } from '../InscriptionStatusBadge/InscriptionStatusBadge';
import { Button } from '../../primitives/Button/Button';
import { pressableCard, StretchedButton } from '../../internal/StretchedButton';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../primitives/Skeleton/SkeletonGroup';
import { textStyle } from '../../theme/textStyle';
import { ContentPreview } from './ContentPreview';
import { formatInscriptionNumber, inscriptionPreview, typeLabel, type InscriptionContent } from './inscriptionPreview';
import { singleLine } from '../../theme/singleLine';

export interface InscriptionCardProps {
  /** Handed back to onPress and onCartChange, so one callback serves every card of a grid. */
  inscriptionId: string;
  inscriptionNumber: number;
  /** The item's name in its collection; the card is called 'Inscription #n' without one. */
  name?: string;
  content: InscriptionContent;
  status: InscriptionStatus;
  /** The listing price; left out when the inscription is not for sale. */
  price?: Sats;
  /** Adds the dollar value under the price. */
  usdPerBtc?: number;
  /** The connected wallet owns it: marked, and never purchasable. */
  isOwner?: boolean;
  /** Whether it can go in the cart now (the app decides: listed, not the user's own, not pending). */
  isPurchasable?: boolean;
  isInCart?: boolean;
  /** Asks to put it in the cart (true) or take it out (false); without it there is no cart button. */
  onCartChange?: (inscriptionId: string, isInCart: boolean) => void;
  /** Opens the inscription's details. */
  onPress?: (inscriptionId: string) => void;
  /**
   * Lets HTML content run scripts (generative art needs them). The frame still has an opaque origin: no
   * access to this page, its storage or cookies, no pop-ups and no navigation of the page.
   */
  allowsScripts?: boolean;
  /** In the first row on screen: its image is fetched at once and first (the page's largest paint). */
  isPriority?: boolean;
  /** A placeholder card while the inscription loads; the other props are ignored. */
  isLoading?: boolean;
}

// A grid re-renders as the cart and pages change: a card redraws only when something it shows has changed.
const sameCard = (before: InscriptionCardProps, after: InscriptionCardProps): boolean =>
  (Object.keys({ ...before, ...after }) as Array<keyof InscriptionCardProps>).every((key) =>
    key === 'content' ? sameContent(before.content, after.content) : Object.is(before[key], after[key]),
  );

const sameContent = (before: InscriptionContent, after: InscriptionContent): boolean =>
  before.type === after.type &&
  before.src === after.src &&
  before.body === after.body &&
  before.posterSrc === after.posterSrc;

/**
 * An inscription in a grid: its content, number and name, price, market status, an owner mark, and a
 * cart toggle. The name's button is stretched over the card to open the details; the cart button sits
 * above it.
 */
export const InscriptionCard = memo(function InscriptionCard({
  inscriptionId,
  inscriptionNumber,
  name,
  content,
  status,
  price,
  usdPerBtc,
  isOwner = false,
  isPurchasable = false,
  isInCart = false,
  onCartChange,
  onPress,
  allowsScripts = false,
  isPriority = false,
  isLoading = false,
}: InscriptionCardProps) {
  const { t } = useKitStrings(marketStrings);

  if (isLoading) {
    return (
      <SkeletonGroup label={t('inscription.loading')}>
        <Card>
          <Skeleton shape="rect" aspectRatio={1} />
          <Body>
            <Skeleton width="40%" />
            <Skeleton width="80%" />
            <Skeleton shape="rect" height={30} />
          </Body>
        </Card>
      </SkeletonGroup>
    );
  }

  const numbered = formatInscriptionNumber(inscriptionNumber);
  const title = name ?? t('inscription.numbered', { number: numbered });
  const cartAction = t(isInCart ? 'inscription.removeFromCart' : 'inscription.addToCart');

  return (
    <Card>
      <Media>
        <ContentPreview
          preview={inscriptionPreview(content)}
          label={typeLabel(content.type)}
          title={t('inscription.content', { name: title })}
          allowsScripts={allowsScripts}
          isPriority={isPriority}
        />
        <Marks>
          <InscriptionStatusBadge status={status} variant="filled" />
          {isOwner && (
            <Badge tone="primary" variant="filled" icon={<UserRound aria-hidden />}>
              {t('inscription.owner')}
            </Badge>
          )}
        </Marks>
      </Media>
      <Body>
        <Numbered>{numbered}</Numbered>
        <Name title={title}>
          {onPress ? <StretchedButton onPress={() => onPress(inscriptionId)}>{title}</StretchedButton> : title}
        </Name>
        <Price>
          {price === undefined ? (
            <Unpriced>{t('inscription.noPrice')}</Unpriced>
          ) : (
            <Amount sats={price} usdPerBtc={usdPerBtc} size="small" />
          )}
        </Price>
        {onCartChange && (
          <Cart>
            <Button
              size="small"
              fullWidth
              variant={isInCart ? 'outlined' : 'soft'}
              color={isInCart ? 'neutral' : 'primary'}
              startIcon={isInCart ? <X size={16} /> : <ShoppingCart size={16} />}
              // Taking an item out stays possible after it stops being purchasable (sold while in the cart).
              isDisabled={!isInCart && !isPurchasable}
              // Many cards show this button: its name starts with what it says and ends with which inscription.
              aria-label={t('inscription.cartLabel', { action: cartAction, name: title })}
              onPress={() => onCartChange(inscriptionId, !isInCart)}
            >
              {cartAction}
            </Button>
          </Cart>
        )}
      </Body>
    </Card>
  );
}, sameCard);

const Card = styled.article`
  ${pressableCard};
  gap: ${vars.space[2]};
`;

const Media = styled.div`
  position: relative;
`;

const Marks = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline: ${vars.space[2]};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[1]};
  pointer-events: none;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: 0 ${vars.space[1]} ${vars.space[1]};
`;

const Numbered = styled.span`
  ${textStyle('caption')};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.secondary};
`;

const Name = styled.h3`
  ${textStyle('subtitle2')};
  min-width: 0;
  margin: 0;
  color: ${vars.color.text.primary};
  ${singleLine};
`;

const Price = styled.div`
  display: flex;
  min-height: 40px;
  margin-block-start: ${vars.space[1]};
`;

const Unpriced = styled.span`
  ${textStyle('body2')};
  color: ${vars.color.text.secondary};
`;

// Above the stretched button, so it takes its own presses.
const Cart = styled.div`
  position: relative;
  z-index: ${vars.z.raised};
  margin-block-start: ${vars.space[2]};
`;
