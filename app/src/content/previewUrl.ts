import { createContext, useCallback, useContext } from 'react';

/** Where an image of an inscription is served: the server's /preview route, an image for any content type. */
export type PreviewUrl = (inscriptionId: string) => string;

const servedPreview: PreviewUrl = (inscriptionId) => `/preview/${encodeURIComponent(inscriptionId)}`;

/** Lets a story show inline pictures instead of the server's preview route (stories have no network). */
export const PreviewUrlContext = createContext<PreviewUrl>(servedPreview);

export function usePreviewUrl(): PreviewUrl {
  return useContext(PreviewUrlContext);
}

const servedContent = /^\/content\/([^/?#]+)$/;

/**
 * A collection's cover as an image a card can show. Covers name an inscription's content route, and an
 * <img> cannot show HTML or text content, so those covers go through the preview route, which always
 * answers an image; any other address (an uploaded picture) is shown as it is.
 */
export function coverImage(cover: string, previewUrl: PreviewUrl): string {
  const inscriptionId = servedContent.exec(cover)?.[1];
  return inscriptionId === undefined ? cover : previewUrl(decodeURIComponent(inscriptionId));
}

/** `coverImage` with the app's preview route: for the components that show covers. */
export function useCoverImage(): (cover: string) => string {
  const previewUrl = usePreviewUrl();
  return useCallback((cover: string) => coverImage(cover, previewUrl), [previewUrl]);
}
