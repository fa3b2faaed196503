import { useState } from 'react';
import { Icon, Message } from 'semantic-ui-react';
import { ArticleBody } from '@/features/content/components/ArticleBody';
import type { LessonDetail } from '../types';

/**
 * A lesson's content: a video in the browser's own player, PDF courseware opened in a new tab, or
 * the sanitised text; a video's or PDF's notes follow. Media addresses are signed and expire after
 * some hours, which is what a failed video is most likely to mean.
 */
export function LessonMedia({ lesson: l }: { lesson: LessonDetail }) {
  const [failed, setFailed] = useState(false);
  if (l.Kind === 'text') return <ArticleBody html={l.Html ?? ''} testId="lesson-body" />;
  return (
    <>
      {l.Kind === 'video' && l.MediaUrl ? (
        <>
          {/* Captions are not part of the uploads yet; the notes below carry the lesson's points. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            key={l.MediaUrl}
            className="zy-lesson-video"
            controls
            preload="metadata"
            playsInline
            src={l.MediaUrl}
            aria-label={`视频：${l.Title}`}
            onError={() => setFailed(true)}
            data-testid="lesson-video"
          >
            你的浏览器不能播放这个视频。
          </video>
          {failed ? (
            <Message warning size="small" data-testid="lesson-video-failed">
              视频暂时无法播放：播放地址数小时后失效，请刷新页面后重试。
            </Message>
          ) : null}
        </>
      ) : null}
      {l.Kind === 'pdf' && l.MediaUrl ? (
        <p className="zy-lesson-pdf">
          <a className="ui primary button" href={l.MediaUrl} target="_blank" rel="noopener noreferrer" data-testid="lesson-pdf-open">
            <Icon name="file pdf outline" aria-hidden="true" />
            打开课件
          </a>
          <span className="zy-muted">课件在新窗口中打开，可阅读或下载。</span>
        </p>
      ) : null}
      {l.Html ? (
        <section className="zy-lesson-notes" aria-label="课时要点">
          <ArticleBody html={l.Html} testId="lesson-notes" />
        </section>
      ) : null}
    </>
  );
}
