import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Pages opened with ?source=TB go back where they came from after a save. */
export function useSourceReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromToolbox = params.get('source') === 'TB';
  return useCallback(() => {
    if (fromToolbox && window.history.length > 1) navigate(-1);
  }, [fromToolbox, navigate]);
}
