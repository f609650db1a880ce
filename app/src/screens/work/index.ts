// `@ordmarket/app/screens/work`: this screen as the app renders it, for stories; the app itself loads it
// lazily through its route.
export { Component as WorkRoute } from './workRoute';
