// `@ordmarket/app/screens/home`: this screen as the app renders it, for stories; the app itself loads it
// lazily through its route.
export { HomeScreen } from './HomeScreen';
