import { feature } from '../http/services';
import { boxRoutes } from './boxRoutes';
import { houseRoutes } from './houseRoutes';

/** Blind boxes: houses, opening boxes, providing prizes, and the box balance. */
export const blindBoxFeature = feature(houseRoutes, boxRoutes);
