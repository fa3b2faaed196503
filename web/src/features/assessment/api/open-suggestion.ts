import { apiPost } from '@/lib/api-client';

export type SuggestionKind = 'major' | 'profession';

/**
 * Assessment/OpenSuggestion: the student opened a suggested major or profession from their result.
 * Fire and forget: never waits, never shows an error, never blocks the link.
 */
export function openSuggestion(SubmissionId: string, Kind: SuggestionKind, Code: string): void {
  apiPost('Assessment/OpenSuggestion', { SubmissionId, Kind, Code }, { silent: true }).catch(() => undefined);
}
