export {
  sharePost,
  type Brc20FloorShare,
  type Brc20MintShare,
  type Brc20PriceShare,
  type CollectionFloorShare,
  type ListingShare,
  type MintShare,
  type PurchaseShare,
  type ShareContext,
  type ShareKind,
  type ShareSubject,
} from './share';
export { useShare } from './useShare';
export { useSharePost } from './useSharePost';
