import { feature } from '../http/services';
import { realtimeRoutes } from './realtimeRoutes';

/** The live market feed over a websocket. */
export const realtimeFeature = feature(realtimeRoutes);
