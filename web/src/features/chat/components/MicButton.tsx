import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { audioToWords } from '../api/audio-to-words';
import { canRecord, useRecorder } from '../hooks/useRecorder';

const extension = (type: string) => (type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm');

/**
 * 语音输入: records the question, turns it into words on the server and hands them to the box
 * (never asked on its own). Not shown where the browser cannot record.
 */
export function MicButton({ disabled, onText, onError }: { disabled: boolean; onText: (text: string) => void; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const recorder = useRecorder(async (audio) => {
    setBusy(true);
    try {
      const text = await audioToWords(audio, `question.${extension(audio.type)}`);
      if (text.trim()) onText(text.trim());
      else onError('没有听清，请再说一遍');
    } catch (e) {
      onError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }, onError);
  if (!canRecord()) return null;
  const label = recorder.recording ? '停止录音' : '语音输入';
  return (
    <Button
      type="button"
      icon={recorder.recording ? 'stop' : 'microphone'}
      color={recorder.recording ? 'red' : undefined}
      className="zy-chat-touch"
      aria-label={label}
      title={label}
      loading={busy}
      disabled={disabled || busy}
      onClick={() => (recorder.recording ? recorder.stop() : void recorder.start())}
      data-testid="chat-mic"
    />
  );
}
