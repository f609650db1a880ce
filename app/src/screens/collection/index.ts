// `@ordmarket/app/screens/collection`: this screen as the app renders it, for stories; the app itself loads it
// lazily through its route.
export { Component as CollectionRoute } from './collectionRoute';
export { AttributeFilters } from './items/AttributeFilters';
export { hasTrait, type Trait } from './items/itemQuery';
// The work behind a collection (/collections/info/:id) is a page of the collection's own.
export { Component as WorkRoute } from './work/workRoute';
