import { UploadButton } from '@/features/admin/components/UploadButton';
import { uploadMedia } from './api/upload-media';
import type { LessonForm } from './lib/course-form';

const ACCEPT = { video: 'video/mp4,video/webm', pdf: 'application/pdf' };

/**
 * A video's or PDF lesson's file: what is uploaded (its name here, or the stored file's) and an
 * upload through Admin/UploadMedia; the server tells the type by the bytes and says what it refuses.
 */
export function MediaField({ lesson, onUploaded }: { lesson: LessonForm; onUploaded: (media: string, name: string) => void }) {
  if (lesson.kind === 'text') return null;
  const what = lesson.kind === 'video' ? '视频（MP4 或 WebM，不超过 100 MB）' : 'PDF 课件（不超过 20 MB）';
  return (
    <div className="field zy-admin-wide" data-testid="lesson-media">
      <span className="zy-course-label">{what}</span>
      <div className="zy-course-media">
        <span className={lesson.media ? '' : 'zy-admin-error'} data-testid="lesson-media-name">
          {lesson.media ? `已上传：${lesson.mediaName || lesson.media}` : '还没有上传文件'}
        </span>
        <UploadButton
          label={lesson.media ? '重新上传' : lesson.kind === 'video' ? '上传视频' : '上传课件'}
          accept={ACCEPT[lesson.kind]}
          upload={uploadMedia}
          onUploaded={(u) => onUploaded(u.Url, u.Name)}
          testId={`lesson-upload-${lesson.id}`}
        />
      </div>
    </div>
  );
}
