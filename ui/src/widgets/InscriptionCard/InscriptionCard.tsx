import { vars } from '@ordmarket/tokens';
import { UserRound } from 'lucide-react';
import { memo, useRef } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import type { Sats } from '../../primitives/Amount/formatAmount';
import { Badge } from '../../primitives/Badge/Badge';
import { InscriptionStatusBadge, type InscriptionStatus } from '../InscriptionStatusBadge/InscriptionStatusBadge';
import { Button } from '../../primitives/Button/Button';
import { ProtectedBadge } from '../ProtectedBadge/ProtectedBadge';
import type { GridListItem } from '../../primitives/WindowedGrid/WindowedGrid';
import { pressableCard, StretchedButton } from '../../internal/StretchedButton';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../primitives/Skeleton/SkeletonGroup';
import { textStyle } from '../../theme/textStyle';
import { ContentPreview } from './ContentPreview';
import { PreviewSquare } from './PreviewSquare';
import { shimmering } from '../../primitives/Skeleton/shimmering';
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
  /** Its listing is protected (snipe-proof): a shield, with its meaning on hover. */
  isProtected?: boolean;
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
  /**
   * Its image is the page's largest paint: fetched first rather than once near the screen (see imageLoading). In a
   * grid of equal cards, the first card only: the browser counts the first of equal-sized paints.
   */
  isLargestPaint?: boolean;
  /** A placeholder card while the inscription loads; the other props are ignored. */
  isLoading?: boolean;
  /** Makes the card itself an item of a list (WindowedGrid's place.listItem), so no wrapper is needed. */
  listItem?: GridListItem;
  /**
   * Drawn while its grid is flung past (WindowedGrid's place.isFlung): the content waits as a shimmering square
   * until the grid slows, so images that would be gone in a frame are not fetched and decoded. Content once
   * shown stays.
   */
  isContentDeferred?: boolean;
}

// A grid re-renders as the cart and pages change: a card redraws only when something it shows has changed.
const sameCard = (before: InscriptionCardProps, after: InscriptionCardProps): boolean =>
  (Object.keys({ ...before, ...after }) as Array<keyof InscriptionCardProps>).every((key) =>
    key === 'content'
      ? sameContent(before.content, after.content)
      : key === 'listItem'
        ? sameListItem(before.listItem, after.listItem)
        : Object.is(before[key], after[key]),
  );

const sameContent = (before: InscriptionContent, after: InscriptionContent): boolean =>
  before.type === after.type &&
  before.src === after.src &&
  before.body === after.body &&
  before.posterSrc === after.posterSrc;

const sameListItem = (before: GridListItem | undefined, after: GridListItem | undefined): boolean =>
  before?.['aria-posinset'] === after?.['aria-posinset'] && before?.['aria-setsize'] === after?.['aria-setsize'];

/**
 * An inscription in a grid: its content, number and name, price, market status, an owner mark, and a
 * cart toggle. The name's button is stretched over the card to open the details; the cart button sits
 * above it. A grid scrolled through thousands draws dozens of these at a time, so the card is kept to a
 * dozen elements: the parts sit directly in the card, with no wrappers of their own.
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
  isProtected = false,
  isPurchasable = false,
  isInCart = false,
  onCartChange,
  onPress,
  allowsScripts = false,
  isLargestPaint = false,
  isLoading = false,
  listItem,
  isContentDeferred = false,
}: InscriptionCardProps) {
  const { t } = useKitStrings(marketStrings);
  // Once the content has been drawn, a later fling does not take it away (it is fetched and decoded already).
  const hasShownContent = useRef(false);
  if (!isContentDeferred) hasShownContent.current = true;
  // A list's item is a plain box: the listitem role is not one an article may take.
  const cardElement = listItem ? 'div' : 'article';

  if (isLoading) {
    return (
      <SkeletonGroup label={t('inscription.loading')}>
        <Card as={cardElement} {...listItem}>
          <Skeleton shape="rect" aspectRatio={1} />
          <LoadingText>
            <Skeleton width="40%" />
            <Skeleton width="80%" />
            <Skeleton shape="rect" height={30} />
          </LoadingText>
        </Card>
      </SkeletonGroup>
    );
  }

  const numbered = formatInscriptionNumber(inscriptionNumber);
  const title = name ?? t('inscription.numbered', { number: numbered });
  const cartAction = t(isInCart ? 'inscription.removeFromCart' : 'inscription.addToCart');

  return (
    <Card as={cardElement} {...listItem}>
      {isContentDeferred && !hasShownContent.current ? (
        <DeferredContent role="img" aria-label={t('inscription.content', { name: title })} />
      ) : (
        <ContentPreview
          preview={inscriptionPreview(content)}
          label={typeLabel(content.type)}
          title={t('inscription.content', { name: title })}
          allowsScripts={allowsScripts}
          isLargestPaint={isLargestPaint}
        />
      )}
      {isOwner || isProtected ? (
        <Marks>
          <InscriptionStatusBadge status={status} variant="filled" />
          {isProtected && <ProtectedBadge variant="filled" isCompact={isOwner} />}
          {isOwner && (
            <Badge tone="primary" variant="filled" icon={<UserRound aria-hidden />}>
              {t('inscription.owner')}
            </Badge>
          )}
        </Marks>
      ) : (
        <InscriptionStatusBadge status={status} variant="filled" />
      )}
      <Numbered>{numbered}</Numbered>
      <Name title={title}>
        {onPress ? <StretchedButton onPress={() => onPress(inscriptionId)}>{title}</StretchedButton> : title}
      </Name>
      {price === undefined ? (
        <Price>{t('inscription.noPrice')}</Price>
      ) : (
        <Price data-priced>
          <Amount sats={price} usdPerBtc={usdPerBtc} size="small" />
        </Price>
      )}
      {onCartChange && (
        <Button
          size="small"
          variant={isInCart ? 'outlined' : 'soft'}
          color={isInCart ? 'neutral' : 'primary'}
          // Taking an item out stays possible after it stops being purchasable (sold while in the cart).
          isDisabled={!isInCart && !isPurchasable}
          // Many cards show this button: its name starts with what it says and ends with which inscription.
          aria-label={t('inscription.cartLabel', { action: cartAction, name: title })}
          onPress={() => onCartChange(inscriptionId, !isInCart)}
        >
          {cartAction}
        </Button>
      )}
    </Card>
  );
}, sameCard);

// The parts are the card's own children, spaced and inset as they were when the text had a box of its own;
// the marks sit over the content's square, measured from the card's padding.
const marksInset = `calc(${vars.space[2]} * 2)`;

// The status alone is placed by the card (a badge is a kit primitive without a class of its own); with the
// owner's mark beside it, the two share a row.
const Card = styled.article`
  ${pressableCard};
  gap: 2px;
  padding-block-end: calc(${vars.space[2]} + ${vars.space[1]});

  & > [data-tone] {
    position: absolute;
    inset-block-start: ${marksInset};
    inset-inline-start: ${marksInset};
    max-width: calc(100% - 2 * ${marksInset});
    pointer-events: none;
  }
`;

// A placeholder card is drawn a dozen at a time, not by the thousand: its lines keep a box of their own.
const LoadingText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-block-start: calc(${vars.space[2]} - 2px);
  padding-inline: ${vars.space[1]};
`;

const DeferredContent = styled(PreviewSquare)`
  ${shimmering};
`;

const Marks = styled.div`
  position: absolute;
  inset-block-start: ${marksInset};
  inset-inline: ${marksInset};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[1]};
  pointer-events: none;

  /*
   * The shield's meaning shows on hover, so it alone takes the pointer from the card's stretched button; it keeps to
   * the status, and the owner's mark to the far side.
   */
  & > [data-protected] {
    margin-inline-end: auto;
    pointer-events: auto;
  }
`;

const Numbered = styled.span`
  ${textStyle('caption')};
  margin-block-start: calc(${vars.space[2]} - 2px);
  margin-inline: ${vars.space[1]};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.secondary};
`;

const Name = styled.h3`
  ${textStyle('subtitle2')};
  min-width: 0;
  margin-block: 0;
  margin-inline: ${vars.space[1]};
  color: ${vars.color.text.primary};
  ${singleLine};
`;

// Unpriced, the line is its own text; priced, it holds the amount.
const Price = styled.div`
  display: flex;
  min-height: 40px;
  margin-block-start: ${vars.space[1]};
  margin-inline: ${vars.space[1]};

  &:not([data-priced]) {
    ${textStyle('body2')};
    color: ${vars.color.text.secondary};
  }

  /* The cart button, above the stretched button so that it takes its own presses; the flex column stretches it
     across the card. */
  & ~ button {
    position: relative;
    z-index: ${vars.z.raised};
    margin-block-start: ${vars.space[2]};
    margin-inline: ${vars.space[1]};
  }
`;
