import { feature } from '../http/services';
import { opiApiRoutes } from './brc20/opiApiRoutes';
import { contentRoutes } from './contentRoutes';
import { ordRoutes } from './ordRoutes';
import { previewRoutes } from './previewRoutes';

/** What the index serves: ord's and OPI's APIs, inscription content and previews. */
export const indexerFeature = feature(ordRoutes, contentRoutes, opiApiRoutes, previewRoutes);
