import { Icon } from 'semantic-ui-react';

/** A course's cover, or a plain placeholder when it has none (decorative: the title says what it is). */
export function CourseCover({ src, className = 'zy-course-cover' }: { src: string; className?: string }) {
  if (src) return <img className={className} src={src} alt="" loading="lazy" data-testid="course-cover" />;
  return (
    <div className={`${className} zy-course-cover-empty`} aria-hidden="true" data-testid="course-cover-empty">
      <Icon name="play circle outline" size="big" />
    </div>
  );
}
