import { createContext, useContext } from 'react';

/** Where an inscription's content is served: the server's ord-compatible /content route on the app's host. */
export type ContentUrl = (inscriptionId: string) => string;

const servedContent: ContentUrl = (inscriptionId) => `/content/${encodeURIComponent(inscriptionId)}`;

/** Lets a story show inline artwork instead of the server's content route (stories have no network). */
export const ContentUrlContext = createContext<ContentUrl>(servedContent);

export function useContentUrl(): ContentUrl {
  return useContext(ContentUrlContext);
}
