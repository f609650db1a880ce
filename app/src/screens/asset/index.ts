// `@ordmarket/app/screens/asset`: this screen as the app renders it, for stories; the app itself loads it
// lazily through its route.
export { Component as AssetRoute } from './assetRoute';
