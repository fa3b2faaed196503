// Booking a slot from an expert's page: the chosen slot (the dialog is open while there is one),
// the write, and what the page says after it. A slot someone else took meanwhile (409), or one
// gone (404), closes the dialog: the page says so and reads the slots again.
import { useState } from 'react';
import { ApiCode, ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { teacherReserve } from '../api/teacher-reserve';
import type { ReserveInput, Slot } from '../types';

export type BookingNotice = { kind: 'booked'; slot: Slot; phone: string } | { kind: 'refused'; message: string } | null;

export function useBooking(expertId: string, reload: () => Promise<void>) {
  const [slot, setSlot] = useState<Slot | null>(null);
  const [notice, setNotice] = useState<BookingNotice>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setSlot(null);
    setError(null);
  };
  const open = (s: Slot) => {
    setNotice(null);
    setError(null);
    setSlot(s);
  };
  const submit = async (input: Omit<ReserveInput, 'TeacherId' | 'SlotId'>) => {
    if (!slot) return;
    const chosen = slot;
    setBusy(true);
    setError(null);
    try {
      await teacherReserve({ TeacherId: expertId, SlotId: chosen.Id, ...input });
      setSlot(null);
      setNotice({ kind: 'booked', slot: chosen, phone: input.Phone });
      notify.success('预约成功');
      await reload();
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(-1, String(e));
      if (err.code === ApiCode.Conflict || err.code === ApiCode.NotFound) {
        setSlot(null);
        setNotice({ kind: 'refused', message: err.message });
        await reload();
      } else setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return { slot, notice, busy, error, open, close, submit };
}
