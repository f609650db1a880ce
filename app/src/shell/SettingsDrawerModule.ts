// The kit's settings drawer as a module of its own, for React.lazy: a dynamic import of the kit's index would
// make the whole index one chunk and pull every component the app uses into the first load with it.
export { SettingsDrawer as default } from '@ordmarket/ui';
