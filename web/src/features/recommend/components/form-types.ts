import type { useRecommendChoices } from '../hooks/useRecommendChoices';

/** What useRecommendChoices answers: the form's provinces, years, tracks and subjects. */
export type RecommendChoices = ReturnType<typeof useRecommendChoices>;
