import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { refreshUserProfile } from '@/lib/auth';
import { completenessAtom, studentAtom } from '@/lib/session';

/**
 * The logged-in user's profile; `load` fetches it on mount (the personal layout does),
 * reload() after a write reads the write back (read-your-writes).
 */
export function useStudentProfile({ load = false }: { load?: boolean } = {}) {
  const student = useAtomValue(studentAtom);
  const flags = useAtomValue(completenessAtom);
  const [loading, setLoading] = useState(load && !student);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      await refreshUserProfile();
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    if (load) void reload();
  }, [load, reload]);
  return { student, flags, loading, reload };
}
