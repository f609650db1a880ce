// `@ordmarket/app/screens/collections`: this screen as the app renders it, for stories; the app itself loads it
// lazily through its route.
export { CollectionsScreen } from './CollectionsScreen';
