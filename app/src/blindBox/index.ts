// `@ordmarket/app/blindBox`: the blind-box shelf and drawers as the app renders them, for stories.
export { BoxBalanceDrawers } from './boxBalance/BoxBalanceDrawers';
export { HouseDrawers } from './houses/HouseDrawers';
export { HouseShelf } from './houses/HouseShelf';
