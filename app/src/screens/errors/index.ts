// `@ordmarket/app/screens/errors`: this screen as the app renders it, for stories; the app itself loads it
// lazily through its route.
export { ErrorScreen } from './ErrorScreen';
