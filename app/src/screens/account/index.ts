// `@ordmarket/app/screens/account`: this screen as the app renders it, for stories; the app itself loads it
// lazily through its route.
export { AccountScreen } from './AccountScreen';
export { BlindBoxPanel } from './BlindBoxPanel';
