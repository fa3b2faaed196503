import { useEffect, useRef, useState } from 'react';
import { previewMarkdown } from '../api/preview';

/** How long typing pauses before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

export interface Preview {
  html: string;
  error: string | null;
  loading: boolean;
}

/**
 * The HTML readers would get for the body (Admin/Preview), asked for once typing pauses; only the
 * newest answer is shown. `initial` is the saved body's preview, shown until then.
 */
export function usePreview(body: string, initial = '', delay = PREVIEW_DELAY_MS): Preview {
  const [state, setState] = useState<Preview>({ html: initial, error: null, loading: false });
  const seq = useRef(0);
  useEffect(() => {
    const mine = ++seq.current;
    if (!body.trim()) {
      setState({ html: '', error: null, loading: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      previewMarkdown(body).then(
        (r) => mine === seq.current && setState({ html: r?.Html ?? '', error: null, loading: false }),
        (e: Error) => mine === seq.current && setState((s) => ({ ...s, error: e.message, loading: false })),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [body, delay]);
  return state;
}
