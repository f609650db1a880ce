/** The two design documents the code cites by section; their text lives outside this repository. */
export type CitedDocument = 'spec' | 'architecture';

export interface SectionReference {
  readonly document: CitedDocument;
  /** The section's number as cited, e.g. '4' or '4b'. */
  readonly section: string;
}

// `architecture §3`, `spec §7`, `the spec's §2`, or a bare `§8` beside the spec's words. A number with a
// dotted part (`RFC 9110 §10.2.3`, `PNG spec §5.3`) belongs to another document: the spec and the
// architecture number their sections in one level.
const citation = /(?:\b(architecture|spec)(?:'s)?\s*)?§\s?(\d+b?)(?![.\d])/giu;

/** Every section of the spec or the architecture that a piece of text cites. */
export function sectionReferences(text: string): SectionReference[] {
  return [...text.matchAll(citation)].flatMap((match) => {
    const [, named, section] = match;
    if (section === undefined) return [];
    const document: CitedDocument = named?.toLowerCase() === 'architecture' ? 'architecture' : 'spec';
    return [{ document, section }];
  });
}

const sectionHeading = /^### (Spec|Architecture) §(\d+b?):/gmu;

/** The sections the repository's index of references describes, as `spec §4` / `architecture §3` keys. */
export function indexedSections(index: string): Set<string> {
  return new Set(
    [...index.matchAll(sectionHeading)].map(([, document, section]) =>
      referenceKey({
        document: document === 'Architecture' ? 'architecture' : 'spec',
        section: section ?? '',
      }),
    ),
  );
}

export const referenceKey = ({ document, section }: SectionReference): string => `${document} §${section}`;

/** The index's links into this repository (relative, not up into the shared design folder). */
export function repositoryLinks(index: string): string[] {
  return [...index.matchAll(/\]\((\.\.\/[^)#\s]+)\)/gu)]
    .map(([, target]) => target ?? '')
    .filter((target) => !target.startsWith('../../'));
}
