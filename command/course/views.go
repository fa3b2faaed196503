package course

import (
	"context"
	"time"

	"github.com/google/uuid"

	"zhiyuan/events"
)

// ViewsPerIPHour caps the views one address adds in an hour, as for articles.
const ViewsPerIPHour = 120

// View counts one view of a lesson of a live course (Web/AddVideoCount); it answers whether it
// was counted.
func (s *Service) View(ctx context.Context, meta events.Metadata, courseID, lessonID string) (bool, error) {
	if !validID.MatchString(courseID) {
		return false, errNoCourse
	}
	c, err := s.load(ctx, courseID)
	if err != nil {
		return false, err
	}
	if !c.live || !hasLesson(c.liveAs, lessonID) {
		return false, errNoCourse
	}
	n, err := s.store.CountRecent(ctx, events.LessonViewed{}.EventType(), meta.ClientIP, s.now().Add(-time.Hour))
	if err != nil || n >= ViewsPerIPHour {
		return false, err
	}
	_, err = s.store.Append(ctx, meta, events.Append{StreamID: events.LessonViewStream(uuid.NewString()), ExpectedVersion: 0,
		Events: []events.Event{events.LessonViewed{CourseID: courseID, LessonID: lessonID}}})
	return err == nil, err
}

func hasLesson(f events.CourseFields, id string) bool {
	for _, ch := range f.Chapters {
		for _, l := range ch.Lessons {
			if l.ID == id {
				return true
			}
		}
	}
	return false
}
