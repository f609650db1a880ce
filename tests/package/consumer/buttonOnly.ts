// The smallest use of the kit: one component.
export { Button } from '@ordmarket/ui';
