import { PrefillNote } from '@/components/PrefillNote';
import { useFormState } from '../hooks/useFormState';
import { useQuerySubmit } from '../hooks/useQuerySubmit';
import { useRecommendChoices } from '../hooks/useRecommendChoices';
import { checkForm } from '../lib/form';
import type { RecommendQuery } from '../lib/query';
import { RecommendForm } from './RecommendForm';

/**
 * The form wired up: its choices, the student's pre-fill, the checks, and the server's word on
 * the query before `go` takes it (the start page goes to the results; a result page asks anew).
 */
export function QueryForm({ asked, go, submitText }: { asked: RecommendQuery | null; go: (q: RecommendQuery) => void; submitText: string }) {
  const state = useFormState(asked);
  const choices = useRecommendChoices(state.form);
  const server = useQuerySubmit(go);
  const change: typeof state.change = (patch) => {
    state.change(patch);
    server.clear();
  };
  const submit = () => {
    if (!choices.tracks || !choices.subjects) return;
    const resolved = { ...state.form, province: choices.provinces.province?.ProvinceId ?? null, year: choices.year, track: choices.track };
    const check = checkForm(resolved, { tracks: choices.tracks, subjects: choices.subjects }, asked);
    if (!check.ok) {
      state.setErrors(check.errors);
      return;
    }
    state.setErrors({});
    void server.submit(check.query);
  };
  return (
    <RecommendForm
      form={{ ...state.form, track: choices.track ?? state.form.track }}
      choices={choices}
      errors={state.errors}
      message={server.message}
      busy={server.busy}
      submitText={submitText}
      note={state.prefilled && !choices.loading ? <PrefillNote testId="rec-prefilled" later="" /> : null}
      onChange={change}
      onSubmit={submit}
    />
  );
}
