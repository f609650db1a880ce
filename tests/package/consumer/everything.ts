// The whole kit, to show what a single import leaves out.
export * from '@ordmarket/ui';
