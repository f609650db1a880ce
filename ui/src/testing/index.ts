// Helpers for hosts' tests and stories: shipped as `@ordmarket/ui/testing` so no product bundle carries them.
export { MemoryStorage } from './MemoryStorage';
export { handTimer } from './handTimer';
