import { useCallback, useEffect, useRef, useState } from 'react';

/** The browser can record the microphone. */
export const canRecord = () =>
  typeof window !== 'undefined' && typeof window.MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Records the microphone: start() asks for it, stop() ends the recording and hands the audio to
 * `onAudio`. A refusal (no permission, no microphone) goes to `onError` in words.
 */
export function useRecorder(onAudio: (audio: Blob) => void, onError: (message: string) => void) {
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const cbs = useRef({ onAudio, onError });
  cbs.current = { onAudio, onError };

  const release = () => {
    recorder.current?.stream.getTracks().forEach((t) => t.stop());
    recorder.current = null;
    setRecording(false);
  };
  useEffect(() => () => {
    const rec = recorder.current;
    if (!rec) return;
    rec.onstop = null; // leaving the page drops the recording
    if (rec.state === 'recording') rec.stop();
    rec.stream.getTracks().forEach((t) => t.stop());
  }, []);

  const start = useCallback(async () => {
    if (recorder.current) return;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      cbs.current.onError('无法使用麦克风，请检查浏览器的麦克风权限');
      return;
    }
    const rec = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      release();
      const audio = new Blob(chunks, { type: rec.mimeType || 'audio/webm' });
      if (audio.size) cbs.current.onAudio(audio);
    };
    recorder.current = rec;
    rec.start();
    setRecording(true);
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { recording, start, stop };
}
