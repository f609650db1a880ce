import { feature } from '../../http/services';
import { bannerRoutes } from './bannerRoutes';
import { rateRoutes } from './rateRoutes';
import { recommendRoutes } from './recommendRoutes';

/** What every visitor reads beside the markets: banners, recommendations and the BTC rate. */
export const publicFeature = feature(bannerRoutes, recommendRoutes, rateRoutes);
